/**
 * Technical-assistance session tracking (issue #13 §2; spec §3, §7): the Coach*TATracking* methods,
 * for coaches, lenders and administrators (the access table). Each handler: validate → authorize
 * (ta-tracking-policy.ts) → act → map.
 *
 * - Submit records a session for one of the caller's mentees (administrators: any learner, as any
 *   coach or lender named in coach_user_id); the coach, the creator, the client's name and the
 *   timestamps are the server's, never the request's; state and county default to the client's.
 * - Edit writes only the update mask's paths; moving a session to another client is checked like a
 *   new one and looks the client's name up again.
 * - Delete, ById: only the caller's own sessions (administrators any); anything else is NOT_FOUND,
 *   the same whether or not it exists.
 * - GetMy: every session of the caller; ListMy: one keyset page, newest session first, filtered by
 *   client and date range, with totals of the whole selection (ADR 0016); ByClientId: the caller's
 *   sessions with one of their mentees (administrators: every coach's, for any user).
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { denied, signedIn } from "../../core/context.js";
import { dateRange } from "../dates.js";
import { rpcError } from "../../core/errors.js";
import { updateMaskPaths } from "../field-masks.js";
import { pageSize, pageTokens } from "../paging.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { requiredId } from "../../core/ids.js";
import { parseNewSession, parseSessionChanges, TA_WRITABLE, toStorage } from "./ta-tracking-mapper.js";
import { CLIENT_NOT_FOUND, COACH_NOT_ALLOWED, mayLogFor, mayRecordAs, mayTouchRecord, TA_NOT_FOUND } from "./ta-tracking-policy.js";
import { createTATrackingStore, type TAFilter } from "./ta-tracking-store.js";

export const TA_TRACKING_METHODS = [
  "coachTATrackingSubmit",
  "coachTATrackingEdit",
  "coachTATrackingDelete",
  "coachGetMyTATracking",
  "coachListMyTATracking",
  "coachTATrackingById",
  "coachTATrackingByClientId",
] as const;
export type TATrackingHandlers = DomainHandlers<(typeof TA_TRACKING_METHODS)[number]>;

export function taTrackingService(deps: Pick<ServiceDeps, "db" | "keyring">): TATrackingHandlers {
  const store = createTATrackingStore(deps.db);
  const tokens = pageTokens(deps.keyring);

  /** The client of a session the actor records or moves: one they may log for, else NOT_FOUND. */
  async function clientFor(ctx: Parameters<typeof signedIn>[0], clientUserId: string) {
    const actor = signedIn(ctx);
    const client = await store.client(clientUserId);
    if (!client || !mayLogFor(actor, client)) denied(ctx, { targetType: "user", targetId: clientUserId, reason: client ? "not-client" : "no-user", message: CLIENT_NOT_FOUND });
    return client;
  }

  /** A session the actor may touch, else NOT_FOUND. */
  async function ownSession(ctx: Parameters<typeof signedIn>[0], id: string) {
    const actor = signedIn(ctx);
    const row = await store.get(id);
    if (!row || !mayTouchRecord(actor, row)) denied(ctx, { targetType: "ta_tracking", targetId: id, reason: row ? "not-own" : "no-record", message: TA_NOT_FOUND });
    return row;
  }

  return {
    async coachTATrackingSubmit(req, ctx) {
      const actor = signedIn(ctx);
      const values = parseNewSession(req.taTracking);
      const coachUserId = req.coachUserId.trim() || actor.userId;
      if (!mayRecordAs(actor, await store.coach(coachUserId))) throw new ConnectError(COACH_NOT_ALLOWED, Code.PermissionDenied);
      const client = await clientFor(ctx, values.clientUserId ?? "");
      const id = await store.insert({
        ...values,
        coachUserId,
        createdByUserId: actor.userId,
        clientName: client.name,
        state: values.state || client.state,
        county: values.county || client.county,
      });
      return { taTrackingId: id };
    },

    async coachTATrackingEdit(req, ctx) {
      const id = requiredId(req.taTracking?.trackingId ?? "", "ta_tracking.tracking_id");
      const paths = updateMaskPaths(req.updateMask, TA_WRITABLE, { noun: "TA session field" });
      const changes = parseSessionChanges(req.taTracking, paths);
      await ownSession(ctx, id);
      if (changes.clientUserId !== undefined) changes.clientName = (await clientFor(ctx, changes.clientUserId ?? "")).name;
      await store.update(id, changes);
      return {};
    },

    async coachTATrackingDelete(req, ctx) {
      const id = requiredId(req.taTrackingId, "ta_tracking_id");
      const row = await ownSession(ctx, id);
      // A coach id that is not the session's names some other session: the same answer.
      const named = req.coachUserId.trim();
      if (named && named !== row.coachUserId) denied(ctx, { targetType: "ta_tracking", targetId: id, reason: "other-coach", message: TA_NOT_FOUND });
      await store.remove(id);
      return {};
    },

    async coachGetMyTATracking(_req, ctx) {
      const actor = signedIn(ctx);
      return { taTrackingRecords: (await store.all({ coachUserId: actor.userId })).map(toStorage) };
    },

    async coachListMyTATracking(req, ctx) {
      const actor = signedIn(ctx);
      const size = pageSize(req.pageRequest);
      const filter: TAFilter = {
        coachUserId: actor.userId,
        clientUserId: req.clientUserId.trim() || undefined,
        ...dateRange(req.startDate, req.endDate),
      };
      const scope = `coachListMyTATracking:${JSON.stringify(filter)}`;
      const after = tokens.decode(scope, req.pageRequest?.pageToken ?? "");
      const page = await store.page(filter, after, size);
      return {
        taTrackingRecords: page.items.map(toStorage),
        pageResponse: { nextPageToken: page.next ? tokens.encode(scope, page.next) : "", totalSize: page.totals.sessions },
        totals: {
          sessions: page.totals.sessions,
          contactHours: page.totals.contactHours,
          prepHours: page.totals.prepHours,
          travelHours: page.totals.travelHours,
          milesTraveled: page.totals.miles,
        },
      };
    },

    async coachTATrackingById(req, ctx) {
      const id = requiredId(req.taTrackingId, "ta_tracking_id");
      return { taTrackingRecord: toStorage(await ownSession(ctx, id)) };
    },

    async coachTATrackingByClientId(req, ctx) {
      const actor = signedIn(ctx);
      const clientUserId = requiredId(req.clientUserId, "client_user_id");
      if (actor.role === "admin") {
        if (!(await store.client(clientUserId))) throw rpcError.notFound(CLIENT_NOT_FOUND);
        return { taTrackingRecords: (await store.all({ coachUserId: null, clientUserId })).map(toStorage) };
      }
      await clientFor(ctx, clientUserId);
      return { taTrackingRecords: (await store.all({ coachUserId: actor.userId, clientUserId })).map(toStorage) };
    },
  };
}
