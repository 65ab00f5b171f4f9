/**
 * A versioned document's message ↔ its stored form, the same for the cash flow, the plan and the
 * survey: stored as the proto's JSON (jsonb; 64-bit amounts as decimal strings, so nothing is
 * lost), read back with the stored row's version number; before the first submit, the empty
 * message with version 0.
 */
import { create, fromJson, toJson, type DescMessage, type JsonObject, type MessageShape } from "@bufbuild/protobuf";
import { rpcError } from "../../core/errors.js";
import type { StoredDocument } from "./document-store.js";

/** Every document message carries the version the server gave it. */
type Versioned = { versionNumber: number };

export const documentJson = <Desc extends DescMessage>(schema: Desc, message: MessageShape<Desc>): Record<string, unknown> =>
  toJson(schema, message) as Record<string, unknown>;

export function storedMessage<Desc extends DescMessage>(schema: Desc, stored: StoredDocument | null): MessageShape<Desc> {
  const message = (stored ? fromJson(schema, stored.document as JsonObject, { ignoreUnknownFields: true }) : create(schema)) as MessageShape<Desc> & Versioned;
  message.versionNumber = stored?.versionNumber ?? 0;
  return message;
}

/**
 * Refuses a document with problems (paths from the shared rules): INVALID_ARGUMENT naming the first
 * one under the request's field (`plan.competitors[2].price_level: …`) and how many more there are.
 */
export function refuseProblems(field: string, problems: readonly { path: string; message: string }[]): void {
  const [first] = problems;
  if (!first) return;
  const more = problems.length > 1 ? ` (${problems.length - 1} more ${problems.length === 2 ? "problem" : "problems"} after this one)` : "";
  throw rpcError.invalidArgument(`${field}.${first.path}: ${first.message}${more}`);
}
