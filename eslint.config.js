import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["src/gen/**", "dist/**", "data/**", "node_modules/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**"], message: "The web never imports server code." }] }],
    },
  },
  {
    // Pages never import pages (DESIGN §3): a page area reaches what another area also uses in
    // src/web/components/ (UI parts) or src/web/queries/ (reads several areas show), never in the
    // other area's folder — `../<area>/…` from pages/<area>/, or any path through `pages/`.
    files: ["src/web/pages/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The web never imports server code." },
            {
              regex: "^\\.\\./[^./][^/]*/|(^|/)pages(/|$)",
              message: "pages never import pages: move what two pages share to src/web/components/ (or src/web/queries/ for reads).",
            },
          ],
        },
      ],
    },
  },
  {
    // What pages share sits below them: components, shared queries and layouts never reach into a page area.
    files: ["src/web/components/**/*.{ts,tsx}", "src/web/queries/**/*.{ts,tsx}", "src/web/layouts/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The web never imports server code." },
            { regex: "(^|/)pages(/|$)", message: "components, shared queries and layouts never import pages: move what they need to src/web/components/ or src/web/queries/." },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "bench/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
