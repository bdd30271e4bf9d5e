// The import borders of docs/architecture.md, checked by `npm run lint` (docs/decisions/0029-import-borders.md).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "Modules form no cycle of values (types may refer both ways: they leave nothing at run time).",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "client-not-server",
      comment: "The browser's code never imports the server's.",
      severity: "error",
      from: { path: "^src/client/" },
      to: { path: "^src/server/" },
    },
    {
      name: "server-not-client",
      comment: "The server never imports the browser's code.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/client/" },
    },
    {
      name: "domain-is-pure",
      comment: "The domain is shared by both sides: it imports neither, and no I/O (no node: modules, no database, server or UI library).",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { path: "^src/(client|server)/" },
    },
    {
      name: "domain-no-io",
      comment: "The domain imports only its own modules and the pure libraries listed here (its tests may import the test runner).",
      severity: "error",
      from: { path: "^src/domain/", pathNot: "\\.test\\.ts$" },
      to: {
        dependencyTypes: ["core", "npm", "npm-dev", "npm-optional", "npm-peer", "npm-bundled", "npm-no-pkg", "unknown", "undetermined"],
        pathNot: "^node_modules/(zod|@zxcvbn-ts/[^/]+|fast-check)/",
      },
    },
    {
      name: "test-support-stays-in-tests",
      comment: "fast-check and the domain's test fixtures reach tests only.",
      severity: "error",
      from: { pathNot: "(\\.test\\.tsx?$|^src/domain/testing/|^src/(client|server)/test/|^e2e/|^bench/)" },
      to: { path: "(^node_modules/fast-check/|^src/domain/testing/)" },
    },
    {
      name: "shared-ui-not-features",
      comment: "Shared components, the layout and the client's shared services (lib) never import a feature or a page: features build on them, not the reverse.",
      severity: "error",
      from: { path: "^src/client/(components|lib)/" },
      to: { path: "^src/client/(features|pages)/" },
    },
    {
      name: "feature-through-public-module",
      comment: "A client feature imports another feature only through that feature's public module (its index.ts).",
      severity: "error",
      from: { path: "^src/client/features/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/client/features/", pathNot: ["^src/client/features/$1/", "^src/client/features/[^/]+/index\\.tsx?$"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
