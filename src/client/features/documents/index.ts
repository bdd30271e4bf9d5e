// The documents feature's public module: what other features may use.
export { useSowVersions } from "./api";
export { SowDownloadButtons } from "./sow-downloads";
