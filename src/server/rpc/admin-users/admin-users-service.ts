/**
 * Administrators' users (issue #15 §1; spec §7): AdminGetUser, AdminGetUserState, AdminGetAllUsers,
 * AdminListUsers, AdminListFilteredUsers and AdminUpdateUser — administrators only (the access
 * table). Each handler: validate → authorize (the access table; the object rules in
 * admin-users-policy.ts) → act → map.
 *
 * - Reads: the whole user with the sealed profile fields opened (administrators see them); a read
 *   mask of User paths (and `profile.<field>`). NOT_FOUND "User not found".
 * - Lists: newest first; page sizes under 10 raised to 10 (spec §5); keyset page tokens bound to
 *   the list's filters and sort. The filtered list searches names, e-mail and business (every word
 *   must match, accents and case ignored), filters by type, application decision and status, and
 *   sorts by created, name, e-mail, business, type, status or decision, either way.
 * - AdminUpdateUser: the listed paths only (every writable field when the mask is empty, as the
 *   spec says): type (role), enabled, assigned_coach (an enabled coach or lender, or empty), logo
 *   url, and profile fields (status and application_decision included). A role change takes effect
 *   at the user's next call (the token verifier reads the type on every call); disabling ends every
 *   session and refresh token at once. The last enabled administrator cannot be disabled or
 *   demoted. Audited with the changed paths (never values).
 * - AdminDeleteUser: erases the user's personal data, documents, files (bytes included), messages,
 *   the notifications they sent and their sign-in state; their TA sessions stay for the funder's
 *   counts with the client anonymised. Not oneself, not the last enabled administrator. Audited.
 */
import { create } from "@bufbuild/protobuf";
import { FieldMaskSchema } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import { ProfileSchema, UserSchema, UserStateSchema, type UserType as ProtoUserType, type User } from "../../../gen/compass/v1/compass_pb.js";
import { USER_TYPES, type UserType } from "../../db/schema/users.js";
import { endAllSessions } from "../../identity/sessions.js";
import { parseProfileUpdate, toUser, toUserState, USER_TYPE } from "../account/account-mapper.js";
import { createAccountStore, userRecordOf, type UserRow } from "../account/account-store.js";
import { auditAction } from "../audit-action.js";
import { signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { applyReadMask, maskPaths } from "../field-masks.js";
import { requiredId } from "../../core/ids.js";
import { pageSize, pageTokens } from "../paging.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import {
  ADMIN_PROFILE_FIELDS,
  ADMIN_USER_PATHS,
  adminProfilePath,
  adminUpdatePath,
  canCoach,
  isAdminType,
  leavesNoAdmin,
  searchWords,
  sortDirectionOf,
  userSortOf,
  userTypeFilterOf,
  USER_SORTS,
} from "./admin-users-policy.js";
import { createAdminUsersStore, ENABLED_ADMINS_LOCKED, type UserFilter, type UserTopChanges } from "./admin-users-store.js";
import { checkImageUrl } from "../../learning/url-rules.js";

export const ADMIN_USERS_METHODS = [
  "adminGetUser",
  "adminGetUserState",
  "adminGetAllUsers",
  "adminListUsers",
  "adminListFilteredUsers",
  "adminUpdateUser",
  "adminDeleteUser",
] as const;
export type AdminUsersHandlers = DomainHandlers<(typeof ADMIN_USERS_METHODS)[number]>;

const USER_NOT_FOUND = "User not found";
const MAX_FILTER_CHARS = 200;

const TYPE_OF: Partial<Record<ProtoUserType, UserType>> = Object.fromEntries(Object.entries(USER_TYPE).map(([name, n]) => [n, name as UserType]));

export function adminUsersService(deps: Pick<ServiceDeps, "db" | "keyring" | "audit" | "files" | "reportJobs">): AdminUsersHandlers {
  const store = createAdminUsersStore(deps.db);
  const accounts = createAccountStore(deps.db, deps.keyring);
  const tokens = pageTokens(deps.keyring);
  const audit = auditAction(deps.audit);

  const userOf = (row: UserRow): User => toUser(userRecordOf(row, deps.keyring, "open"));

  async function existing(rawId: string, field = "user_id"): Promise<UserRow> {
    const row = await store.user(requiredId(rawId, field));
    if (!row) throw rpcError.notFound(USER_NOT_FOUND);
    return row;
  }

  /** The list's filters from the request, checked. */
  function filterOf(req: { filterSearch: string; filterType: string; filterDecision: string; filterStatus: string }): UserFilter {
    for (const [name, value] of [
      ["filter_search", req.filterSearch],
      ["filter_decision", req.filterDecision],
      ["filter_status", req.filterStatus],
    ] as const) {
      if (value.length > MAX_FILTER_CHARS) throw rpcError.invalidArgument(`${name}: use at most ${MAX_FILTER_CHARS} characters.`);
    }
    let type: UserType | null = null;
    if (req.filterType.trim()) {
      type = userTypeFilterOf(req.filterType, USER_TYPES);
      if (!type) throw rpcError.invalidArgument(`filter_type: "${req.filterType}" is not a user type.`);
    }
    return {
      words: searchWords(req.filterSearch),
      type,
      decision: req.filterDecision.trim() || null,
      status: req.filterStatus.trim() || null,
    };
  }

  async function listPage(ctx: HandlerContext, scopeName: string, filter: UserFilter, sortBy: string, sortDirection: string, pageRequest: { pageSize: number; pageToken: string } | undefined) {
    signedIn(ctx);
    const sort = userSortOf(sortBy);
    if (!sort) throw rpcError.invalidArgument(`sort_by: sort by one of ${USER_SORTS.join(", ")}.`);
    const direction = sortDirectionOf(sortDirection, sort, sortBy.trim() !== "");
    if (!direction) throw rpcError.invalidArgument('sort_direction: use "asc" or "desc".');
    const size = pageSize(pageRequest, { admin: true });
    const scope = `${scopeName}:${JSON.stringify([filter, sort, direction])}`;
    const page = await store.page(filter, sort, direction, tokens.decode(scope, pageRequest?.pageToken ?? ""), size);
    return {
      users: page.items.map(userOf),
      pageResponse: { nextPageToken: page.next ? tokens.encode(scope, page.next) : "", totalSize: page.total },
    };
  }

  return {
    async adminGetUser(req, ctx) {
      signedIn(ctx);
      const user = userOf(await existing(req.userId));
      const paths = maskPaths(req.fields);
      const top = [...new Set(paths.map((p) => p.split(".")[0]!))];
      const profilePaths = paths.filter((p) => p.startsWith("profile.")).map((p) => p.slice("profile.".length));
      const masked = applyReadMask(UserSchema, user, top.length ? { paths: top } : undefined);
      if (profilePaths.length && masked.profile) masked.profile = applyReadMask(ProfileSchema, masked.profile, { paths: profilePaths }, { param: "fields" });
      return { user: masked };
    },

    async adminGetUserState(req, ctx) {
      signedIn(ctx);
      const row = await existing(req.userId);
      const state = await store.state(row.id);
      return { state: state ? toUserState(state) : create(UserStateSchema) };
    },

    async adminGetAllUsers(_req, ctx) {
      signedIn(ctx);
      return { users: (await store.all()).map(userOf) };
    },

    async adminListUsers(req, ctx) {
      const none: UserFilter = { words: [], type: null, decision: null, status: null };
      return listPage(ctx, "adminListUsers", none, "", "", req.pageRequest);
    },

    async adminListFilteredUsers(req, ctx) {
      return listPage(ctx, "adminListFilteredUsers", filterOf(req), req.sortBy, req.sortDirection, req.pageRequest);
    },

    async adminDeleteUser(req, ctx) {
      const actor = signedIn(ctx);
      const target = await existing(req.userId);
      if (target.id === actor.userId) throw rpcError.failedPrecondition("You cannot delete your own account here; ask another administrator.");
      if (leavesNoAdmin(target, { type: "STANDARD", enabled: false }, await store.enabledAdmins())) throw rpcError.failedPrecondition(ENABLED_ADMINS_LOCKED);
      // Their files first (while the uploads still name them), then everything else at once.
      for (const fileId of await store.releaseFiles(target.id, isAdminType(target.type))) await deps.files?.removeUnused(fileId, target.id);
      // The reports they asked for (other people's data, kept for a day: ADR 0025), files included.
      await deps.reportJobs?.deleteOwnedBy(target.id);
      if (!(await store.erase(target.id))) throw rpcError.notFound(USER_NOT_FOUND);
      await audit(ctx, "admin_user_deleted", { type: "user", id: target.id }, { role: target.type });
      return {};
    },

    async adminUpdateUser(req, ctx) {
      signedIn(ctx);
      const id = requiredId(req.userId, "user_id");
      const source = req.user ?? create(UserSchema);
      // The mask: listed paths, or (empty) every writable field — as the spec allows.
      const listed = maskPaths(req.updateMask);
      const paths = listed.length ? listed : [...ADMIN_USER_PATHS, ...ADMIN_PROFILE_FIELDS.map((f) => `profile.${f}`)];
      const top: UserTopChanges = {};
      const profilePaths: string[] = [];
      for (const raw of paths) {
        const kind = adminUpdatePath(raw);
        if (kind.kind === "forbidden") throw rpcError.invalidArgument(`update_mask: "${raw}" cannot be changed here.`);
        if (kind.kind === "unknown") throw rpcError.invalidArgument(`update_mask: "${raw}" is not a user field you can update.`);
        if (kind.kind === "profile") {
          profilePaths.push(kind.path);
          continue;
        }
        if (kind.path === "type") {
          const type = TYPE_OF[source.type];
          if (!type) throw rpcError.invalidArgument("user.type: choose a user type.");
          top.type = type;
        } else if (kind.path === "enabled") {
          top.enabled = source.enabled;
        } else if (kind.path === "assigned_coach") {
          top.assignedCoachId = source.assignedCoach.trim() || null;
        } else {
          // A logo is an image like html_body's: one of our uploads (url-rules.ts), or none.
          top.logoUrl = source.logoUrl.trim() === "" ? "" : checkImageUrl(source.logoUrl, "user.logo_url");
        }
      }
      // Everything is checked before anything is written.
      const profileChanges = profilePaths.length ? parseProfileUpdate(source.profile, create(FieldMaskSchema, { paths: profilePaths }), adminProfilePath, "update_mask") : null;
      const target = await existing(id);
      if (top.assignedCoachId) {
        const type = top.type ?? target.type;
        if (type !== "STANDARD") throw rpcError.invalidArgument("user.assigned_coach: only learners have a coach.");
        if (!canCoach(await store.coach(top.assignedCoachId), id)) throw rpcError.invalidArgument("user.assigned_coach: choose an enabled coach or lender.");
      }
      const result = await store.update(id, top);
      if (!result) throw rpcError.notFound(USER_NOT_FOUND);
      if (profileChanges) await accounts.updateProfile(id, profileChanges);
      const disabled = target.enabled && result.after.enabled === false;
      const roleChanged = result.before.type !== result.after.type;
      // Disabled: every session and refresh token ends now (the next call is refused anyway).
      if (disabled) await endAllSessions(deps.db, id);
      await audit(ctx, "admin_user_updated", { type: "user", id }, { paths, ...(roleChanged ? { role: result.after.type } : {}), ...(disabled ? { disabled: true } : {}) });
      return {};
    },
  };
}
