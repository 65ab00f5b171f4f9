// @vitest-environment jsdom
import { create } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatMessageSchema } from "../../../gen/compass/v1/compass_pb";
import { renderWithApp } from "../../../../tests/unit/web/render";
import { chatDraftKey, Composer } from "./composer";
import type { Outgoing } from "../../queries/messages-queries";
import "../../i18n/en/messages";

// jsdom has no FontFaceSet, which Mantine's autosizing textarea listens to.
const doc = document as unknown as { fonts?: Pick<EventTarget, "addEventListener" | "removeEventListener"> };
doc.fonts ??= { addEventListener: () => {}, removeEventListener: () => {} };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

function renderComposer(options: { send?: (out: Outgoing) => Promise<unknown>; replyTo?: boolean } = {}) {
  const send = vi.fn(options.send ?? (async () => undefined));
  const onCancelReply = vi.fn();
  const announce = vi.fn();
  const replyTo = options.replyTo ? { author: "Ada Lopez", message: create(ChatMessageSchema, { id: "m1", message: "Can we meet on Friday?" }) } : null;
  renderWithApp(
    <TransportProvider transport={createRouterTransport(() => {})}>
      <QueryClientProvider client={new QueryClient()}>
        <Composer me="me" partnerId="coach" partnerName="Ada Lopez" replyTo={replyTo} onCancelReply={onCancelReply} send={send} sending={false} announce={announce} />
      </QueryClientProvider>
    </TransportProvider>,
  );
  return { send, onCancelReply, announce, field: screen.getByLabelText("Message to Ada Lopez") as HTMLTextAreaElement };
}

describe("the message composer", () => {
  it("sends on Enter, with the message it answers, and starts a new line on Shift+Enter", async () => {
    const { send, field, onCancelReply, announce } = renderComposer({ replyTo: true });
    expect(screen.getByTestId("composer-reply").textContent).toContain("Replying to Ada Lopez Can we meet on Friday?");
    fireEvent.change(field, { target: { value: "Yes, 10 am" } });
    fireEvent.keyDown(field, { key: "Enter", shiftKey: true });
    expect(send).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: "Enter" });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ text: "Yes, 10 am", replyToMessageId: "m1", attachmentIds: [] }));
    await waitFor(() => expect(field.value).toBe(""));
    expect(onCancelReply).toHaveBeenCalled();
    expect(announce).toHaveBeenCalledWith("Message sent.");
  });

  it("says what is missing instead of sending an empty message", async () => {
    const { send, field } = renderComposer();
    fireEvent.keyDown(field, { key: "Enter" });
    expect((await screen.findByRole("alert")).textContent).toBe("Write a message first.");
    expect(send).not.toHaveBeenCalled();
  });

  it("counts down near the 10,000-character limit and refuses a longer message", async () => {
    const { send, field } = renderComposer();
    fireEvent.change(field, { target: { value: "x".repeat(9_500) } });
    expect(screen.getByTestId("composer-counter").textContent).toBe("500 characters left");
    fireEvent.change(field, { target: { value: "x".repeat(10_002) } });
    expect(screen.getByTestId("composer-counter").textContent).toBe("2 characters too many");
    fireEvent.keyDown(field, { key: "Enter" });
    expect((await screen.findByRole("alert")).textContent).toContain("too long");
    expect(send).not.toHaveBeenCalled();
  });

  it("keeps the unsent text on this device, per conversation", async () => {
    localStorage.setItem(chatDraftKey("me", "coach"), "Where I left off");
    const { field } = renderComposer();
    expect(field.value).toBe("Where I left off");
    vi.useFakeTimers();
    fireEvent.change(field, { target: { value: "Where I left off, and more" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(localStorage.getItem(chatDraftKey("me", "coach"))).toBe("Where I left off, and more");
  });

  it("shows the server's refusal and keeps the text", async () => {
    const { field } = renderComposer({
      send: async () => {
        throw new Error("message: use at most 10,000 characters.");
      },
    });
    fireEvent.change(field, { target: { value: "Hello" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(field.value).toBe("Hello");
  });
});
