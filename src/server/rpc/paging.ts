/**
 * Paging of list methods, the same way for every domain (DESIGN §4, proto `PageRequest` /
 * `PageResponse`):
 *
 * - page size: 0 (unset) = PAGE_SIZE_DEFAULT (25, the data table's first choice); capped at
 *   PAGE_SIZE_MAX (500); admin lists raise a size under ADMIN_PAGE_SIZE_MIN (10) to 10 (spec §5);
 *   a negative size is INVALID_ARGUMENT.
 * - keyset cursors: a page ends at the last row's sort key and id; the next page starts strictly
 *   after them in the same order (stable under inserts, no OFFSET scans; an index on
 *   (sort column, id) serves it). The cursor travels as
 *   an opaque `page_token`: version, sort key and id as JSON, sealed with the key ring
 *   (AES-256-GCM) under the list's scope (method and filter), so a client can neither read nor
 *   forge one, nor replay one on another list or filter. Any token that does not open is
 *   INVALID_ARGUMENT, asking the caller to start from the first page.
 *
 * A store uses `keyset(...)` for the `where`, `orderBy` and `limit` of its query (one row more
 * than the page, to know whether another page follows) and the sort key's text to select, and
 * `pageOf(...)` to cut the rows and make the cursor; the service seals it with
 * `pageTokens(keyring).encode(scope, cursor)`.
 */
import { and, asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { KeyRing } from "../crypto/keyring.js";
import { rpcError } from "../core/errors.js";

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 500;
export const ADMIN_PAGE_SIZE_MIN = 10;

/** The proto's PageRequest, as far as paging reads it. */
export interface PageRequestLike {
  pageSize: number;
  pageToken: string;
}

/** The page size to serve for a request (see the header); `admin` for Admin* list methods. */
export function pageSize(request: Pick<PageRequestLike, "pageSize"> | undefined, options: { admin?: boolean } = {}): number {
  const asked = request?.pageSize ?? 0;
  if (!Number.isInteger(asked) || asked < 0) throw rpcError.invalidArgument("page_request.page_size: use 0 (the default) or more.");
  const size = asked === 0 ? PAGE_SIZE_DEFAULT : Math.min(asked, PAGE_SIZE_MAX);
  return options.admin ? Math.max(size, ADMIN_PAGE_SIZE_MIN) : size;
}

/**
 * Where a page ended: the last row's sort key, as PostgreSQL's own text of it (exact: a
 * timestamp keeps its microseconds, which a JS Date would drop), and its id.
 */
export interface Cursor {
  key: string;
  id: string;
  /**
   * The list's total as counted for its first page, carried to the following pages so they need
   * not count the whole selection again (a list's total is "as of the first page").
   */
  total?: number;
}

const TOKEN_VERSION = 1;
const MAX_TOKEN_LENGTH = 2048;
const MAX_KEY_LENGTH = 512;

/** The cursor as JSON text, with the token format's version. */
export function cursorToJson(cursor: Cursor): string {
  return JSON.stringify({ v: TOKEN_VERSION, k: cursor.key, i: cursor.id, ...(cursor.total !== undefined ? { t: cursor.total } : {}) });
}

/** The cursor back from cursorToJson's text, or null when the text is not exactly that shape. */
export function cursorFromJson(text: string): Cursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const { v, k, i, t, ...rest } = parsed as Record<string, unknown>;
  if (v !== TOKEN_VERSION || Object.keys(rest).length > 0) return null;
  if (typeof k !== "string" || k.length > MAX_KEY_LENGTH) return null;
  if (typeof i !== "string" || i.length === 0 || i.length > MAX_KEY_LENGTH) return null;
  if (t === undefined) return { key: k, id: i };
  if (typeof t !== "number" || !Number.isSafeInteger(t) || t < 0) return null;
  return { key: k, id: i, total: t };
}

export const BAD_PAGE_TOKEN = "page_request.page_token: this page token is not valid for this list; start again from the first page.";

export interface PageTokens {
  /** The opaque page_token for a cursor of the list `scope` (e.g. "adminListUsers" plus its filter). */
  encode(scope: string, cursor: Cursor): string;
  /** The cursor of a page_token: null for "" (the first page); INVALID_ARGUMENT when it does not open for `scope`. */
  decode(scope: string, token: string): Cursor | null;
}

const sealContext = (scope: string) => `page-token:${scope}`;

/** Page tokens sealed with the key ring, so every instance sharing ENCRYPTION_KEY reads them. */
export function pageTokens(keyring: KeyRing): PageTokens {
  return {
    encode(scope, cursor) {
      const sealed = keyring.seal(cursorToJson(cursor), sealContext(scope));
      return `${keyring.currentKeyId}.${sealed.toString("base64url")}`;
    },
    decode(scope, token) {
      if (token === "") return null;
      const dot = token.indexOf(".");
      if (token.length > MAX_TOKEN_LENGTH || dot <= 0 || !/^[A-Za-z0-9_-]+$/.test(token.slice(dot + 1))) throw rpcError.invalidArgument(BAD_PAGE_TOKEN);
      let text: string;
      try {
        text = keyring.open(Buffer.from(token.slice(dot + 1), "base64url"), token.slice(0, dot), sealContext(scope));
      } catch {
        throw rpcError.invalidArgument(BAD_PAGE_TOKEN);
      }
      const cursor = cursorFromJson(text);
      if (!cursor) throw rpcError.invalidArgument(BAD_PAGE_TOKEN);
      return cursor;
    },
  };
}

export type Direction = "asc" | "desc";

export interface KeysetOptions {
  /** The ordering column or expression (NOT NULL); ties are broken by `id`. */
  sort: AnyColumn | SQL;
  /** A unique column, the tie-breaker (usually the primary key). */
  id: AnyColumn;
  direction?: Direction;
  /** Where the previous page ended (null: the first page). */
  after: Cursor | null;
  /** The page size (from pageSize()). */
  size: number;
  /** The list's own filter, and-ed with the cursor's condition. */
  where?: SQL;
}

export interface KeysetQuery {
  /** Select it beside the row's columns: the sort key's exact text, for the cursor. */
  sortKey: SQL<string>;
  where: SQL | undefined;
  orderBy: SQL[];
  /** One more than the page size: a row beyond the page means another page follows. */
  limit: number;
}

/**
 * The `where`, `orderBy` and `limit` of one page in keyset order, and the sort key to select:
 * `db.select({ id: t.id, …, sortKey: q.sortKey }).from(t).where(q.where).orderBy(...q.orderBy).limit(q.limit)`.
 * The cursor's key is compared as PostgreSQL text, cast by the column's own type.
 */
export function keyset(options: KeysetOptions): KeysetQuery {
  const direction = options.direction ?? "asc";
  const order = direction === "asc" ? asc : desc;
  let where = options.where;
  if (options.after) {
    const { key, id } = options.after;
    // Row comparison: (sort, id) strictly after (key, id) in the list's order.
    const after =
      direction === "asc" ? sql`(${options.sort}, ${options.id}) > (${key}, ${id})` : sql`(${options.sort}, ${options.id}) < (${key}, ${id})`;
    where = where ? and(where, after) : after;
  }
  return { sortKey: sql<string>`${options.sort}::text`, where, orderBy: [order(options.sort), order(options.id)], limit: options.size + 1 };
}

/**
 * The page from rows fetched with keyset()'s limit: at most `size` items, and the cursor of the
 * last one when more rows follow (null on the last page).
 */
export function pageOf<T>(rows: readonly T[], size: number, cursorOf: (row: T) => Cursor): { items: T[]; next: Cursor | null } {
  if (rows.length <= size) return { items: [...rows], next: null };
  const items = rows.slice(0, size);
  return { items, next: cursorOf(items[items.length - 1]!) };
}
