/**
 * Finds words in the web app's JSX that do not go through i18next (issue #16): text between tags,
 * and string literals given to the props a user reads or hears (label, placeholder, title, alt,
 * aria-label…). Names that are the same in every language (Compass, English, Español…) are allowed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { sourceFilesUnder } from "./source-files.js";

/** Props whose text a user sees or hears. */
const READ_PROPS = new Set(["label", "placeholder", "title", "alt", "aria-label", "aria-description", "description", "error", "nothingFoundMessage", "loaderLabel", "closeButtonLabel", "emptyText"]);
/** Words the same in every language. */
const SAME_EVERYWHERE = /^(Compass|English|Español|CSV|XLSX|PDF|\$|USD|·|—|–|-|\/|:|,|\.|…|\(|\)|\||×|%|#|\+|\*|&nbsp;|[0-9\s.,:%$()+–—-]+)$/;

export interface Literal {
  file: string;
  line: number;
  text: string;
}

/** An address shown as an example (https://…). */
const ADDRESS = /^https?:\/\/\S*$/;

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_EVERYWHERE.test(text.trim()) && !ADDRESS.test(text.trim());

export function literalStrings(root: string): Literal[] {
  const found: Literal[] = [];
  for (const file of sourceFilesUnder(root, ".tsx")) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const at = (node: ts.Node, text: string) => found.push({ file: path.relative(process.cwd(), file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && hasWords(node.text)) at(node, node.text);
      if (ts.isJsxAttribute(node) && node.initializer) {
        const name = node.name.getText(source);
        const init = node.initializer;
        const literal = ts.isStringLiteral(init) ? init : ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression)) ? init.expression : null;
        if (literal && READ_PROPS.has(name) && hasWords(literal.text)) at(node, `${name}="${literal.text}"`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
