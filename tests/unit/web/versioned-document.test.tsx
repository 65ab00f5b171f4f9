// @vitest-environment jsdom
import { Code, ConnectError, createRouterTransport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CompassService } from "../../../src/gen/compass/v1/compass_pb";
import { useVersionedDocument, type DocumentOpening, type DraftCodec, type VersionedDocumentOptions } from "../../../src/web/components/document-editor/use-versioned-document";
import { localDraftKey } from "../../../src/web/drafts/draft-choice";
// The app's test set-up: a generous ceiling for waitFor (a draft reaches the account ~3 s after typing).
import "./render";

/** A document of one text field, its drafts as `{"t":…,"b":…,"x":text}`. */
interface Note {
  versionNumber: number;
  text: string;
}
interface Problem {
  field: string;
}

const codec: DraftCodec<string> = {
  write: (value, meta) => JSON.stringify({ t: meta.savedAt, b: meta.baseVersion, x: value }),
  read: (text) => {
    const data = JSON.parse(text) as { t?: unknown; b?: unknown; x?: unknown };
    return typeof data.t === "number" && typeof data.b === "number" && typeof data.x === "string" ? { savedAt: data.t, baseVersion: data.b, value: data.x } : null;
  },
};
const draft = (value: string, savedAt: number, baseVersion: number) => codec.write(value, { savedAt, baseVersion });

const USER = "u1";
const LOCAL_KEY = localDraftKey("note", USER);

/** The account's key/value entries, as the server keeps them. */
let account: Map<string, string>;

function setUp(opening: DocumentOpening<Note>, over: Partial<VersionedDocumentOptions<Note, string, Problem>> = {}) {
  const transport = createRouterTransport(({ service }) =>
    service(CompassService, {
      getValueForKey: (req) => {
        const value = account.get(req.key);
        if (value === undefined) throw new ConnectError("no entry", Code.NotFound);
        return { value };
      },
      putValueForKey: (req) => {
        account.set(req.key, req.value);
        return {};
      },
      deleteValueForKey: (req) => {
        account.delete(req.key);
        return {};
      },
    }),
  );
  const announce = vi.fn<(text: string) => void>();
  const send = vi.fn<(form: string) => Promise<unknown>>(async () => ({}));
  const onSubmitted = vi.fn();
  const options: VersionedDocumentOptions<Note, string, Problem> = {
    document: "note",
    userId: USER,
    opening,
    toForm: (latest) => latest.text,
    drafts: codec,
    same: (a, b) => a === b,
    check: (form) => (form.length > 20 ? [{ field: "text" }] : []),
    send,
    fieldProblems: (error) => (error.rawMessage.startsWith("text:") ? [{ field: "text" }] : null),
    failureText: () => "Not submitted.",
    readVersion: async () => opening.latest.versionNumber + 1,
    announce,
    texts: { discarded: "Discarded.", submitted: (version) => `Version ${version} submitted.` },
    onSubmitted,
    ...over,
  };
  const wrapper = ({ children }: { children: ReactNode }) => <TransportProvider transport={transport}>{children}</TransportProvider>;
  const hook = renderHook(() => useVersionedDocument(options), { wrapper });
  return { hook, announce, send, onSubmitted };
}

beforeEach(() => {
  account = new Map();
  localStorage.clear();
});
afterEach(cleanup);

describe("the versioned-document editor", () => {
  it("opens the latest version when no draft is kept, clean and with nothing restored", () => {
    const { hook } = setUp({ latest: { versionNumber: 2, text: "hello" }, localDraft: null, serverDraft: null });
    expect(hook.result.current.form).toBe("hello");
    expect(hook.result.current.version).toBe(2);
    expect(hook.result.current.dirty).toBe(false);
    expect(hook.result.current.restored).toBeNull();
    expect(hook.result.current.status).toBe("idle");
  });

  it("restores the newest draft of the latest version and deletes drafts of older versions", async () => {
    const older = draft("stale", 9_000, 1);
    account.set("note.draft", older);
    localStorage.setItem(LOCAL_KEY, draft("typed here", 5_000, 2));
    const { hook } = setUp({ latest: { versionNumber: 2, text: "hello" }, localDraft: localStorage.getItem(LOCAL_KEY), serverDraft: older });
    expect(hook.result.current.form).toBe("typed here");
    expect(hook.result.current.restored).toEqual({ source: "device", savedAt: 5_000 });
    // Found only on this device: it goes to the account too.
    expect(hook.result.current.dirty).toBe(true);
    await waitFor(() => expect(codec.read(account.get("note.draft") ?? "{}")?.value).toBe("typed here"));
  });

  it("does not offer a draft that is the same as the version, and deletes it", async () => {
    const same = draft("hello", 5_000, 2);
    account.set("note.draft", same);
    const { hook } = setUp({ latest: { versionNumber: 2, text: "hello" }, localDraft: null, serverDraft: same });
    expect(hook.result.current.restored).toBeNull();
    expect(hook.result.current.dirty).toBe(false);
    await waitFor(() => expect(account.has("note.draft")).toBe(false));
  });

  it("keeps what is typed as a draft on this device and in the account, and says so", async () => {
    const { hook } = setUp({ latest: { versionNumber: 0, text: "" }, localDraft: null, serverDraft: null });
    act(() => {
      hook.result.current.update(() => "first words");
    });
    expect(hook.result.current.form).toBe("first words");
    expect(hook.result.current.dirty).toBe(true);
    expect(hook.result.current.current()).toBe("first words");
    await waitFor(() => expect(hook.result.current.status).toBe("saving"));
    await waitFor(() => expect(codec.read(localStorage.getItem(LOCAL_KEY) ?? "{}")).toMatchObject({ value: "first words", baseVersion: 0 }));
    await waitFor(() => expect(hook.result.current.status).toBe("saved"));
    expect(codec.read(account.get("note.draft")!)?.value).toBe("first words");
    expect(hook.result.current.savedAt).not.toBeNull();
  });

  it("an unchanged copy is not a change", () => {
    const { hook } = setUp({ latest: { versionNumber: 1, text: "hello" }, localDraft: null, serverDraft: null });
    act(() => {
      hook.result.current.update((text) => text);
    });
    expect(hook.result.current.dirty).toBe(false);
  });

  it("discards a restored draft: back to the version, both copies deleted, the news announced", async () => {
    const kept = draft("from another device", 5_000, 1);
    account.set("note.draft", kept);
    const { hook, announce } = setUp({ latest: { versionNumber: 1, text: "hello" }, localDraft: null, serverDraft: kept });
    expect(hook.result.current.restored).toEqual({ source: "account", savedAt: 5_000 });
    expect(hook.result.current.dirty).toBe(false);
    await act(() => hook.result.current.discard());
    expect(hook.result.current.form).toBe("hello");
    expect(hook.result.current.restored).toBeNull();
    expect(account.has("note.draft")).toBe(false);
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
    expect(announce).toHaveBeenCalledWith("Discarded.");
  });

  it("submits: the new version, the drafts deleted, the news announced", async () => {
    const { hook, send, announce, onSubmitted } = setUp({ latest: { versionNumber: 1, text: "hello" }, localDraft: null, serverDraft: null });
    act(() => {
      hook.result.current.update(() => "hello again");
    });
    await waitFor(() => expect(localStorage.getItem(LOCAL_KEY)).not.toBeNull());
    let outcome: Awaited<ReturnType<typeof hook.result.current.submit>> | undefined;
    await act(async () => {
      outcome = await hook.result.current.submit();
    });
    expect(outcome).toEqual({ kind: "submitted", version: 2 });
    expect(send).toHaveBeenCalledWith("hello again");
    expect(hook.result.current.version).toBe(2);
    expect(hook.result.current.submittedVersion).toBe(2);
    expect(hook.result.current.dirty).toBe(false);
    expect(hook.result.current.status).toBe("idle");
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
    expect(account.has("note.draft")).toBe(false);
    expect(announce).toHaveBeenCalledWith("Version 2 submitted.");
    expect(onSubmitted).toHaveBeenCalledWith(2);
    // Discard now goes back to what was submitted.
    act(() => {
      hook.result.current.update(() => "more");
    });
    await act(() => hook.result.current.discard());
    expect(hook.result.current.form).toBe("hello again");
  });

  it("hands back the page's own problems without sending", async () => {
    const { hook, send } = setUp({ latest: { versionNumber: 1, text: "hello" }, localDraft: null, serverDraft: null });
    act(() => {
      hook.result.current.update(() => "far too long for this document");
    });
    const outcome = await act(() => hook.result.current.submit());
    expect(outcome).toEqual({ kind: "problems", problems: [{ field: "text" }], from: "check" });
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.version).toBe(1);
  });

  it("places the server's refusal of a field on it, and shows any other failure as the action's error", async () => {
    const refused = vi.fn(async () => {
      throw new ConnectError("text: too rude", Code.InvalidArgument);
    });
    const { hook, onSubmitted } = setUp({ latest: { versionNumber: 1, text: "hello" }, localDraft: null, serverDraft: null }, { send: refused });
    const outcome = await act(() => hook.result.current.submit());
    expect(outcome).toEqual({ kind: "problems", problems: [{ field: "text" }], from: "server" });
    expect(hook.result.current.actionError).toBeNull();
    expect(hook.result.current.submitting).toBe(false);

    refused.mockImplementation(async () => {
      throw new ConnectError("down", Code.Unavailable);
    });
    const failed = await act(() => hook.result.current.submit());
    expect(failed.kind).toBe("failed");
    expect(hook.result.current.actionError).toBe("Not submitted.");
    expect(hook.result.current.version).toBe(1);
    expect(onSubmitted).not.toHaveBeenCalled();
    act(() => hook.result.current.setActionError(null));
    expect(hook.result.current.actionError).toBeNull();
  });
});
