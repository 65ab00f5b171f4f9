/**
 * Wires telemetry.ts into the signed-in app: one Telemetry per tab (its session id kept in
 * sessionStorage), LOGIN after the sign-in callback and LOGOUT when the session ends, page views and
 * leaves as the route changes (with the lesson or module id), idle and activity, and on the page
 * being hidden or closed the queue leaves with keepalive requests. Off for administrators. Renders
 * nothing.
 */
import { create, toBinary } from "@bufbuild/protobuf";
import { createClient } from "@connectrpc/connect";
import { useTransport } from "@connectrpc/connect-query";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { CompassService, TelemetryAction, TelemetryRequestSchema } from "../../gen/compass/v1/compass_pb";
import { auth } from "../auth/instance";
import { TOKEN_HEADER } from "../auth/token-header";
import { useAuth } from "../auth/use-auth";
import { useCurrentUser } from "../auth/use-current-user";
import { registerTelemetryFlush, takeSignedInMark } from "./flush";
import { idleWatcher, newSessionId, Telemetry, type TelemetryEvent } from "./telemetry";

const SESSION_KEY = "compass.telemetry.session";

function sessionId(): string {
  try {
    const kept = sessionStorage.getItem(SESSION_KEY);
    if (kept) return kept;
    const made = newSessionId();
    sessionStorage.setItem(SESSION_KEY, made);
    return made;
  } catch {
    return newSessionId();
  }
}

/** The lesson or module a path shows (its id), or "" for other pages. */
export function contentOfPath(pathname: string): string {
  const lesson = /^\/modules\/[^/]+\/lesson\/([^/]+)\/?$/.exec(pathname);
  if (lesson) return decodeURIComponent(lesson[1]!);
  const module = /^\/modules\/[^/]+\/([^/]+)\/?$/.exec(pathname);
  return module ? decodeURIComponent(module[1]!) : "";
}

/** One event as a gRPC-web binary request body (a 5-byte frame header, then the message). */
export function grpcWebFrame(event: TelemetryEvent): Uint8Array<ArrayBuffer> {
  const message = toBinary(TelemetryRequestSchema, create(TelemetryRequestSchema, event));
  const body = new Uint8Array(new ArrayBuffer(5 + message.length));
  new DataView(body.buffer).setUint32(1, message.length);
  body.set(message, 5);
  return body;
}

export default function TelemetryTracker() {
  const transport = useTransport();
  const { role } = useCurrentUser();
  const { status } = useAuth();
  const wasSignedIn = useRef(false);
  const location = useLocation();
  const telemetry = useRef<Telemetry | null>(null);
  const token = useRef<string | null>(null);
  const current = useRef<string | null>(null);

  if (telemetry.current === null) {
    const client = createClient(CompassService, transport);
    telemetry.current = new Telemetry({
      sessionId: sessionId(),
      sink: {
        send: async (event) => {
          token.current = await auth.accessToken();
          await client.telemetry(event);
        },
        sendOnExit: (event) => {
          if (!token.current) return;
          void fetch(`${window.location.origin}/compass.v1.CompassService/Telemetry`, {
            method: "POST",
            keepalive: true,
            headers: { "content-type": "application/grpc-web+proto", "x-grpc-web": "1", [TOKEN_HEADER]: token.current },
            body: grpcWebFrame(event),
          }).catch(() => undefined);
        },
      },
    });
  }
  const tracker = telemetry.current;
  registerTelemetryFlush(() => tracker.flush());

  // Administrators are never tracked; until the role is known nothing is sent (events queue).
  useEffect(() => {
    if (role === "admin") tracker.setEnabled(false);
    else if (role !== null) {
      tracker.setEnabled(true);
      void auth.accessToken().then((t) => (token.current = t));
    }
  }, [role, tracker]);

  // LOGIN once after the sign-in callback; LOGOUT (sent with keepalive) when the session ends.
  useEffect(() => {
    if (status === "signed-in") {
      if (!wasSignedIn.current && takeSignedInMark()) tracker.track(TelemetryAction.LOGIN);
      wasSignedIn.current = true;
    } else if (wasSignedIn.current && status === "signed-out") {
      wasSignedIn.current = false;
      tracker.track(TelemetryAction.LOGOUT);
      tracker.flushOnExit();
    }
  }, [status, tracker]);

  // A page view per route; the previous page's leave first.
  useEffect(() => {
    const content = contentOfPath(location.pathname);
    if (current.current !== null) tracker.track(TelemetryAction.PAGE_LEAVE, current.current);
    tracker.track(TelemetryAction.PAGE_VIEW, content);
    current.current = content;
  }, [location.pathname, tracker]);

  useEffect(() => {
    const stopIdle = idleWatcher(
      () => tracker.track(TelemetryAction.IDLE_STOP, current.current ?? ""),
      () => tracker.track(TelemetryAction.ACTIVITY, current.current ?? ""),
    );
    const hidden = () => {
      if (document.visibilityState === "hidden") tracker.flushOnExit();
    };
    const exit = () => {
      tracker.track(TelemetryAction.PAGE_LEAVE, current.current ?? "");
      tracker.track(TelemetryAction.APP_EXIT);
      tracker.flushOnExit();
    };
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", exit);
    return () => {
      stopIdle();
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", exit);
    };
  }, [tracker]);

  return null;
}
