/**
 * Finds every message the server can send a user in an error (issue #16): the first argument of
 * `rpcError.*(…)` and `new ConnectError(…)`, the message of `new HttpError(…)` and
 * `new UploadError(…)`, `new FileRefusedError(…)`, `new ImageRefusedError(…)`, the message an
 * error class writes itself (`super(`…`)`), the first argument of `translateMessage(…)`, the `message` of a policy refusal (`denied(ctx, { message })`) and a
 * `message` parameter's default. A message given by name is followed to its text: a constant, a property of
 * a constant object (any of its properties when indexed), both branches of `?:`, `??` and `||`, and
 * the strings a called function returns. A `${…}` becomes a numbered placeholder; the field path
 * at the start (`profile.address[{0}].zip_code: `) is cut off as the server's translator does
 * (src/server/i18n/server-messages.ts), and what is left is the catalogue's key. Messages made
 * only of values (`{0}`, `message: {0}`) are someone else's text, found where it is written.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { sourceFilesUnder } from "./source-files.js";

export interface ServerMessage {
  file: string;
  line: number;
  /** The catalogue key: the message without its field path, placeholders numbered from 0. */
  key: string;
}

interface Parsed {
  file: string;
  source: ts.SourceFile;
  /** const name → initialiser, in this file. */
  consts: Map<string, ts.Expression[]>;
  /** function name → the expressions it returns, in this file. */
  functions: Map<string, ts.Expression[]>;
}

function returnsOf(body: ts.ConciseBody | undefined): ts.Expression[] {
  if (!body) return [];
  if (!ts.isBlock(body)) return [body];
  const out: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) out.push(node.expression);
    // Returns of nested functions are theirs, not this one's.
    if (ts.isFunctionLike(node)) return;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return out;
}

function parse(file: string): Parsed {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression[]>();
  const functions = new Map<string, ts.Expression[]>();
  const add = (map: Map<string, ts.Expression[]>, name: string, values: ts.Expression[]) => map.set(name, [...(map.get(name) ?? []), ...values]);
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) add(functions, node.name.text, returnsOf(init.body));
      else add(consts, node.name.text, [init]);
    }
    if (ts.isFunctionDeclaration(node) && node.name) add(functions, node.name.text, returnsOf(node.body));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { file, source, consts, functions };
}

/** A message's text with `${…}` as U+E000 (a private-use character) (numbered later), or null when it is not text. */
type Piece = string | null;

class Resolver {
  private readonly globalConsts = new Map<string, ts.Expression[]>();
  private readonly globalFunctions = new Map<string, ts.Expression[]>();
  private readonly fileOf = new Map<ts.SourceFile, Parsed>();

  constructor(readonly parsed: Parsed[]) {
    for (const p of parsed) {
      this.fileOf.set(p.source, p);
      for (const [name, values] of p.consts) if (/^[A-Z][A-Z0-9_]*$/.test(name)) this.globalConsts.set(name, [...(this.globalConsts.get(name) ?? []), ...values]);
      for (const [name, values] of p.functions) this.globalFunctions.set(name, [...(this.globalFunctions.get(name) ?? []), ...values]);
    }
  }

  private constsNamed(name: string, from: ts.Node): ts.Expression[] {
    return this.fileOf.get(from.getSourceFile())?.consts.get(name) ?? this.globalConsts.get(name) ?? [];
  }

  private functionNamed(name: string, from: ts.Node): ts.Expression[] {
    return this.fileOf.get(from.getSourceFile())?.functions.get(name) ?? this.globalFunctions.get(name) ?? [];
  }

  private objectValues(expr: ts.Expression, depth: number): ts.Expression[] {
    let e = expr;
    while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
    if (ts.isIdentifier(e) && depth > 0) return this.constsNamed(e.text, e).flatMap((v) => this.objectValues(v, depth - 1));
    if (!ts.isObjectLiteralExpression(e)) return [];
    return e.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? [p.initializer] : []));
  }

  private property(expr: ts.Expression, name: string, depth: number): ts.Expression[] {
    let e = expr;
    while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
    if (ts.isIdentifier(e) && depth > 0) return this.constsNamed(e.text, e).flatMap((v) => this.property(v, name, depth - 1));
    if (!ts.isObjectLiteralExpression(e)) return [];
    return e.properties.flatMap((p) => (ts.isPropertyAssignment(p) && p.name.getText() === name ? [p.initializer] : []));
  }

  /** Every text `expr` can be; null for a value that is not text written here (a placeholder). */
  texts(expr: ts.Expression, depth = 6): Piece[] {
    if (depth === 0) return [null];
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr)) return this.texts(expr.expression, depth);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    // `return null` (no problem found) adds no text.
    if (expr.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(expr) && expr.text === "undefined")) return [];
    if (ts.isTemplateExpression(expr)) {
      let out: string[] = [expr.head.text];
      for (const span of expr.templateSpans) {
        // A span that is itself text written here (a constant, a ternary of words) is part of the
        // message; a value (a number, a name) is a placeholder.
        const inner = this.texts(span.expression, depth - 1);
        const pieces = inner.every((t) => t !== null) && inner.length > 0 && out.length * inner.length <= 64 ? (inner as string[]) : ["\uE000"];
        out = out.flatMap((prefix) => pieces.map((p) => prefix + p + span.literal.text));
      }
      return out;
    }
    if (ts.isConditionalExpression(expr)) return [...this.texts(expr.whenTrue, depth - 1), ...this.texts(expr.whenFalse, depth - 1)];
    if (ts.isBinaryExpression(expr)) {
      const op = expr.operatorToken.kind;
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) return [...this.texts(expr.left, depth - 1), ...this.texts(expr.right, depth - 1)];
      if (op === ts.SyntaxKind.PlusToken) {
        const left = this.texts(expr.left, depth - 1);
        const right = this.texts(expr.right, depth - 1);
        return left.flatMap((l) => right.map((r) => (l === null || r === null ? null : l + r)));
      }
      return [null];
    }
    if (ts.isIdentifier(expr)) {
      const values = this.constsNamed(expr.text, expr);
      return values.length ? values.flatMap((v) => this.texts(v, depth - 1)) : [null];
    }
    if (ts.isPropertyAccessExpression(expr)) {
      const values = this.property(expr.expression, expr.name.text, 3);
      return values.length ? values.flatMap((v) => this.texts(v, depth - 1)) : [null];
    }
    if (ts.isElementAccessExpression(expr)) {
      const values = this.objectValues(expr.expression, 3);
      return values.length ? values.flatMap((v) => this.texts(v, depth - 1)) : [null];
    }
    if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
      const returns = this.functionNamed(expr.expression.text, expr);
      return returns.length ? returns.flatMap((r) => this.texts(r, depth - 1)) : [null];
    }
    return [null];
  }
}

/** The errors whose message reaches a client, and which argument is the message. */
const MESSAGE_ARGUMENT: Record<string, number> = { ConnectError: 0, HttpError: 2, UploadError: 2, FileRefusedError: 1, ImageRefusedError: 1 };

function enclosingClass(node: ts.Node): ts.ClassLikeDeclaration | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) if (ts.isClassLike(n)) return n;
  return undefined;
}

/** The argument that carries the message, for the calls that make an error a client sees. */
function messageArgument(node: ts.Node): ts.Expression | undefined {
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === "rpcError") {
    // unimplemented(procedure) makes its own message from the procedure's name.
    return node.expression.name.text === "unimplemented" ? undefined : node.arguments[0];
  }
  // A policy refusal: `denied(ctx, { …, message })` (src/server/core/context.ts).
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "denied") {
    const denial = node.arguments[1];
    if (denial && ts.isObjectLiteralExpression(denial)) {
      for (const p of denial.properties) if (ts.isPropertyAssignment(p) && p.name.getText() === "message") return p.initializer;
    }
  }
  // A message translated where it is sent: `translateMessage(message, language)`.
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "translateMessage") return node.arguments[0];
  // A default message: `(message = "…") => …`.
  if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === "message" && node.initializer) return node.initializer;
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
    const at = MESSAGE_ARGUMENT[node.expression.text];
    if (at !== undefined) return node.arguments?.[at];
  }
  // An error class that writes its own message: `super(`…`)` in a constructor.
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword && /Error$/.test(enclosingClass(node)?.name?.text ?? "")) {
    const arg = node.arguments[0];
    if (arg && !ts.isIdentifier(arg)) return arg;
  }
  return undefined;
}

/** `path.to[0].field: ` at the start of a message (placeholders allowed in it). */
const SEGMENT = String.raw`(?:\uE000|[a-z])(?:\uE000|[a-z0-9_])*(?:\[(?:\d+|\uE000)\])*`;
const FIELD_PREFIX = new RegExp(String.raw`^${SEGMENT}(?:\.${SEGMENT})*: `);

/** The catalogue key of a message text: field path cut off, placeholders numbered; null when it holds no words. */
export function keyOf(text: string): string | null {
  const rest = text.replace(FIELD_PREFIX, "");
  if (!/\p{L}{2,}/u.test(rest.replace(/\uE000/g, ""))) return null;
  let n = 0;
  return rest.replace(/\uE000/g, () => `{${n++}}`);
}

/**
 * The problems the shared rules find (src/shared: the business plan, cash flow, survey, TA session,
 * class time and message checks), which both the server sends and the web forms show: the message
 * of each `add(path, message)` and what a `…Problem(…)` function returns.
 */
function ruleMessageArgument(node: ts.Node): ts.Expression | ts.Expression[] | undefined {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "add" && node.arguments.length === 2) return node.arguments[1];
  const named = ts.isFunctionDeclaration(node) || (ts.isVariableDeclaration(node) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)));
  if (named && node.name && ts.isIdentifier(node.name) && /Problem$/.test(node.name.text)) {
    const body = ts.isFunctionDeclaration(node) ? node.body : (node.initializer as ts.ArrowFunction | ts.FunctionExpression).body;
    return returnsOf(body);
  }
  return undefined;
}

function messagesOf(
  root: string,
  helpers: string[],
  argumentOf: (node: ts.Node) => ts.Expression | ts.Expression[] | undefined,
): ServerMessage[] {
  const parsed = sourceFilesUnder(root, ".ts").map(parse);
  const lent = helpers.flatMap((dir) => sourceFilesUnder(dir, ".ts")).map(parse);
  const resolver = new Resolver([...parsed, ...lent]);
  const found = new Map<string, ServerMessage>();
  for (const p of parsed) {
    const visit = (node: ts.Node) => {
      const args = argumentOf(node);
      for (const arg of args === undefined ? [] : Array.isArray(args) ? args : [args]) {
        for (const text of resolver.texts(arg)) {
          const key = text === null ? null : keyOf(text);
          if (key !== null && !found.has(key)) {
            found.set(key, { file: path.relative(process.cwd(), p.file), line: p.source.getLineAndCharacterOfPosition(node.getStart()).line + 1, key });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(p.source);
  }
  return [...found.values()];
}

/** The messages of the files under `root`; `helpers` (e.g. src/shared's validators) only lend their constants and functions. */
export const serverMessages = (root: string, helpers: string[] = []): ServerMessage[] => messagesOf(root, helpers, messageArgument);

/** The shared rules' problems in the files under `root` (src/shared). */
export const ruleMessages = (root: string): ServerMessage[] => messagesOf(root, [], ruleMessageArgument);
