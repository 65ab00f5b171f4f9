import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { formFieldFor, parseFieldError, toServerError } from "../../../src/web/components/form/server-errors";

describe("reading the field a server message names", () => {
  it("splits a dotted, indexed proto path from the message and names the form field in camelCase", () => {
    expect(parseFieldError("profile.address[0].zip_code: enter a ZIP code, like 12345 or 12345-6789.")).toEqual({
      field: "zipCode",
      path: "profile.address[0].zip_code",
      message: "Enter a ZIP code, like 12345 or 12345-6789.",
    });
    expect(parseFieldError("profile.date_of_birth: the date cannot be in the future.")).toEqual({
      field: "dateOfBirth",
      path: "profile.date_of_birth",
      message: "The date cannot be in the future.",
    });
    expect(parseFieldError("code: that code is not right. Check the text message and try again.")).toMatchObject({ field: "code", message: "That code is not right. Check the text message and try again." });
    expect(parseFieldError("phone_number: enter a mobile number, like (555) 123-4567.").field).toBe("phoneNumber");
  });

  it("leaves a message without a field as it is, capitalised", () => {
    expect(parseFieldError("There is no phone number waiting to be confirmed.")).toEqual({ message: "There is no phone number waiting to be confirmed." });
    expect(parseFieldError("too many attempts. Please try again in 5 minutes.")).toEqual({ message: "Too many attempts. Please try again in 5 minutes." });
    // A colon later in a sentence is not a field.
    expect(parseFieldError("Note: your code expired.").field).toBeUndefined();
  });
});

describe("a refusal as a form sees it", () => {
  it("keeps the words of refusals written for users and hides the rest", () => {
    expect(toServerError(new ConnectError("profile.city: use at most 200 characters.", Code.InvalidArgument))).toMatchObject({ field: "city", message: "Use at most 200 characters." });
    expect(toServerError(new ConnectError("Too many attempts. Please try again in 2 minutes.", Code.ResourceExhausted))).toEqual({ message: "Too many attempts. Please try again in 2 minutes." });
    expect(toServerError(new ConnectError("relation users does not exist", Code.Internal))).toEqual({ generic: "generic" });
    expect(toServerError(new Error("boom"))).toEqual({ generic: "generic" });
    expect(toServerError(new ConnectError("Too many requests", Code.ResourceExhausted, undefined, undefined, undefined))).toEqual({ message: "Too many requests" });
    expect(toServerError(new ConnectError("", Code.ResourceExhausted))).toEqual({ generic: "tooMany" });
  });

  it("tells a ConnectError by its shape, as Connect's own instanceof does, and nothing else", () => {
    // What a call rejects with when the error was made by another copy of the library.
    const foreign = Object.assign(new Error("[invalid_argument] code: that code is not right"), { name: "ConnectError", code: Code.InvalidArgument, rawMessage: "code: that code is not right", details: [], metadata: new Headers(), cause: undefined });
    expect(foreign instanceof ConnectError).toBe(true);
    expect(toServerError(foreign)).toEqual({ field: "code", path: "code", message: "That code is not right" });
    expect(toServerError(Object.assign(new Error("x"), { name: "ConnectError", code: "3", rawMessage: "code: x" }))).toEqual({ generic: "generic" });
    expect(toServerError({ name: "ConnectError", code: Code.InvalidArgument, rawMessage: "code: x" })).toEqual({ generic: "generic" });
    expect(toServerError(new DOMException("The operation was aborted.", "AbortError"))).toEqual({ generic: "generic" });
    expect(toServerError("a string")).toEqual({ generic: "generic" });
  });

  it("reads the auth endpoints' JSON answers, network failures included", () => {
    expect(toServerError({ ok: false, status: 400, error: { code: "invalid_code", message: "That code is not right.", field: "code" } })).toEqual({
      field: "code",
      path: "code",
      message: "That code is not right.",
    });
    expect(toServerError({ ok: false, status: 400, error: { code: "invalid_argument", message: "referral_code: that code is not valid." } })).toMatchObject({ field: "referralCode", message: "That code is not valid." });
    expect(toServerError({ ok: false, status: 0, error: { code: "network", message: "" } })).toEqual({ generic: "network" });
    expect(toServerError({ ok: false, status: 429, error: { code: "resource_exhausted", message: "" } })).toEqual({ generic: "tooMany" });
  });

  it("places a refusal on the form's field, through an alias when the names differ, else on the form", () => {
    const fields = ["zipCode", "naics", "city"];
    expect(formFieldFor(parseFieldError("profile.address[0].zip_code: bad."), fields)).toBe("zipCode");
    expect(formFieldFor(parseFieldError("profile.naics.industry: unknown NAICS sector."), fields)).toBeUndefined();
    expect(formFieldFor(parseFieldError("profile.naics.industry: unknown NAICS sector."), fields, { "profile.naics.industry": "naics" })).toBe("naics");
    expect(formFieldFor(parseFieldError("update_mask: list the profile fields to update."), fields)).toBeUndefined();
    expect(formFieldFor({ message: "Something." }, fields)).toBeUndefined();
  });
});
