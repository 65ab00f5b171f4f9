/**
 * A signed-in page's first API calls, asked for by the boot (main.tsx) while the app's code is
 * still on its way (issue #18): on a phone's slow network the answers are then there when the app
 * first renders, instead of being asked for only after it has loaded and run. The calls are those
 * that every signed-in page makes first (the guard's GetMyUser and GetMyState) and the route's own
 * (the route table's `first`: first-data.ts), sent exactly as the app's transport would send them — the stored access token,
 * the language the app will start in, the same request bytes. The transport's fetch hands each
 * answer to the first identical call (`takeEarlyAnswer`); a call that differs (a renewed token,
 * another language, other arguments) is sent as usual and the early answer is dropped. The stored session is found
 * with the configuration this browser last loaded, so the calls need not wait for /app-config.json.
 * No React, no generated code.
 */
import { loadAppConfig, rememberedSessionKeys } from "../auth/config";
import { readStoredUser } from "../auth/storage-keys";
import { TOKEN_HEADER } from "../auth/token-header";
import { detectLanguage } from "../i18n/detect-language";
// The route table's first calls, their requests encoded at build time by the generated code
// (scripts/web-build/route-modules.ts): the boot itself loads no generated code.
import routeCalls from "virtual:compass/early-calls";

export const SERVICE_PATH = "/compass.v1.CompassService/";
/** A request message's bytes (as protobuf encodes it) in a gRPC-web frame: a flag byte, the length, the message. */
export function grpcWebFrame(message: ArrayLike<number>): Uint8Array<ArrayBuffer> {
  const frame = new Uint8Array(5 + message.length);
  new DataView(frame.buffer).setUint32(1, message.length);
  frame.set(message, 5);
  return frame;
}

/** What a call without arguments sends: an empty message in a gRPC-web frame. */
const EMPTY_FRAME = grpcWebFrame([]);

export interface EarlyCallSpec {
  /** The method's name, as in the call's path. */
  method: string;
  /** The request as the app's transport sends it. */
  body: Uint8Array<ArrayBuffer>;
}
/** The guard's calls (src/web/auth/user-gate.tsx), which every signed-in page makes first: no arguments. */
const GUARD_CALLS: EarlyCallSpec[] = [
  { method: "GetMyUser", body: EMPTY_FRAME },
  { method: "GetMyState", body: EMPTY_FRAME },
];

/** A route's early calls: the guard's, then the route's own first calls (the route table's `first`). */
export function earlyCallsOf(routeName: string): EarlyCallSpec[] {
  const own = routeCalls[routeName] ?? [];
  return [...GUARD_CALLS, ...own.map(({ method, request }) => ({ method, body: grpcWebFrame(request) }))];
}

interface EarlyCall {
  token: string;
  language: string;
  body: Uint8Array<ArrayBuffer>;
  answer: Promise<Response>;
  sentAt: number;
}
/** An early answer older than this is not handed out: the page's first calls come well before. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;
const calls = new Map<string, EarlyCall>();
let started: Promise<boolean> = Promise.resolve(false);

/** Whether the boot sent the page's first calls (settles once it has, or has decided not to). */
export const earlyDataSent = (): Promise<boolean> => started;

/** The headers the app's gRPC-web transport sends with a call (connect-web's and the interceptors'). */
export function earlyHeaders(token: string, language: string): Record<string, string> {
  return { "content-type": "application/grpc-web+proto", "x-grpc-web": "1", "accept-language": language, [TOKEN_HEADER]: token };
}

/** Starts the first calls of a signed-in route when a live token is stored (an expired one is renewed by the app first). */
export function startEarlyData(routeName: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  started = sendEarlyData(routeName, fetchImpl).catch(() => false);
  return started;
}

async function sendEarlyData(routeName: string, fetchImpl: typeof fetch): Promise<boolean> {
  // Where the session is stored: as this browser last saw it (no round trip), else as configured.
  const config = rememberedSessionKeys() ?? (await loadAppConfig(fetchImpl));
  const stored = readStoredUser(config.issuer, config.clientId);
  if (!stored || stored.expired !== false) return false;
  const language = detectLanguage();
  for (const { method, body } of earlyCallsOf(routeName)) {
    const answer = fetchImpl(SERVICE_PATH + method, { method: "POST", headers: earlyHeaders(stored.access_token, language), body });
    answer.catch(() => undefined); // a failure is the app's call's to report, if it takes this answer
    calls.set(method, { token: stored.access_token, language, body, answer, sentAt: Date.now() });
  }
  return true;
}

const sameBytes = (body: unknown, sent: Uint8Array): boolean =>
  body instanceof Uint8Array && body.length === sent.length && body.every((byte, i) => byte === sent[i]);

/** The early answer for this call, once, if it is the same call; else undefined (send it). */
export function takeEarlyAnswer(url: string, init: RequestInit | undefined, now: number = Date.now()): Promise<Response> | undefined {
  if (calls.size === 0) return undefined;
  const { pathname } = new URL(url, window.location.origin);
  if (!pathname.startsWith(SERVICE_PATH)) return undefined;
  const method = pathname.slice(SERVICE_PATH.length);
  const early = calls.get(method);
  if (!early) return undefined;
  calls.delete(method);
  const headers = new Headers(init?.headers);
  const same = headers.get(TOKEN_HEADER) === early.token && headers.get("accept-language") === early.language && sameBytes(init?.body, early.body);
  return same && now - early.sentAt <= EARLY_ANSWER_MAX_AGE_MS ? early.answer : undefined;
}

/** The transport's fetch: an early answer when there is one for the call, else the network. */
export const fetchWithEarlyAnswers: typeof fetch = (input, init) =>
  (typeof input === "string" || input instanceof URL ? takeEarlyAnswer(String(input), init) : undefined) ?? fetch(input, init);
