// The public surface of the domain, shared by the client and the server. Test arbitraries
// (./test-arbitraries) are left out so fast-check never reaches a production bundle.
export * from "./accounts";
export * from "./admin";
export * from "./analytics";
export * from "./breakdown-keys";
export * from "./budget";
export * from "./catalogue";
export * from "./clamping";
export * from "./commerce";
export * from "./contact";
export * from "./contract";
export * from "./documents";
export * from "./format";
export * from "./fit";
export * from "./geometry";
export * from "./layout";
export * from "./layout-rules";
export * from "./limits";
export * from "./plan-drawing";
export * from "./planner-schema";
export * from "./projects";
export * from "./rates";
export * from "./selection";
export * from "./site-settings";
export * from "./text";
export * from "./warnings";
export * from "./wizard";
