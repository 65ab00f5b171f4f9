import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { UserSchema, UserType } from "../../../gen/compass/v1/compass_pb";
import { emailConfirmed, hasFilter, listRequest, namesList, NO_FILTER, runBulk, typeKey, typeOfKey, valuesSeen } from "./user-view";

const user = (id: string, profile: Record<string, string> = {}) => create(UserSchema, { id, profile });

describe("the administrators' user list", () => {
  it("names user types as the API's filter does, and reads them back", () => {
    expect(typeKey(UserType.COACH)).toBe("USER_TYPE_COACH");
    expect(typeKey(UserType.API_ADMIN)).toBe("USER_TYPE_API_ADMIN");
    expect(typeOfKey("USER_TYPE_LENDER")).toBe(UserType.LENDER);
    expect(typeOfKey("USER_TYPE_UNSPECIFIED")).toBeUndefined();
    expect(typeOfKey("USER_TYPE_NOPE")).toBeUndefined();
  });

  it("asks for the default order (newest first) when nothing is sorted, with blank filters left out", () => {
    expect(listRequest({ search: "  ", type: "", decision: " ", status: "" }, null, { pageSize: 25, pageToken: "" })).toEqual({
      pageRequest: { pageSize: 25, pageToken: "" },
      filterSearch: "",
      filterType: "",
      filterDecision: "",
      filterStatus: "",
      sortBy: "",
      sortDirection: "",
    });
  });

  it("maps each sortable column to the API's sort_by, both ways, with the filters and the page token", () => {
    const filter = { search: " ada ", type: "USER_TYPE_COACH", decision: "Approved ", status: " active" };
    const req = listRequest(filter, { columnId: "business", direction: "desc" }, { pageSize: 50, pageToken: "t2" });
    expect(req).toMatchObject({
      pageRequest: { pageSize: 50, pageToken: "t2" },
      filterSearch: "ada",
      filterType: "USER_TYPE_COACH",
      filterDecision: "Approved",
      filterStatus: "active",
      sortBy: "business_name",
      sortDirection: "desc",
    });
    expect(listRequest(NO_FILTER, { columnId: "decision", direction: "asc" }, { pageSize: 25, pageToken: "" })).toMatchObject({ sortBy: "application_decision", sortDirection: "asc" });
    expect(listRequest(NO_FILTER, { columnId: "name", direction: "asc" }, { pageSize: 25, pageToken: "" })).toMatchObject({ sortBy: "name", sortDirection: "asc" });
    // A column the API cannot sort by asks for the default order.
    expect(listRequest(NO_FILTER, { columnId: "coach", direction: "asc" }, { pageSize: 25, pageToken: "" })).toMatchObject({ sortBy: "", sortDirection: "" });
  });

  it("says whether any filter is set", () => {
    expect(hasFilter(NO_FILTER)).toBe(false);
    expect(hasFilter({ ...NO_FILTER, search: "  " })).toBe(false);
    expect(hasFilter({ ...NO_FILTER, type: "USER_TYPE_BANK" })).toBe(true);
    expect(hasFilter({ ...NO_FILTER, status: "x" })).toBe(true);
  });

  it("collects the distinct values seen for the filters' suggestions, sorted", () => {
    const users = [user("a", { status: "Active" }), user("b", { status: " " }), user("c", { status: "Closed" }), user("d", { status: "Active" })];
    expect(valuesSeen(["Waiting"], users, (u) => u.profile?.status)).toEqual(["Active", "Closed", "Waiting"]);
  });

  it("runs a bulk change one user at a time, going on after a failure, with progress", async () => {
    const order: string[] = [];
    const progress: string[] = [];
    const outcome = await runBulk(
      ["a", "b", "c"],
      async (id) => {
        order.push(id);
        if (id === "b") throw new Error("refused");
      },
      (done, total) => progress.push(`${done}/${total}`),
    );
    expect(order).toEqual(["a", "b", "c"]);
    expect(progress).toEqual(["1/3", "2/3", "3/3"]);
    expect(outcome.succeeded).toEqual(["a", "c"]);
    expect(outcome.failed.map((f) => [f.item, (f.error as Error).message])).toEqual([["b", "refused"]]);
  });

  it("lists a few names and counts the rest", () => {
    expect(namesList(["a", "b", "c"], 2)).toEqual({ shown: ["a", "b"], more: 1 });
    expect(namesList(["a"], 2)).toEqual({ shown: ["a"], more: 0 });
  });

  it("confirms a deletion only with the user's e-mail (case and spaces ignored)", () => {
    expect(emailConfirmed(" Ada@Example.com ", "ada@example.com")).toBe(true);
    expect(emailConfirmed("ada@example", "ada@example.com")).toBe(false);
    expect(emailConfirmed("", "")).toBe(false);
  });
});
