// @vitest-environment jsdom
/** The admin add/edit pages' skeleton (src/web/components/editor/editor-page.tsx). */
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EditorLoad } from "../../../src/web/components/editor/editor-load";
import { EditorForm, EditorPage, EditorSaveBar } from "../../../src/web/components/editor/editor-page";
import { renderWithApp } from "./render";

afterEach(cleanup);

const inRouter = (ui: ReactNode) => {
  const router = createMemoryRouter([{ path: "/", element: ui }, { path: "/list", element: <p>The list</p> }]);
  return renderWithApp(<RouterProvider router={router} />);
};

const page = (load: EditorLoad<string>) =>
  inRouter(
    <EditorPage backTo="/list" backLabel="Back to the list" heading="Edit the thing" load={load}>
      {(data) => <p data-testid="the-form">{data}</p>}
    </EditorPage>,
  );

describe("an admin editor's page", () => {
  it("has a way back and the title, then the form with what the reads gave", () => {
    page({ state: "ready", data: "loaded" });
    expect(screen.getByRole("link", { name: "Back to the list" }).getAttribute("href")).toBe("/list");
    expect(screen.getByRole("heading", { level: 1, name: "Edit the thing" })).toBeTruthy();
    expect(screen.getByTestId("the-form").textContent).toBe("loaded");
  });

  it("shows a labelled wait, a failure with a retry, and 'not found' with a way back, never the form", () => {
    page({ state: "loading", label: "Loading the thing…" });
    expect(screen.getByRole("status").textContent).toContain("Loading the thing…");
    cleanup();

    const retry = vi.fn();
    page({ state: "error", message: "The thing could not be loaded.", retry });
    expect(screen.getByRole("alert").textContent).toContain("The thing could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
    cleanup();

    page({ state: "not-found", message: "This thing does not exist any more.", testId: "thing-not-found" });
    expect(screen.getByTestId("thing-not-found").textContent).toContain("This thing does not exist any more.");
    expect(screen.getAllByRole("link", { name: "Back to the list" })).toHaveLength(2);
    expect(screen.queryByTestId("the-form")).toBeNull();
  });
});

describe("an admin editor's form", () => {
  it("submits from the save bar, cancels back to the list, and puts the page's own buttons in the row", () => {
    const submit = vi.fn((e?: { preventDefault(): void }) => e?.preventDefault());
    inRouter(
      <EditorForm testId="thing-form" onSubmit={submit} dirty={() => false} alert={null} announcement="">
        <input aria-label="Title" />
        <EditorSaveBar
          saveLabel="Save"
          cancelTo="/list"
          cancelLabel="Cancel"
          extra={<button type="button">Preview</button>}
          end={<button type="button">Delete</button>}
          note={<p>Wait for the uploads.</p>}
        />
      </EditorForm>,
    );
    const form = screen.getByTestId("thing-form");
    expect(form.hasAttribute("novalidate")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(submit).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/list");
    expect(screen.getByRole("button", { name: "Preview" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(screen.getByText("Wait for the uploads.")).toBeTruthy();
  });

  it("shows a step in place of the form, after the status line and the refusal", () => {
    inRouter(
      <EditorForm
        testId="thing-form"
        onSubmit={() => {}}
        dirty={() => false}
        status={<p>Fix 2 problems.</p>}
        alert={<div role="alert">Refused.</div>}
        instead={<p data-testid="review">Check before saving</p>}
      >
        <input aria-label="Title" />
      </EditorForm>,
    );
    expect(screen.queryByTestId("thing-form")).toBeNull();
    expect(screen.getByTestId("review")).toBeTruthy();
    const status = screen.getByText("Fix 2 problems.");
    const refusal = screen.getByRole("alert");
    const review = screen.getByTestId("review");
    expect(status.compareDocumentPosition(refusal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(refusal.compareDocumentPosition(review) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
