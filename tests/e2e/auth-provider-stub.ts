/**
 * A stand-in identity provider and account API for browser tests of the sign-in client, served
 * by Playwright request interception: discovery, authorize (answers at once with a code, or with
 * an error), token, end-session; and GetMyUser / GetMyState / GetMyProfile / UpdateMyProfile, and
 * the home page's reads (an empty GetMyLearningJourney and ListClasses), as gRPC-web binary frames. It lets the web client's own code run for real (PKCE, state, callback,
 * guard, transport) without the embedded provider or a database.
 */
import { create, toBinary, type DescMessage, type MessageInitShape } from "@bufbuild/protobuf";
import type { Page, Route } from "playwright-core";
import {
  GetMyLearningJourneyResponseSchema,
  GetMyProfileResponseSchema,
  GetMyStateResponseSchema,
  ListClassesResponseSchema,
  PutValueForKeyResponseSchema,
  TelemetryResponseSchema,
  GetMyUserResponseSchema,
  UpdateMyProfileResponseSchema,
  type ProfileSchema,
  type UserType,
} from "../../src/gen/compass/v1/compass_pb.js";

export interface StubUser {
  type: UserType;
  hasCompletedProfile: boolean;
  profile?: MessageInitShape<typeof ProfileSchema>;
}

export interface ProviderStub {
  /** Authorize requests seen (full URLs). */
  authorizeRequests: URL[];
  /** Form bodies of token requests. */
  tokenRequests: URLSearchParams[];
  /** End-session requests seen. */
  endSessionRequests: URL[];
  /** RPCs seen: method and the x-api-key sent. */
  rpcs: Array<{ method: string; apiKey: string | null }>;
  /** Raw UpdateMyProfile request bodies. */
  profileUpdates: Buffer[];
  /**
   * What the authorize endpoint does: answer at once with a code (an existing provider session), with
   * an OAuth error, or show its sign-in page (a stand-in page, where the browser stays).
   */
  answer: "code" | "login_required" | "page";
}

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** An unsigned ID token (the client decodes, the API verifies: here the API is stubbed too). */
function idToken(issuer: string, audience: string): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64url({ alg: "RS256", typ: "JWT" })}.${b64url({ iss: issuer, aud: audience, sub: "user-1", email: "ana@example.org", iat: now, exp: now + 3600 })}.c2ln`;
}

function frame(flag: number, payload: Uint8Array): Buffer {
  const header = Buffer.alloc(5);
  header[0] = flag;
  header.writeUInt32BE(payload.length, 1);
  return Buffer.concat([header, Buffer.from(payload)]);
}

function grpcWebOk<D extends DescMessage>(schema: D, value: MessageInitShape<D>) {
  const body = Buffer.concat([frame(0, toBinary(schema, create(schema, value))), frame(0x80, Buffer.from("grpc-status:0\r\n"))]);
  return { status: 200, headers: { "content-type": "application/grpc-web+proto" }, body };
}

function grpcWebError(code: number, message: string) {
  return {
    status: 200,
    headers: { "content-type": "application/grpc-web+proto", "grpc-status": String(code), "grpc-message": encodeURIComponent(message) },
    body: "",
  };
}

export interface StubOptions {
  answer?: ProviderStub["answer"];
  loanApplicationUrl?: string | null;
}

export const STUB_CLIENT_ID = "compass-web";

export async function installProviderStub(page: Page, origin: string, user: StubUser | null, options: StubOptions = {}): Promise<ProviderStub> {
  const issuer = `${origin}/oidc`;
  const stub: ProviderStub = {
    authorizeRequests: [],
    tokenRequests: [],
    endSessionRequests: [],
    rpcs: [],
    profileUpdates: [],
    answer: options.answer ?? "code",
  };

  // The test server's issuer would be http://localhost:0/oidc; point the app at the stub instead.
  await page.route(`${origin}/app-config.json`, (route) =>
    route.fulfill({
      json: {
        issuer,
        clientId: STUB_CLIENT_ID,
        audience: `${origin}/api`,
        scopes: "openid profile email offline_access",
        redirectPath: "/auth/callback",
        loanApplicationUrl: options.loanApplicationUrl ?? null,
      },
    }),
  );
  const savedProfile: StubUser["profile"] = user?.profile ?? {};
  let completed = user?.hasCompletedProfile ?? false;

  await page.route(`${issuer}/.well-known/openid-configuration`, (route) =>
    route.fulfill({
      json: {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        end_session_endpoint: `${issuer}/session/end`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        code_challenge_methods_supported: ["S256"],
      },
    }),
  );
  await page.route(`${issuer}/auth?**`, (route) => {
    const url = new URL(route.request().url());
    stub.authorizeRequests.push(url);
    if (stub.answer === "page") {
      return route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><head><title>Provider sign-in</title></head><body><main><h1>Provider sign-in</h1></main></body></html>',
      });
    }
    const back = new URL(url.searchParams.get("redirect_uri")!);
    back.searchParams.set("state", url.searchParams.get("state")!);
    if (stub.answer === "code") back.searchParams.set("code", "the-code");
    else back.searchParams.set("error", stub.answer);
    return route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  await page.route(`${issuer}/token`, (route: Route) => {
    const form = new URLSearchParams(route.request().postData() ?? "");
    stub.tokenRequests.push(form);
    return route.fulfill({
      json: {
        access_token: "access-token-1",
        id_token: idToken(issuer, form.get("client_id") ?? ""),
        refresh_token: "refresh-token-1",
        token_type: "Bearer",
        expires_in: 3600,
        scope: "openid profile email offline_access",
      },
    });
  });
  await page.route(`${issuer}/session/end?**`, (route) => {
    const url = new URL(route.request().url());
    stub.endSessionRequests.push(url);
    return route.fulfill({ status: 302, headers: { location: url.searchParams.get("post_logout_redirect_uri") ?? `${origin}/` } });
  });

  await page.route(`${origin}/compass.v1.CompassService/*`, async (route) => {
    const method = new URL(route.request().url()).pathname.split("/").pop()!;
    if (method === "Ping") return route.fallback();
    // Usage telemetry is accepted and not recorded (it is sent in batches whenever the page likes).
    if (method === "Telemetry") return route.fulfill(grpcWebOk(TelemetryResponseSchema, {}));
    stub.rpcs.push({ method, apiKey: (await route.request().headerValue("x-api-key")) ?? null });
    if (!user) return route.fulfill(grpcWebError(5, "no user for this identity"));
    switch (method) {
      case "GetMyUser":
        return route.fulfill(grpcWebOk(GetMyUserResponseSchema, { user: { id: "user-1", type: user.type, enabled: true, profile: savedProfile } }));
      case "GetMyState":
        return route.fulfill(grpcWebOk(GetMyStateResponseSchema, { state: { hasCompletedProfile: completed } }));
      case "GetMyProfile":
        return route.fulfill(grpcWebOk(GetMyProfileResponseSchema, { profile: savedProfile }));
      case "UpdateMyProfile":
        stub.profileUpdates.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
        completed = true;
        return route.fulfill(grpcWebOk(UpdateMyProfileResponseSchema, {}));
      case "GetMyLearningJourney":
        return route.fulfill(grpcWebOk(GetMyLearningJourneyResponseSchema, { journey: {} }));
      case "ListClasses":
        return route.fulfill(grpcWebOk(ListClassesResponseSchema, { classes: [] }));
      // The remembered language (i18n/remembered-language.tsx): nothing saved yet, then the browser's.
      case "GetValueForKey":
        return route.fulfill(grpcWebError(5, "Key not found"));
      case "PutValueForKey":
        return route.fulfill(grpcWebOk(PutValueForKeyResponseSchema, {}));
      default:
        return route.fulfill(grpcWebError(12, "not stubbed"));
    }
  });
  return stub;
}
