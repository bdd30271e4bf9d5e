// The planner feature's public module: what other features and pages may use.
export { destinationAfterLogin } from "./after-sign-in";
