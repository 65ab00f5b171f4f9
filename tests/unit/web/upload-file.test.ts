import { describe, expect, it } from "vitest";
import { refusalOf, uploadFile, UploadError, type XhrFactory } from "../../../src/web/files/upload-file";

/** A stand-in XMLHttpRequest that answers each send with the next scripted answer. */
function fakeXhr(answers: { status: number; body: string; progress?: [number, number][] }[]) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const factory: XhrFactory = () => {
    let url = "";
    const headers: Record<string, string> = {};
    const xhr = {
      upload: { onprogress: null as ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null },
      status: 0,
      responseText: "",
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      onabort: null as (() => void) | null,
      open: (_method: string, u: string) => {
        url = u;
      },
      setRequestHeader: (name: string, value: string) => {
        headers[name] = value;
      },
      abort: () => xhr.onabort?.(),
      send: () => {
        sent.push({ url, headers });
        const answer = answers.shift();
        queueMicrotask(() => {
          if (!answer) return xhr.onerror?.();
          for (const [loaded, total] of answer.progress ?? []) xhr.upload.onprogress?.({ lengthComputable: true, loaded, total });
          xhr.status = answer.status;
          xhr.responseText = answer.body;
          xhr.onload?.();
        });
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { factory, sent };
}

const accepted = JSON.stringify({ metadata: { key: "k", url: "/files/k", contentType: "image/png" }, images: [], imageSet: { original: "/files/k" } });

describe("uploading a file with progress", () => {
  it("sends the token and the encoded name, reports progress and returns what the store kept", async () => {
    const xhr = fakeXhr([{ status: 201, body: accepted, progress: [[50, 200], [200, 200]] }]);
    const seen: number[] = [];
    const file = new File([new Uint8Array(200)], "café menu.png");
    const result = await uploadFile(file, { purpose: "image", onProgress: (f) => seen.push(f) }, { tokens: { accessToken: async () => "t1", renew: async () => null }, xhr: xhr.factory });
    expect(result.imageSet).toEqual({ original: "/files/k" });
    expect(xhr.sent[0]).toEqual({ url: "/files/upload?purpose=image", headers: expect.objectContaining({ "x-api-key": "t1", "x-file-name": "caf%C3%A9%20menu.png" }) });
    expect(seen).toEqual([0, 0.25, 1, 1]);
  });

  it("renews the token once after a 401 and sends again", async () => {
    const xhr = fakeXhr([{ status: 401, body: "{}" }, { status: 201, body: accepted }]);
    const renewed: string[] = [];
    await uploadFile(new Blob(["x"]), { purpose: "attachment", name: "a.txt" }, {
      tokens: { accessToken: async () => "old", renew: async (stale) => (renewed.push(stale), "new") },
      xhr: xhr.factory,
    });
    expect(renewed).toEqual(["old"]);
    expect(xhr.sent.map((s) => s.headers["x-api-key"])).toEqual(["old", "new"]);
  });

  it("refuses without a token, and passes on the server's words for a refused file", async () => {
    const none = { accessToken: async () => null, renew: async () => null };
    await expect(uploadFile(new Blob(["x"]), { purpose: "image" }, { tokens: none, xhr: fakeXhr([]).factory })).rejects.toMatchObject({ status: 401 });
    const xhr = fakeXhr([{ status: 415, body: JSON.stringify({ error: "not-allowed", message: "Only pictures are allowed here." }) }]);
    const refused = uploadFile(new Blob(["x"]), { purpose: "image" }, { tokens: { accessToken: async () => "t", renew: async () => null }, xhr: xhr.factory });
    await expect(refused).rejects.toEqual(new UploadError("Only pictures are allowed here.", 415, "not-allowed"));
  });

  it("turns an answer without the server's words into a plain message, and a lost connection into 'network'", async () => {
    expect(refusalOf({ status: 413, body: "<html>" })).toMatchObject({ code: "too-large", status: 413 });
    expect(refusalOf({ status: 502, body: "" })).toMatchObject({ code: "failed", message: "The file could not be uploaded. Please try again." });
    const lost = uploadFile(new Blob(["x"]), { purpose: "image" }, { tokens: { accessToken: async () => "t", renew: async () => null }, xhr: fakeXhr([]).factory });
    await expect(lost).rejects.toMatchObject({ code: "network", status: 0 });
  });

  it("stops when the signal aborts", async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = uploadFile(new Blob(["x"]), { purpose: "image", signal: controller.signal }, { tokens: { accessToken: async () => "t", renew: async () => null }, xhr: fakeXhr([]).factory });
    await expect(aborted).rejects.toMatchObject({ code: "aborted" });
  });
});
