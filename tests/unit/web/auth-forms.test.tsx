// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSignInNotice } from "../../../src/web/auth/sign-in-notice";
import { LoginForm } from "../../../src/web/pages/auth/login-form";
import { SignUpForm } from "../../../src/web/pages/auth/sign-up-form";
import { renderWithApp } from "./render";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The provider's JSON endpoints answer every POST with this refusal. */
function refuseWith(status: number, error: { code: string; message: string; field?: string }) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ error }), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the auth forms' server refusals", () => {
  it("puts a refused referral code on the referral-code field", async () => {
    const fetch = refuseWith(400, { code: "invalid_argument", message: "That referral code is not valid.", field: "referralCode" });
    renderWithApp(
      <MemoryRouter>
        <SignUpForm uid="abc" referralCode="NOPE" />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: "a long enough passphrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    const referral = screen.getByLabelText(/^Referral code/);
    await waitFor(() => expect(referral.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("That referral code is not valid.")).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail address/).getAttribute("aria-invalid")).not.toBe("true");
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("never says which sign-in field was wrong", async () => {
    refuseWith(400, { code: "invalid_credentials", message: "E-mail or password is incorrect.", field: "password" });
    renderWithApp(
      <MemoryRouter>
        <LoginForm uid="abc" onResult={() => {}} />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(/^E-mail address/), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByTestId("form-error")).textContent).toBe("E-mail or password is incorrect.");
    expect(screen.getByLabelText(/^Password/).getAttribute("aria-invalid")).not.toBe("true");
  });
});

describe("the sign-in form's one-time notice", () => {
  it("says the password was changed once, then forgets it", () => {
    setSignInNotice("password-changed");
    const view = renderWithApp(
      <MemoryRouter>
        <LoginForm uid="abc" onResult={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("status").textContent).toContain("Your password is changed");
    expect(sessionStorage.length).toBe(0);
    view.unmount();
    renderWithApp(
      <MemoryRouter>
        <LoginForm uid="abc" onResult={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId("sign-in-notice")).toBeNull();
    expect(screen.getByText(/Welcome back/)).toBeTruthy();
  });
});
