/**
 * Classes in the organisation's time zone (issue #10 §4), with the server started as an
 * organisation in New York (ORG_TIME_ZONE=America/New_York): /app-config.json tells the web app the
 * zone; a class's date and start time travel unchanged (no shift by the server's or the caller's
 * zone), including a time the DST change skips; and what a ListClasses consumer makes of them with
 * the shared functions (src/shared/class-time.ts, class-calendar.ts) is the right instant.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Class } from "../../../src/gen/compass/v1/compass_pb.js";
import { classCalendar } from "../../../src/shared/class-calendar.js";
import { zonedInstant } from "../../../src/shared/class-time.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["grpcWeb"]>;
let learner: ReturnType<AccountServer["grpcWeb"]>;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database, { env: { ORG_TIME_ZONE: "America/New_York" } });
  admin = api.grpcWeb(await tokenOf(await insertUser(database, "ADMIN")));
  learner = api.grpcWeb(await tokenOf(await insertUser(database, "STANDARD")));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("an organisation in New York", () => {
  it("tells the web app its time zone in /app-config.json", async () => {
    expect(api.server.config.orgTimeZone).toBe("America/New_York");
    const appConfig = (await (await fetch(`${api.server.url}/app-config.json`)).json()) as { orgTimeZone?: string };
    expect(appConfig.orgTimeZone).toBe("America/New_York");
  });

  it("gives classes back exactly as scheduled, and the consumer's instant is New York's", async () => {
    const scheduled = [
      { title: "Winter evening", classDate: { year: 2026, month: 1, day: 15 }, classTime: { hours: 18, minutes: 0 }, instant: "2026-01-15T23:00:00.000Z" },
      { title: "Summer evening", classDate: { year: 2026, month: 7, day: 15 }, classTime: { hours: 18, minutes: 0 }, instant: "2026-07-15T22:00:00.000Z" },
      // 02:30 does not exist on 2026-03-08 in New York: the class starts at 03:30 EDT.
      { title: "Spring-forward night", classDate: { year: 2026, month: 3, day: 8 }, classTime: { hours: 2, minutes: 30 }, instant: "2026-03-08T07:30:00.000Z" },
      // 01:30 happens twice on 2026-11-01: the first (EDT).
      { title: "Fall-back night", classDate: { year: 2026, month: 11, day: 1 }, classTime: { hours: 1, minutes: 30 }, instant: "2026-11-01T05:30:00.000Z" },
      // Late evening in New York is the next day in UTC.
      { title: "Late", classDate: { year: 2026, month: 12, day: 31 }, classTime: { hours: 23, minutes: 45, seconds: 59 }, instant: "2027-01-01T04:45:59.000Z" },
    ];
    for (const { instant: _, ...c } of scheduled) await admin.adminCreateClass({ ...c, url: "https://meet.example.org/j/1" });

    const { orgTimeZone } = (await (await fetch(`${api.server.url}/app-config.json`)).json()) as { orgTimeZone: string };
    const listed = (await learner.listClasses({})).classes;
    const byTitle = new Map<string, Class>(listed.map((c) => [c.title, c]));
    for (const want of scheduled) {
      const got = byTitle.get(want.title)!;
      expect(got.classDate).toMatchObject(want.classDate);
      expect(got.classTime).toMatchObject({ seconds: 0, nanos: 0, ...want.classTime });
      expect(zonedInstant(got.classDate!, got.classTime!, orgTimeZone).toISOString(), want.title).toBe(want.instant);
    }
    // The list is in New York wall-clock order, which is also instant order for these classes.
    expect(listed.map((c) => c.title)).toEqual(["Winter evening", "Spring-forward night", "Summer evening", "Fall-back night", "Late"]);
  });

  it("makes the calendar file of a listed class start at that instant", async () => {
    const id = (
      await admin.adminCreateClass({ title: "Calendar check", classDate: { year: 2026, month: 3, day: 8 }, classTime: { hours: 2, minutes: 30 } })
    ).classId;
    const listed = (await learner.getClass({ classId: id })).class!;
    const ics = classCalendar(listed, { timeZone: api.server.config.orgTimeZone, host: "compass.example.org" });
    expect(ics).toContain("\r\nDTSTART:20260308T073000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20260308T083000Z\r\n");
    expect(ics).toContain(`\r\nUID:class-${id}@compass.example.org\r\n`);
  });
});
