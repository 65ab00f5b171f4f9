// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FullScreenOverlay } from "../../../src/web/components/overlay/full-screen-overlay";
import { renderWithApp } from "./render";

afterEach(cleanup);

describe("full-screen overlay", () => {
  it("announces 'Authenticating...' as a live status and takes focus", () => {
    renderWithApp(<FullScreenOverlay reason="authenticating" />);
    const status = screen.getByRole("status", { name: "Authenticating..." });
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toContain("Authenticating...");
    expect(document.activeElement).toBe(status);
  });

  it("reads 'Redirecting...' during a redirect", () => {
    renderWithApp(<FullScreenOverlay reason="redirecting" />);
    expect(screen.getByRole("status", { name: "Redirecting..." })).toBeTruthy();
  });

  it("makes the app underneath inert and gives focus back when it goes away", () => {
    const root = document.createElement("div");
    root.id = "root";
    const button = document.createElement("button");
    root.append(button);
    document.body.append(root);
    button.focus();
    const view = renderWithApp(<FullScreenOverlay reason="authenticating" />);
    expect(root.hasAttribute("inert")).toBe(true);
    expect(document.activeElement).not.toBe(button);
    view.unmount();
    expect(root.hasAttribute("inert")).toBe(false);
    expect(document.activeElement).toBe(button);
    root.remove();
  });
});
