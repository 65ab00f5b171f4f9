/**
 * The import rules of the code base (ADR 0029), checked by `npm run check:imports` in `npm test`:
 * no circles, the server's layers only import downwards, and the web and the server meet only in
 * src/shared and src/gen.
 */
const LOWER_LAYERS = "^src/server/(db|identity|files|audit|inbox|documents|downloads|reports|heavy|crypto|i18n|privacy|learning|starter-library)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: some module imports one that (through others) imports it back. Move what both need one floor down.",
      from: { path: "^src/", pathNot: "^src/gen/" },
      to: { circular: true },
    },
    {
      name: "core-is-the-ground-floor",
      severity: "error",
      comment: "src/server/core imports nothing of ours but src/shared and src/gen (and itself).",
      from: { path: "^src/server/core/" },
      to: { path: "^src/", pathNot: ["^src/server/core/", "^src/shared/", "^src/gen/"] },
    },
    {
      name: "lower-layers-stay-below-rpc",
      severity: "error",
      comment: "db, identity, files, audit, inbox, documents, downloads, reports, heavy, crypto, i18n, privacy, learning and the starter library never import the RPC layer, the app or main: what they need lives in src/server/core or their own layer.",
      from: { path: LOWER_LAYERS },
      to: { path: ["^src/server/rpc/", "^src/server/app[.]ts$", "^src/server/main[.]ts$", "^src/server/build-server[.]ts$"] },
    },
    {
      name: "shared-is-shared",
      severity: "error",
      comment: "src/shared is pure logic both sides use: it imports neither the server nor the web app.",
      from: { path: "^src/shared/" },
      to: { path: ["^src/server/", "^src/web/"] },
    },
    {
      name: "web-never-imports-server",
      severity: "error",
      comment: "The web app never imports server code (DESIGN §3): what both need goes to src/shared.",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/gen/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
