/**
 * The classes (issue #10 §4): administrators schedule, change and delete classes; every signed-in
 * user reads them (the access layer, access.ts). Each handler: validate -> act -> map.
 *
 * - A class's date and start time are in the organisation's time zone (ORG_TIME_ZONE) and travel
 *   as written; the web app turns them into an instant with src/shared/class-time.ts (the zone is in
 *   /app-config.json) and into a calendar file with src/shared/class-calendar.ts.
 * - ListClasses is keyset-paged (paging.ts) in start order: date, then time, then id
 *   (classes-store.ts); past classes are listed too, first, as the list has no filter.
 * - GetClass and ListClasses take a read mask (`fields`, paths of Class).
 * - Every write is recorded in the audit log (the class id, and for an update the paths written;
 *   never the values).
 * - A class carries its Form 888 fields (topic, training hours, co-sponsor; issue #40) and, for the
 *   caller, whether they registered and attended (class-registrations-service.ts).
 */
import { create } from "@bufbuild/protobuf";
import type { FieldMask } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import { ClassSchema, type Class } from "../../../gen/compass/v1/compass_pb.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { auditAction } from "../audit-action.js";
import { signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { applyReadMask } from "../field-masks.js";
import { pageSize, pageTokens } from "../paging.js";
import { parseClassCreate, parseClassUpdate, requiredClassId, toClass } from "./classes-mapper.js";
import { createClassesStore } from "./classes-store.js";
import { createClassRegistrationsStore } from "./class-registrations-store.js";

export type ClassesDeps = Pick<ServiceDeps, "db" | "keyring" | "audit">;

export const CLASSES_METHODS = ["adminCreateClass", "adminUpdateClass", "adminDeleteClass", "listClasses", "getClass"] as const;
export type ClassesHandlers = DomainHandlers<(typeof CLASSES_METHODS)[number]>;

export const CLASS_NOT_FOUND = "Class not found";
const LIST_SCOPE = "listClasses";

/**
 * The read mask of a Get/List request, checked at once (INVALID_ARGUMENT naming a path that is not
 * a field of Class, before any database work), as a function applying it to each class.
 */
function readMask(fields: FieldMask | undefined): (message: Class) => Class {
  applyReadMask(ClassSchema, create(ClassSchema), fields);
  return (message) => applyReadMask(ClassSchema, message, fields);
}

export function classesService(deps: ClassesDeps): ClassesHandlers {
  const store = createClassesStore(deps.db);
  const registrations = createClassRegistrationsStore(deps.db);
  const tokens = pageTokens(deps.keyring);

  /** An administrator's change to a class, for the audit log (ids and field names only). */
  const record = auditAction(deps.audit);
  const audit = (ctx: HandlerContext, action: string, classId: string, details?: Record<string, unknown>) => record(ctx, action, { type: "class", id: classId }, details);

  return {
    async adminCreateClass(req, ctx) {
      const actor = signedIn(ctx);
      const values = parseClassCreate(req);
      const classId = await store.create(values, actor.userId);
      await audit(ctx, "class_created", classId);
      return { classId };
    },

    async adminUpdateClass(req, ctx) {
      const id = requiredClassId(req.classId);
      const changes = parseClassUpdate(req);
      if (!(await store.update(id, changes))) throw rpcError.notFound(CLASS_NOT_FOUND);
      await audit(ctx, "class_updated", id, { fields: Object.keys(changes) });
      return {};
    },

    async adminDeleteClass(req, ctx) {
      const id = requiredClassId(req.classId);
      if (!(await store.remove(id))) throw rpcError.notFound(CLASS_NOT_FOUND);
      await audit(ctx, "class_deleted", id);
      return {};
    },

    async getClass(req, ctx) {
      const actor = signedIn(ctx);
      const id = requiredClassId(req.classId);
      const mask = readMask(req.fields);
      const found = await store.get(id);
      if (!found) throw rpcError.notFound(CLASS_NOT_FOUND);
      const mine = await registrations.mine(actor.userId, [id]);
      return { class: mask(toClass(found, mine.get(id))) };
    },

    async listClasses(req, ctx) {
      const actor = signedIn(ctx);
      const size = pageSize(req.pageRequest);
      const mask = readMask(req.fields);
      const after = tokens.decode(LIST_SCOPE, req.pageRequest?.pageToken ?? "");
      const page = await store.page(after, size);
      const mine = await registrations.mine(
        actor.userId,
        page.items.map((r) => r.id),
      );
      return {
        classes: page.items.map((r) => mask(toClass(r, mine.get(r.id)))),
        pageResponse: { nextPageToken: page.next ? tokens.encode(LIST_SCOPE, page.next) : "", totalSize: page.total },
      };
    },
  };
}
