import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { UserSchema } from "../../gen/compass/v1/compass_pb";
import { userName } from "./user-name";

const user = (id: string, profile: Record<string, string> = {}) => create(UserSchema, { id, profile });

describe("a user's name in the lists", () => {
  it("names a user by first and last name, else display name or e-mail, never by id", () => {
    expect(userName(user("u1", { firstName: "Ada", lastName: "Lopez", email: "a@example.com" }))).toBe("Ada Lopez");
    expect(userName(user("u1", { displayName: "Ada L", email: "a@example.com" }))).toBe("Ada L");
    expect(userName(user("u1", { email: "a@example.com" }))).toBe("a@example.com");
    expect(userName(user("u1"))).toBe("");
    expect(userName(undefined)).toBe("");
  });
});
