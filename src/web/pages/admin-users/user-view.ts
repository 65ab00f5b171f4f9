/**
 * How the administrators' user pages read and ask for users (pure, unit-tested; a user's name is
 * components/user-name): the user types an administrator picks from, the list request (AdminListFilteredUsers) for the
 * filters, sort and page on screen, and the bulk runner that updates the selected users one by
 * one and says which succeeded and which failed.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { UserType, type AdminListFilteredUsersRequestSchema, type User } from "../../../gen/compass/v1/compass_pb";
import type { SortState } from "../../components/data-table";

/** The user types an administrator assigns or filters by, in the order the menus list them. */
export const USER_TYPES: readonly UserType[] = [
  UserType.STANDARD,
  UserType.COACH,
  UserType.LENDER,
  UserType.BANK,
  UserType.ADMIN,
  UserType.API,
  UserType.API_ADMIN,
];

/** The value name of a user type ("USER_TYPE_COACH"): the filter's value and the label's key. */
export const typeKey = (type: UserType): string => `USER_TYPE_${UserType[type] ?? "UNSPECIFIED"}`;

/** A user type from its value name (undefined when it is none). */
export function typeOfKey(key: string): UserType | undefined {
  const name = key.replace(/^USER_TYPE_/, "");
  const value = (UserType as unknown as Record<string, unknown>)[name];
  return typeof value === "number" && value !== UserType.UNSPECIFIED ? (value as UserType) : undefined;
}

/** The table's sortable columns and the sort_by name the API knows each by. */
export const SORT_BY: Readonly<Record<string, string>> = {
  name: "name",
  email: "email",
  business: "business_name",
  type: "type",
  status: "status",
  decision: "application_decision",
  created: "created",
};

export interface UserListFilter {
  /** Free text over names, e-mail and business. */
  search: string;
  /** A type's value name ("USER_TYPE_COACH"), or "" for any. */
  type: string;
  decision: string;
  status: string;
}

export const NO_FILTER: UserListFilter = { search: "", type: "", decision: "", status: "" };

export const hasFilter = (f: UserListFilter): boolean => Boolean(f.search.trim() || f.type || f.decision.trim() || f.status.trim());

type ListRequest = MessageInitShape<typeof AdminListFilteredUsersRequestSchema>;

/**
 * The AdminListFilteredUsers request for the filters, the sort (none: the API's default order,
 * newest first) and the page. Blank text filters are left out.
 */
export function listRequest(filter: UserListFilter, sort: SortState | null, page: { pageSize: number; pageToken: string }): ListRequest {
  const sortBy = sort ? SORT_BY[sort.columnId] : undefined;
  return {
    pageRequest: { pageSize: page.pageSize, pageToken: page.pageToken },
    filterSearch: filter.search.trim(),
    filterType: filter.type,
    filterDecision: filter.decision.trim(),
    filterStatus: filter.status.trim(),
    sortBy: sortBy ?? "",
    sortDirection: sortBy && sort ? sort.direction : "",
  };
}

/** The distinct non-blank values of `pick` over `users` added to `known`, sorted (the filters' suggestions). */
export function valuesSeen(known: readonly string[], users: readonly User[], pick: (u: User) => string | undefined): string[] {
  const all = new Set(known);
  for (const u of users) {
    const v = pick(u)?.trim();
    if (v) all.add(v);
  }
  return [...all].sort((a, b) => a.localeCompare(b));
}

export interface BulkOutcome<T> {
  succeeded: T[];
  failed: Array<{ item: T; error: unknown }>;
}

/**
 * Runs `step` for each item in turn (never two at once: the server's last-administrator rule and
 * the audit log see them in order), going on after a failure; `onProgress(done, total)` after each.
 */
export async function runBulk<T>(items: readonly T[], step: (item: T) => Promise<unknown>, onProgress?: (done: number, total: number) => void): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { succeeded: [], failed: [] };
  let done = 0;
  for (const item of items) {
    try {
      await step(item);
      outcome.succeeded.push(item);
    } catch (error) {
      outcome.failed.push({ item, error });
    }
    done += 1;
    onProgress?.(done, items.length);
  }
  return outcome;
}

/** "a, b, c and 2 more": the first `max` names and how many others. */
export function namesList(names: readonly string[], max = 5): { shown: string[]; more: number } {
  return { shown: names.slice(0, max), more: Math.max(0, names.length - max) };
}

/** Whether what was typed is the user's e-mail (case and spaces around it ignored): the deletion's confirmation. */
export const emailConfirmed = (typed: string, email: string): boolean => email.trim() !== "" && typed.trim().toLowerCase() === email.trim().toLowerCase();
