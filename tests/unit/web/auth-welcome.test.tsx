// @vitest-environment jsdom
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AddressType,
  CompassService,
  NaicsSector,
  ProfileSchema,
  UpdateMyPreferencesResponseSchema,
  UpdateMyProfileResponseSchema,
  type UpdateMyPreferencesRequest,
  type UpdateMyProfileRequest,
} from "../../../src/gen/compass/v1/compass_pb";
import { REQUIRED_PROFILE_FIELDS } from "../../../src/shared/profile";
import {
  emptyValues,
  REQUIRED_FIELDS,
  toUpdateRequest,
  validateProfile,
  valuesFromProfile,
} from "../../../src/web/components/profile/profile-form";
import { WelcomeForm, type Consents } from "../../../src/web/pages/welcome/welcome-page";
import { renderWithApp } from "./render";

afterEach(cleanup);

// jsdom has no document.fonts (the autosizing textarea listens to it).
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}

describe("profile form logic", () => {
  it("marks exactly the shared rule's fields as required", () => {
    expect(REQUIRED_PROFILE_FIELDS).toContain("first_name");
    expect([...REQUIRED_FIELDS].sort()).toEqual(["address1", "businessName", "city", "firstName", "lastName", "phoneNumber", "usState", "zipCode"]);
    const errors = validateProfile(emptyValues());
    expect(Object.keys(errors).sort()).toEqual([...REQUIRED_FIELDS].sort());
    expect(new Set(Object.values(errors))).toEqual(new Set(["required"]));
  });

  it("checks formats", () => {
    const v = { ...emptyValues(), phoneNumber: "abc", dateOfBirth: "1990-13-45", zipCode: "123", usState: "New Mexico", currentFullTimeEmployees: "2.5" };
    const errors = validateProfile(v, "2026-01-01");
    expect(errors).toMatchObject({ phoneNumber: "phone", dateOfBirth: "date", zipCode: "zip", usState: "state", currentFullTimeEmployees: "whole" });
    expect(validateProfile({ ...emptyValues(), dateOfBirth: "2030-01-01" }, "2026-01-01").dateOfBirth).toBe("pastDate");
    expect(validateProfile({ ...emptyValues(), dateOfBirth: "2023-02-30" }).dateOfBirth).toBe("date");
    expect(validateProfile({ ...emptyValues(), annualHouseholdIncome: "52,000.50" }).annualHouseholdIncome).toBeUndefined();
    expect(validateProfile({ ...emptyValues(), phoneNumber: "1234567890123456" }).phoneNumber).toBe("phone");
  });

  it("sends only non-empty fields, all of them named in the update mask (spec §5)", () => {
    const request = toUpdateRequest({
      ...emptyValues(),
      firstName: " Ana ",
      lastName: "Ruiz",
      gender: "GENDER_FEMALE",
      naics: "NAICS_SECTOR_RETAIL_TRADE",
      city: "Taos",
      usState: "nm",
      annualHouseholdIncome: "52,000",
    });
    expect(request.updateMask?.paths).toEqual(["first_name", "last_name", "gender", "annual_household_income", "address", "naics"]);
    expect(request.profile).toEqual({
      firstName: "Ana",
      lastName: "Ruiz",
      gender: "GENDER_FEMALE",
      annualHouseholdIncome: "52000",
      address: [{ address1: "", address2: "", city: "Taos", usState: "NM", zipCode: "", county: "", addressType: AddressType.PERSONAL }],
      naics: { industry: NaicsSector.RETAIL_TRADE },
    });
    expect(toUpdateRequest(emptyValues()).updateMask?.paths).toEqual([]);
  });

  it("editing, names a field emptied since it was saved, empty, so that it is cleared; not one left empty", () => {
    const saved = { ...emptyValues(), firstName: "Ana", lastName: "Ruiz", phoneNumber: "5055550101", city: "Taos", usState: "NM", naics: "NAICS_SECTOR_RETAIL_TRADE" };
    const request = toUpdateRequest({ ...saved, phoneNumber: " ", city: "", usState: "", naics: "" }, saved);
    expect(request.updateMask?.paths).toEqual(["first_name", "last_name", "phone_number", "address", "naics"]);
    expect(request.profile).toMatchObject({ firstName: "Ana", lastName: "Ruiz", phoneNumber: "", address: [] });
    expect(request.profile).not.toHaveProperty("naics");
    expect(toUpdateRequest(saved, saved).updateMask?.paths).toEqual(["first_name", "last_name", "phone_number", "address", "naics"]);
    expect(toUpdateRequest({ ...saved, phoneNumber: "" }).updateMask?.paths).not.toContain("phone_number");
  });

  it("loads saved values for editing", () => {
    const profile = create(ProfileSchema, {
      firstName: "Ana",
      race: "RACE_ASIAN",
      naics: { industry: NaicsSector.ARTS },
      address: [{ address1: "1 Main St", city: "Taos", usState: "NM", zipCode: "87571", addressType: AddressType.PERSONAL }],
    });
    expect(valuesFromProfile(profile)).toMatchObject({ firstName: "Ana", race: "RACE_ASIAN", naics: "NAICS_SECTOR_ARTS", address1: "1 Main St", zipCode: "87571" });
  });
});

describe("the /welcome form", () => {
  function renderForm(refuse?: ConnectError, consents?: Consents) {
    const saved: UpdateMyProfileRequest[] = [];
    const preferences: UpdateMyPreferencesRequest[] = [];
    const transport = createRouterTransport(({ service }) => {
      service(CompassService, {
        updateMyProfile: (req) => {
          if (refuse) throw refuse;
          saved.push(req);
          return create(UpdateMyProfileResponseSchema, {});
        },
        updateMyPreferences: (req) => {
          preferences.push(req);
          return create(UpdateMyPreferencesResponseSchema, { preferences: req.preferences });
        },
      });
    });
    const onSaved = vi.fn();
    renderWithApp(
      <TransportProvider transport={transport}>
        <QueryClientProvider client={new QueryClient()}>
          <WelcomeForm initial={emptyValues()} {...(consents ? { consents } : {})} onSaved={onSaved} />
        </QueryClientProvider>
      </TransportProvider>,
    );
    return { saved, preferences, onSaved };
  }

  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it("shows the required fields' errors and does not save an incomplete form", async () => {
    const { saved, onSaved } = renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("8 answers need attention")).toBeTruthy();
    expect(screen.getAllByText("This field is required")).toHaveLength(8);
    expect(screen.getByLabelText(/^First name/).getAttribute("aria-invalid")).toBe("true");
    expect(saved).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  const fillRequired = () => {
    type(/^First name/, "Ana");
    type(/^Last name/, "Ruiz");
    type(/^Phone number/, "505-555-0100");
    type(/^Business name/, "Ruiz Pottery");
    type(/^Address line 1/, "1 Main St");
    type(/^City/, "Taos");
    type(/^State/, "NM");
    type(/^ZIP code/, "87571");
  };

  it("saves the filled fields only, then continues", async () => {
    const { saved, onSaved } = renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toHaveLength(1);
    expect(saved[0]!.updateMask?.paths).toEqual(["first_name", "last_name", "phone_number", "business_name", "address"]);
    expect(saved[0]!.profile?.middleName).toBe("");
    expect(saved[0]!.profile?.address[0]).toMatchObject({ address1: "1 Main St", city: "Taos", usState: "NM", zipCode: "87571" });
  });

  it("asks consent to the program's news, off until given, and saves only what changed", async () => {
    const { preferences, onSaved } = renderForm();
    const email = screen.getByRole("checkbox", { name: "Send me program news by e-mail" });
    expect((email as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("checkbox", { name: "Send me program news by text message" }) as HTMLInputElement).checked).toBe(false);
    fillRequired();
    fireEvent.click(email);
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(preferences).toHaveLength(1);
    expect(preferences[0]!.updateMask?.paths).toEqual(["email_updates"]);
    expect(preferences[0]!.preferences).toMatchObject({ emailUpdates: true, smsUpdates: false });
  });

  it("shows the saved consents and sends nothing when they are left as they were", async () => {
    const { preferences, onSaved } = renderForm(undefined, { emailUpdates: false, smsUpdates: true });
    expect((screen.getByRole("checkbox", { name: "Send me program news by text message" }) as HTMLInputElement).checked).toBe(true);
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(preferences).toEqual([]);
  });

  it("shows a field the server refused on that field, without the server's field path", async () => {
    const { onSaved } = renderForm(new ConnectError("profile.address[0].zip_code: enter a ZIP code, like 12345 or 12345-6789.", Code.InvalidArgument));
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    const zip = screen.getByLabelText(/^ZIP code/);
    await waitFor(() => expect(zip.getAttribute("aria-invalid")).toBe("true"));
    const described = (zip.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("Enter a ZIP code, like 12345 or 12345-6789.");
    expect(screen.getByLabelText(/^City/).getAttribute("aria-invalid")).not.toBe("true");
    expect(document.body.textContent).not.toContain("profile.");
    expect(document.body.textContent).not.toContain("zip_code");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows a refusal that names no field above the form, in the user's words", async () => {
    renderForm(new ConnectError("relation profiles does not exist", Code.Internal));
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    const alert = await screen.findByTestId("form-error");
    expect(alert.textContent).toContain("Your answers could not be saved.");
    expect(document.body.textContent).not.toContain("relation");
  });
});
