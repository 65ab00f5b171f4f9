/** The second-factor handlers' own guard: with no caller in the context they refuse before touching anything. */
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, createHandlerContext } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { CompassService, FinishMfaEnrollmentRequestSchema, StartMfaEnrollmentRequestSchema, StartTotpEnrollmentRequestSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { mfaService, NO_USER_FOR_MFA } from "../../../src/server/rpc/account/mfa-service.js";

const untouched = new Proxy({}, { get: () => { throw new Error("must not be used without a caller"); } });
const handlers = mfaService({ db: untouched as never, keyring: untouched as never, limits: untouched as never, sms: untouched as never });
const ctx = (method: keyof typeof CompassService.method) =>
  createHandlerContext({ service: CompassService, method: CompassService.method[method], protocolName: "test", requestMethod: "POST", url: "/" });

async function refusal(call: () => unknown) {
  try {
    await call();
  } catch (err) {
    return ConnectError.from(err);
  }
  throw new Error("expected a refusal");
}

describe("second-factor handlers without a signed-in caller", () => {
  it("answer UNAUTHENTICATED 'No user provided to start MFA enrollment' when starting an enrolment", async () => {
    const sms = await refusal(() => handlers.startMfaEnrollment(create(StartMfaEnrollmentRequestSchema, { phoneNumber: "5552345678" }), ctx("startMfaEnrollment")));
    expect([sms.code, sms.rawMessage]).toEqual([Code.Unauthenticated, NO_USER_FOR_MFA]);
    const app = await refusal(() => handlers.startTotpEnrollment(create(StartTotpEnrollmentRequestSchema), ctx("startTotpEnrollment")));
    expect([app.code, app.rawMessage]).toEqual([Code.Unauthenticated, "No user provided to start MFA enrollment"]);
  });

  it("answer UNAUTHENTICATED for the other methods", async () => {
    const finish = await refusal(() => handlers.finishMfaEnrollment(create(FinishMfaEnrollmentRequestSchema, { code: "123456" }), ctx("finishMfaEnrollment")));
    expect(finish.code).toBe(Code.Unauthenticated);
  });
});
