// @vitest-environment jsdom
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CompassService, GetMyStorageUsageResponseSchema, ListMyMfaFactorsResponseSchema, MfaFactorKind, StartMfaEnrollmentResponseSchema } from "../../../src/gen/compass/v1/compass_pb";
import SecurityPage from "../../../src/web/pages/account/security-page";
import { renderWithApp } from "./render";

afterEach(cleanup);

function renderPage(handlers: Parameters<typeof createRouterTransport>[0]) {
  const transport = createRouterTransport(handlers);
  renderWithApp(
    <TransportProvider transport={transport}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SecurityPage />
      </QueryClientProvider>
    </TransportProvider>,
  );
}

describe("the two-step sign-in page", () => {
  it("puts the server's refusal of a phone number on the phone field", async () => {
    renderPage(({ service }) =>
      service(CompassService, {
        listMyMfaFactors: () => create(ListMyMfaFactorsResponseSchema, {}),
        startMfaEnrollment: () => {
          throw new ConnectError("phone_number: enter a mobile number, like (555) 123-4567.", Code.InvalidArgument);
        },
      }),
    );
    await screen.findByTestId("mfa-empty");
    const phone = screen.getByLabelText(/^Mobile phone number/);
    fireEvent.change(phone, { target: { value: "555 000 0000 000" } });
    fireEvent.click(screen.getByRole("button", { name: "Text me a code" }));
    await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
    const form = screen.getByTestId("mfa-phone-form");
    expect(within(form).getByRole("alert").textContent).toBe("Enter a mobile number, like (555) 123-4567.");
    expect(document.body.textContent).not.toContain("phone_number");
  });

  it("shows a refusal that names no field above the code form, and lists the new factor after confirming", async () => {
    let confirmed = false;
    renderPage(({ service }) =>
      service(CompassService, {
        listMyMfaFactors: () =>
          create(ListMyMfaFactorsResponseSchema, {
            factors: confirmed ? [{ id: "f1", kind: MfaFactorKind.SMS, displayName: "My Cellphone Number", hint: "••78" }] : [],
          }),
        startMfaEnrollment: () => create(StartMfaEnrollmentResponseSchema, { maskedPhoneNumber: "(•••) •••-••78" }),
        finishMfaEnrollment: (req) => {
          if (req.code !== "123456") throw new ConnectError("This code has expired or was already used. Send a new code.", Code.FailedPrecondition);
          confirmed = true;
          return {};
        },
      }),
    );
    await screen.findByTestId("mfa-empty");
    fireEvent.change(screen.getByLabelText(/^Mobile phone number/), { target: { value: "(555) 234-5678" } });
    fireEvent.click(screen.getByRole("button", { name: "Text me a code" }));
    const code = await screen.findByLabelText(/^6-digit code/);
    fireEvent.change(code, { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm my phone" }));
    expect((await screen.findByTestId("form-error")).textContent).toBe("This code has expired or was already used. Send a new code.");
    expect(code.getAttribute("aria-invalid")).not.toBe("true");

    fireEvent.change(code, { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm my phone" }));
    await screen.findByText("Your phone is confirmed. We will text you a code when you sign in.");
    expect(within(await screen.findByTestId("mfa-factors")).getByText("My Cellphone Number")).toBeTruthy();
  });

  it("offers 'Try again' when the factors cannot be loaded, and loads them on retry", async () => {
    let calls = 0;
    renderPage(({ service }) =>
      service(CompassService, {
        listMyMfaFactors: () => {
          calls += 1;
          if (calls === 1) throw new ConnectError("down", Code.Unavailable);
          return create(ListMyMfaFactorsResponseSchema, {});
        },
        // The page's storage panel loads fine: only the factors' panel offers its retry.
        getMyStorageUsage: () => create(GetMyStorageUsageResponseSchema, { usage: { usedBytes: 1_048_576n, quotaBytes: 209_715_200n, fileCount: 1 } }),
      }),
    );
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load your second steps.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByTestId("mfa-empty");
    expect(calls).toBe(2);
  });
});
