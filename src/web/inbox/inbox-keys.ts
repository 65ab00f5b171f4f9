/**
 * The query keys of the lists the live inbox keeps up to date (prefixes: every input, every
 * transport), shared by the inbox runner and the messaging pages' queries.
 */
import { createConnectQueryKey } from "@connectrpc/connect-query";
import { CompassService } from "../../gen/compass/v1/compass_pb";

const method = CompassService.method;

export const CONVERSATIONS_KEY = createConnectQueryKey({ schema: method.getMyConversations, cardinality: "finite" });
export const NOTIFICATIONS_KEY = createConnectQueryKey({ schema: method.getMyNotifications, cardinality: "finite" });
export const THREADS_KEY = createConnectQueryKey({ schema: method.listUserChatMessages, cardinality: "infinite" });
export const MENTEE_KEY = createConnectQueryKey({ schema: method.coachGetMenteeById, cardinality: "finite" });

/** The conversation partner a ListUserChatMessages query key names ("" when none). */
export function threadPartnerOf(queryKey: readonly unknown[]): string {
  const props = queryKey[1] as { input?: { userId?: unknown } } | undefined;
  return typeof props?.input?.userId === "string" ? props.input.userId : "";
}
