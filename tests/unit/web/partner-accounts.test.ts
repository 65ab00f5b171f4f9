import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { describe, expect, it } from "vitest";
import { PartnerAccountSchema } from "../../../src/gen/compass/v1/compass_pb";
import { accountErrors, accountName, accountValues, bankRequest, emptyAccountValues, invitesOnSave, lenderRequest, type AccountFormValues } from "../../../src/web/pages/partner-accounts/account-form";
import { editPath, invitationState, matchesSearch, signUpLink } from "../../../src/web/pages/partner-accounts/accounts-view";

const DAY = 86_400_000;
const values = (over: Partial<AccountFormValues>): AccountFormValues => ({ ...emptyAccountValues(), ...over });
const account = (over: { enabled?: boolean; pending?: boolean; invited?: Date; first?: string; last?: string; email?: string; bank?: string; code?: string; business?: string } = {}) =>
  create(PartnerAccountSchema, {
    user: { id: "u1", enabled: over.enabled ?? true, profile: { firstName: over.first ?? "Bea", lastName: over.last ?? "Banker", email: over.email ?? "bea@bank.example" } },
    bankName: over.bank ?? "",
    referralCode: over.code ?? "",
    businessName: over.business ?? "",
    invitationPending: over.pending ?? false,
    ...(over.invited ? { invitedTimestamp: timestampFromDate(over.invited) } : {}),
  });

describe("the lender and bank form's checks", () => {
  it("asks a new person's names and a valid e-mail", () => {
    expect(accountErrors("lender", values({}), false)).toEqual({
      firstName: { key: "firstNameRequired" },
      lastName: { key: "lastNameRequired" },
      email: { key: "emailRequired" },
    });
    expect(accountErrors("lender", values({ firstName: "A", lastName: "B", email: "not an address" }), false)).toEqual({ email: { key: "emailInvalid" } });
    expect(accountErrors("lender", values({ firstName: "A", lastName: "B", email: "a@b.example" }), false)).toEqual({});
  });

  it("asks for the account to turn into one, and leaves its names optional", () => {
    expect(accountErrors("lender", values({ source: "existing" }), false)).toEqual({ existingId: { key: "pickAccount" } });
    expect(accountErrors("lender", values({ source: "existing", existingId: "u9" }), false)).toEqual({});
  });

  it("needs no e-mail or names on an edit, but keeps the length limit", () => {
    expect(accountErrors("lender", values({ source: "existing" }), true)).toEqual({});
    expect(accountErrors("lender", values({ source: "existing", firstName: "x".repeat(101), businessName: "y".repeat(101) }), true)).toEqual({
      firstName: { key: "tooLong", max: 100 },
      businessName: { key: "tooLong", max: 100 },
    });
  });

  it("needs a bank's name and takes a typed code of 4 to 32 letters and digits (look-alikes too: MESA2026)", () => {
    const bank = { source: "existing" as const, existingId: "u9" };
    expect(accountErrors("bank", values(bank), false)).toEqual({ bankName: { key: "bankNameRequired" } });
    expect(accountErrors("bank", values({ ...bank, bankName: "First Bank", referralCode: "ABC" }), false)).toEqual({ referralCode: { key: "codeInvalid" } });
    expect(accountErrors("bank", values({ ...bank, bankName: "First Bank", referralCode: "BANK-1" }), false)).toEqual({ referralCode: { key: "codeInvalid" } });
    expect(accountErrors("bank", values({ ...bank, bankName: "First Bank", referralCode: "x".repeat(33) }), false)).toEqual({ referralCode: { key: "codeInvalid" } });
    expect(accountErrors("bank", values({ ...bank, bankName: "First Bank", referralCode: "B0NK" }), false)).toEqual({});
    expect(accountErrors("bank", values({ ...bank, bankName: "First Bank", referralCode: " first bank " }), false)).toEqual({});
    expect(accountErrors("bank", values({ ...bank, bankName: "First Bank", referralCode: "MESA2026" }), false)).toEqual({});
    expect(accountErrors("bank", values({ ...bank, bankName: "First Bank" }), false)).toEqual({});
  });
});

describe("the lender and bank requests", () => {
  it("sends a new person's e-mail and no id", () => {
    const v = values({ firstName: " Lee ", lastName: "Lender", email: " lee@lend.example ", businessName: " Lend Co " });
    expect(lenderRequest(v, null)).toEqual({ lenderAccount: { auth0Id: "", firstName: "Lee", lastName: "Lender", email: "lee@lend.example", businessName: "Lend Co" } });
    expect(invitesOnSave(v, null)).toBe(true);
  });

  it("names the picked account, or the edited one, without an e-mail", () => {
    const picked = values({ source: "existing", existingId: "u9", email: "ignored@x.example", bankName: "Bank", referralCode: "frst bnk 42", logoUrl: "/files/abc" });
    expect(bankRequest(picked, null)).toEqual({ bankAccount: { auth0Id: "u9", firstName: "", lastName: "", email: "", bankName: "Bank", referralCode: "FRSTBNK42", logoUrl: "/files/abc" } });
    expect(invitesOnSave(picked, null)).toBe(false);
    expect(lenderRequest(values({ source: "existing", existingId: "" }), "u1").lenderAccount?.auth0Id).toBe("u1");
    expect(invitesOnSave(values({}), "u1")).toBe(false);
  });

  it("fills the form from a saved account", () => {
    const v = accountValues(account({ bank: "First Bank", code: "FRST42" }));
    expect(v).toMatchObject({ source: "existing", existingId: "u1", firstName: "Bea", lastName: "Banker", email: "bea@bank.example", bankName: "First Bank", referralCode: "FRST42" });
  });
});

describe("the lists' view of an account", () => {
  const now = Date.UTC(2026, 10, 20);
  it("tells a pending invitation from an expired one, a set password and a disabled account", () => {
    expect(invitationState(account({ pending: true, invited: new Date(now - 2 * DAY) }), now)).toEqual({ kind: "pending", sentAt: new Date(now - 2 * DAY) });
    expect(invitationState(account({ pending: true, invited: new Date(now - 8 * DAY) }), now).kind).toBe("expired");
    expect(invitationState(account({ pending: false, invited: new Date(now - 8 * DAY) }), now).kind).toBe("active");
    expect(invitationState(account({ enabled: false, pending: true, invited: new Date(now) }), now).kind).toBe("disabled");
  });

  it("searches names, e-mail, business, bank and code", () => {
    const a = account({ bank: "First Bank", code: "FRST42", business: "Lend Co" });
    for (const term of ["", "bea", "BANKER", "bank.example", "lend co", "first", "frst4"]) expect([term, matchesSearch(a, term)]).toEqual([term, true]);
    expect(matchesSearch(a, "nobody")).toBe(false);
  });

  it("names an account by its person, else its e-mail, and builds its links", () => {
    expect(accountName(account())).toBe("Bea Banker");
    expect(accountName(account({ first: "", last: "" }))).toBe("bea@bank.example");
    expect(editPath("bank", "a b")).toBe("/admin/add-edit-partners?id=a%20b");
    expect(editPath("lender", "u1")).toBe("/admin/add-edit-lenders?id=u1");
    expect(signUpLink("FRST42", "https://compass.example")).toBe("https://compass.example/auth/signup/FRST42");
  });
});
