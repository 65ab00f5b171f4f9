import { afterEach, describe, expect, it, vi } from "vitest";
import { DownloadLinkError, expectedBytes, fetchDownload, fileNameFromDisposition, percentOf, type DownloadProgress } from "./fetch-download";

const headers = (h: Record<string, string>) => new Headers(h);

afterEach(() => vi.unstubAllGlobals());

describe("fetching a single-use download link", () => {
  it("reads the file name from Content-Disposition, preferring the encoded one", () => {
    expect(fileNameFromDisposition(`attachment; filename="ta-report_2025.csv"; filename*=UTF-8''ta-report%E2%80%942025.csv`)).toBe("ta-report—2025.csv");
    expect(fileNameFromDisposition('attachment; filename="pinpoint-segment-2025-01-01.csv"')).toBe("pinpoint-segment-2025-01-01.csv");
    expect(fileNameFromDisposition("attachment; filename=plain.xlsx")).toBe("plain.xlsx");
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fevil.csv`)).toBe(".._.._evil.csv");
    expect(fileNameFromDisposition(null)).toBe("");
    expect(fileNameFromDisposition("attachment")).toBe("");
  });

  it("expects Content-Length bytes, unless the body is encoded or the length missing", () => {
    expect(expectedBytes(headers({ "content-length": "1200" }))).toBe(1200);
    expect(expectedBytes(headers({}))).toBeNull();
    expect(expectedBytes(headers({ "content-length": "1200", "content-encoding": "gzip" }))).toBeNull();
  });

  it("gives a percentage only with a total, never above 100", () => {
    expect(percentOf({ received: 50, total: 200 })).toBe(25);
    expect(percentOf({ received: 300, total: 200 })).toBe(100);
    expect(percentOf({ received: 300, total: null })).toBeNull();
  });

  it("reports the bytes as they arrive and joins them", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.enqueue(new Uint8Array([4, 5]));
        controller.close();
      },
    });
    const fetchMock = vi.fn(async () => new Response(body, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="r.csv"' } }));
    vi.stubGlobal("fetch", fetchMock);
    const seen: DownloadProgress[] = [];
    const file = await fetchDownload("/downloads/abc", (p) => seen.push(p));
    expect([...file.content]).toEqual([1, 2, 3, 4, 5]);
    expect(file.fileName).toBe("r.csv");
    expect(file.contentType).toBe("text/csv; charset=utf-8");
    expect(seen).toEqual([
      { received: 0, total: null },
      { received: 3, total: null },
      { received: 5, total: null },
    ]);
    expect(fetchMock).toHaveBeenCalledWith("/downloads/abc", expect.objectContaining({ credentials: "omit", referrerPolicy: "no-referrer" }));
  });

  it("fails with the HTTP status when the link is spent or expired", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("gone", { status: 404 })));
    const error = await fetchDownload("/downloads/used", () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadLinkError);
    expect((error as DownloadLinkError).status).toBe(404);
  });
});
