/**
 * A TelemetryRequest into the event to store: the action as its enum name without the prefix
 * ("PAGE_VIEW", like the other stored enums), the ids as sent. INVALID_ARGUMENT names the field.
 */
import { TelemetryAction, type TelemetryRequest } from "../../../gen/compass/v1/compass_pb.js";
import { rpcError } from "../../core/errors.js";
import { idProblem } from "./telemetry-policy.js";

export const STORED_ACTIONS = ["PAGE_VIEW", "PAGE_LEAVE", "APP_EXIT", "LOGIN", "LOGOUT", "IDLE_STOP", "ACTIVITY", "FORM_SUBMIT"] as const;
export type StoredAction = (typeof STORED_ACTIONS)[number];

const ACTIONS: ReadonlyMap<TelemetryAction, StoredAction> = new Map([
  [TelemetryAction.PAGE_VIEW, "PAGE_VIEW"],
  [TelemetryAction.PAGE_LEAVE, "PAGE_LEAVE"],
  [TelemetryAction.APP_EXIT, "APP_EXIT"],
  [TelemetryAction.LOGIN, "LOGIN"],
  [TelemetryAction.LOGOUT, "LOGOUT"],
  [TelemetryAction.IDLE_STOP, "IDLE_STOP"],
  [TelemetryAction.ACTIVITY, "ACTIVITY"],
  [TelemetryAction.FORM_SUBMIT, "FORM_SUBMIT"],
]);

export interface TelemetryValues {
  action: StoredAction;
  /** "" when the event concerns no content. */
  contentId: string;
  sessionId: string;
}

export function parseTelemetry(req: Pick<TelemetryRequest, "action" | "contentId" | "sessionId">): TelemetryValues {
  const action = ACTIONS.get(req.action);
  if (!action) throw rpcError.invalidArgument("action: choose one of the telemetry actions (page view, page leave, …).");
  if (req.sessionId === "") throw rpcError.invalidArgument("session_id: required.");
  const sessionProblem = idProblem(req.sessionId);
  if (sessionProblem) throw rpcError.invalidArgument(`session_id: ${sessionProblem}`);
  const contentProblem = req.contentId === "" ? null : idProblem(req.contentId);
  if (contentProblem) throw rpcError.invalidArgument(`content_id: ${contentProblem}`);
  return { action, contentId: req.contentId, sessionId: req.sessionId };
}
