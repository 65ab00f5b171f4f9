// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DownloadProgressView, type DownloadProgressWords } from "../../../src/web/files/download-progress";
import { renderWithApp } from "./render";

afterEach(cleanup);

const words: DownloadProgressWords = {
  preparing: "Preparing the report…",
  receivedOf: (received, total) => `${received} of ${total} received`,
  received: (received) => `${received} received`,
  label: "Downloading the report",
};

describe("a download's progress", () => {
  it("says it is preparing until the first bytes arrive, or shows nothing when it has no such words", () => {
    renderWithApp(<DownloadProgressView progress={null} words={words} locale="en" testId="p" />);
    expect(screen.getByTestId("p").textContent).toBe("Preparing the report…");
    cleanup();
    renderWithApp(<DownloadProgressView progress={null} words={{ ...words, preparing: undefined }} locale="en" testId="p" />);
    expect(screen.queryByTestId("p")).toBeNull();
  });

  it("shows the bytes received of the total over a named bar", () => {
    renderWithApp(<DownloadProgressView progress={{ received: 1_250_000, total: 5_000_000 }} words={words} locale="en" testId="p" />);
    expect(screen.getByText("1.3 MB of 5 MB received")).toBeTruthy();
    const bar = screen.getByRole("progressbar", { name: "Downloading the report" });
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
  });

  it("shows only the bytes received, without a bar, when the size is not known", () => {
    renderWithApp(<DownloadProgressView progress={{ received: 850, total: null }} words={words} locale="es" testId="p" />);
    expect(screen.getByText("850 bytes received")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
