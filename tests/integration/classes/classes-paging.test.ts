/**
 * ListClasses (issue #10 §4): every class in start order — date, then time, then id — on keyset
 * pages that neither lose nor repeat a class when others are added or removed between pages; the
 * total; page tokens bound to this list.
 */
import { Code } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Class } from "../../../src/gen/compass/v1/compass_pb.js";
import { classes } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let learner: ReturnType<AccountServer["client"]>;
let learnerWeb: ReturnType<AccountServer["grpcWeb"]>;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  const learnerToken = await tokenOf(await insertUser(database, "STANDARD"));
  learner = api.client(learnerToken);
  learnerWeb = api.grpcWeb(learnerToken);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** "2025-03-09 18:30" → a class on that date at that time. */
const schedule = async (title: string, when: string) => {
  const [date, time] = when.split(" ");
  const [year, month, day] = date!.split("-").map(Number);
  const [hours, minutes] = time!.split(":").map(Number);
  return (await admin.adminCreateClass({ title, classDate: { year, month, day }, classTime: { hours, minutes } })).classId;
};

const startOf = (c: Class) =>
  `${c.classDate!.year}-${String(c.classDate!.month).padStart(2, "0")}-${String(c.classDate!.day).padStart(2, "0")} ` +
  `${String(c.classTime?.hours ?? 0).padStart(2, "0")}:${String(c.classTime?.minutes ?? 0).padStart(2, "0")}`;

/** Every page of the list, `size` at a time; `between(n)` runs after the n-th page. */
async function walk(size: number, between: (page: number) => Promise<void> = async () => undefined): Promise<Class[]> {
  const seen: Class[] = [];
  let token = "";
  let page = 0;
  do {
    const answer = await learnerWeb.listClasses({ pageRequest: { pageSize: size, pageToken: token } });
    expect(answer.classes.length).toBeLessThanOrEqual(size);
    seen.push(...answer.classes);
    token = answer.pageResponse?.nextPageToken ?? "";
    await between(++page);
  } while (token);
  return seen;
}

describe("ListClasses", () => {
  beforeAll(async () => {
    // Out of order on purpose; two at the same moment; one the next morning; one in the year before.
    await schedule("Evening", "2025-03-09 18:30");
    await schedule("Morning", "2025-03-09 09:00");
    await schedule("Same moment A", "2025-03-10 09:00");
    await schedule("Same moment B", "2025-03-10 09:00");
    await schedule("Last year", "2024-12-31 23:59");
    await schedule("Midnight", "2025-03-10 00:00");
  });

  it("lists classes by date, then start time, then id, with the total", async () => {
    const answer = await learner.listClasses({});
    expect(answer.pageResponse).toEqual(expect.objectContaining({ nextPageToken: "", totalSize: 6 }));
    expect(answer.classes.map((c) => `${startOf(c)} ${c.title.startsWith("Same") ? "same" : c.title}`)).toEqual([
      "2024-12-31 23:59 Last year",
      "2025-03-09 09:00 Morning",
      "2025-03-09 18:30 Evening",
      "2025-03-10 00:00 Midnight",
      "2025-03-10 09:00 same",
      "2025-03-10 09:00 same",
    ]);
    const same = answer.classes.filter((c) => c.title.startsWith("Same")).map((c) => c.classId);
    expect(same).toEqual([...same].sort());
  });

  it("walks every class on pages of one, in the same order as one page", async () => {
    const whole = (await learner.listClasses({ pageRequest: { pageSize: 500 } })).classes.map((c) => c.classId);
    expect((await walk(1)).map((c) => c.classId)).toEqual(whole);
  });

  it("neither loses nor repeats a class when others are added between pages, before and after the cursor", async () => {
    const added: string[] = [];
    const seen = await walk(2, async (page) => {
      if (page === 1) {
        added.push(await schedule("Added later in the list", "2025-06-01 10:00"));
        added.push(await schedule("Added before the cursor", "2020-01-01 10:00"));
      }
      // The cursor is now at "Midnight" (2025-03-10 00:00): a third class at 09:00 that day comes after it.
      if (page === 2) added.push(await schedule("Added at a busy moment", "2025-03-10 09:00"));
    });
    const ids = seen.map((c) => c.classId);
    expect(new Set(ids).size).toBe(ids.length);
    // Classes added after the cursor's place are seen; the one added before it is on no later page.
    expect(ids).toContain(added[0]);
    expect(ids).toContain(added[2]);
    expect(ids).not.toContain(added[1]);
    const all = (await learner.listClasses({ pageRequest: { pageSize: 500 } })).classes.map((c) => c.classId);
    expect(ids).toEqual(all.filter((id) => id !== added[1]));
    const starts = seen.map(startOf);
    expect(starts).toEqual([...starts].sort());
  });

  it("goes on after a class on the page before was deleted", async () => {
    const first = await learner.listClasses({ pageRequest: { pageSize: 2 } });
    await admin.adminDeleteClass({ classId: first.classes[1]!.classId });
    const rest = await learner.listClasses({ pageRequest: { pageSize: 500, pageToken: first.pageResponse!.nextPageToken } });
    const all = (await learner.listClasses({ pageRequest: { pageSize: 500 } })).classes.map((c) => c.classId);
    expect([first.classes[0]!.classId, ...rest.classes.map((c) => c.classId)]).toEqual(all);
  });

  it("counts a class stored without a time (not written through the API) as starting at midnight", async () => {
    const [row] = await database.db.insert(classes).values({ title: "No time", classDate: "2025-03-10", classTime: null }).returning({ id: classes.id });
    const listed = (await learner.listClasses({ pageRequest: { pageSize: 500 } })).classes;
    const at = listed.findIndex((c) => c.classId === row!.id);
    expect(listed[at]!.classTime).toBeUndefined();
    expect(startOf(listed[at - 1]!) <= "2025-03-10 00:00").toBe(true);
    expect(startOf(listed[at + 1]!) >= "2025-03-10 00:00").toBe(true);
    expect((await walk(1)).map((c) => c.classId)).toEqual(listed.map((c) => c.classId));
  });

  it("applies a read mask to every class of the page", async () => {
    const page = await learner.listClasses({ pageRequest: { pageSize: 3 }, fields: { paths: ["title"] } });
    expect(page.classes).toHaveLength(3);
    for (const c of page.classes) {
      expect(c).toMatchObject({ classId: "", description: "", url: "" });
      expect([c.title !== "", c.classDate, c.classTime]).toEqual([true, undefined, undefined]);
    }
  });

  it("serves 25 when no size is asked, and at most 500 however many are asked", async () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ title: `Bulk ${i}`, classDate: "2027-01-01", classTime: `${String(i % 24).padStart(2, "0")}:00:00` }));
    await database.db.insert(classes).values(many);
    const first = await learner.listClasses({});
    expect(first.classes).toHaveLength(25);
    const big = await learner.listClasses({ pageRequest: { pageSize: 100_000 } });
    expect(big.classes).toHaveLength(500);
    expect(big.pageResponse!.totalSize).toBeGreaterThan(500);
    expect(big.pageResponse!.nextPageToken).not.toBe("");
  });

  it("refuses a token of another list", async () => {
    await admin.adminCreateCategory({ title: "One" });
    await admin.adminCreateCategory({ title: "Two" });
    const token = (await admin.listCategories({ pageRequest: { pageSize: 1 } })).pageResponse!.nextPageToken;
    expect(token).not.toBe("");
    expect(await outcome(learner.listClasses({ pageRequest: { pageToken: token } }))).toEqual({
      code: Code.InvalidArgument,
      message: "page_request.page_token: this page token is not valid for this list; start again from the first page.",
    });
  });
});
