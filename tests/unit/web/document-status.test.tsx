// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DocumentStatus } from "../../../src/web/components/document-editor/document-status";
import "../../../src/web/i18n/en/cashflow";
import "../../../src/web/i18n/en/my-business";
import { renderWithApp } from "./render";

afterEach(cleanup);

describe("the top of a document's editor", () => {
  it("says the version, how the draft was saved, and offers to discard a restored draft", () => {
    const onDiscard = vi.fn();
    renderWithApp(<DocumentStatus doc={{ version: 3, status: "device", savedAt: null, restored: { source: "account", savedAt: Date.UTC(2026, 0, 5, 10, 30) } }} words="myBusiness" testId="plan" onDiscard={onDiscard} />);
    expect(screen.getByTestId("plan-version").textContent).toBe("Last submitted: version 3.");
    const status = screen.getByTestId("plan-save-status");
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toBe("Saved on this device only. We will keep trying to save it to your account.");
    expect(screen.getByTestId("plan-restored").textContent).toContain("We restored the changes you saved from another device");
    fireEvent.click(screen.getByRole("button", { name: "Go back to version 3" }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  it("before the first submit: no version, nothing restored, and the page's own words for the status", () => {
    renderWithApp(<DocumentStatus doc={{ version: 0, status: "saved", savedAt: Date.now(), restored: null }} words="cashflow" testId="cashflow" onDiscard={() => {}} statusClassName="cf-status" />);
    expect(screen.getByTestId("cashflow-version").textContent).toBe("Not submitted yet.");
    // The cash flow's words have no time in them.
    expect(screen.getByTestId("cashflow-save-status").textContent).toBe("Saved");
    expect(screen.getByTestId("cashflow-save-status").className).toContain("cf-status");
    expect(screen.queryByTestId("cashflow-restored")).toBeNull();
  });
});
