/**
 * The Pinpoint segment export through the real server (issue #15 §3): administrators only; one row
 * per e-mail and per mobile number (E.164) of every enabled learner, in Pinpoint's columns, OptOut
 * from the consents the learner set with UpdateMyPreferences; nobody else's addresses.
 */
import { Code } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("AdminDownloadPinpointReport", () => {
  it("is for administrators only", async () => {
    expect((await outcome(api.client().adminDownloadPinpointReport({}))).code).toBe(Code.Unauthenticated);
    expect((await outcome(api.client(await tokenOf(await insertUser(database, "COACH"))).adminDownloadPinpointReport({}))).code).toBe(Code.PermissionDenied);
  });

  it("lists each enabled learner's e-mail and mobile with OptOut from their consents", async () => {
    const yes = await insertUser(database, "STANDARD", { email: "yes@example.com", firstName: "Yara", lastName: "Yes", phoneNumber: "(505) 555-0123", businessName: "Yes, Inc." });
    await api.client(await tokenOf(yes)).updateMyPreferences({ preferences: { emailUpdates: true, smsUpdates: true }, updateMask: { paths: ["email_updates", "sms_updates"] } });
    const no = await insertUser(database, "STANDARD", { email: "no@example.com", firstName: "Noe", phoneNumber: "not a phone" });
    await insertUser(database, "STANDARD", { email: "off@example.com", enabled: false });
    await insertUser(database, "COACH", { email: "coach@example.com" });
    const admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
    const { urlToDownload } = await admin.adminDownloadPinpointReport({});
    const res = await fetch(new URL(new URL(urlToDownload, api.server.url).pathname, api.server.url));
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("ChannelType,Address,Id,User.UserId,User.UserAttributes.FirstName,User.UserAttributes.LastName,User.UserAttributes.BusinessName,User.UserAttributes.State,OptOut");
    const rows = lines.slice(1).sort();
    expect(rows).toEqual(
      [
        `EMAIL,yes@example.com,${yes}-email,${yes},Yara,Yes,"Yes, Inc.",,NONE`,
        `SMS,+15055550123,${yes}-sms,${yes},Yara,Yes,"Yes, Inc.",,NONE`,
        `EMAIL,no@example.com,${no}-email,${no},Noe,,,,ALL`,
      ].sort(),
    );
    expect((await admin.getMyPreferences({})).preferences).toMatchObject({ unreadMessageEmails: true, emailUpdates: false, smsUpdates: false });
  });
});
