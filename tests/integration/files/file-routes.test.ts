/**
 * Uploading and serving files over HTTP through the real server with real access tokens
 * (issue #9 §2): POST /files/upload (sign-in, purpose rights, sniffed types, limits enforced
 * while the body streams) and GET|HEAD /files/:key (headers that keep a stored file from ever
 * running as a page, immutable caching, inline only for images).
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_SIZE_LIMITS } from "../../../src/server/files/file-policy.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { exe, html, pdf, png, svgWithScript } from "../../unit/files/fixtures.js";

let database: TestDatabase;
let api: AccountServer;
let adminToken: string;
let learnerToken: string;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  adminToken = await tokenOf(await insertUser(database, "ADMIN"));
  learnerToken = await tokenOf(await insertUser(database, "STANDARD"));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

interface UploadAnswer {
  metadata: { key: string; url: string; name: string; contentType: string; contentLength: string; forceDownload?: boolean; sha512Checksum: string };
  images: { url: string; width: number; original: boolean; contentType: string }[];
  imageSet: Record<string, string>;
}

async function upload(body: Uint8Array, options: { token?: string; purpose?: string; name?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/octet-stream" };
  if (options.token) headers["x-api-key"] = options.token;
  if (options.name !== undefined) headers["x-file-name"] = encodeURIComponent(options.name);
  const purpose = options.purpose ?? "attachment";
  return fetch(`${api.server.url}/files/upload?purpose=${purpose}`, { method: "POST", headers, body: new Uint8Array(body) });
}

async function uploaded(body: Uint8Array, options: { token?: string; purpose?: string; name?: string }): Promise<UploadAnswer> {
  const res = await upload(body, options);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as UploadAnswer;
}

/** Sends a request that announces or streams `total` bytes; resolves with the status as soon as the server answers, and how much was sent by then. */
function streamUntilAnswered(
  path: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ status: number; sentBeforeAnswer: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, api.server.url);
    const req = httpRequest(url, { method: "POST", headers });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(256 * 1024, 7);
    req.on("response", (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, sentBeforeAnswer }));
    });
    // The server closes the connection after refusing: writes after that fail, which is expected.
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe("POST /files/upload", () => {
  it("refuses an upload without a token with 401", async () => {
    const res = await upload(await png());
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "unauthenticated" });
  });

  it("refuses an upload with a bad token with 401", async () => {
    const res = await upload(await png(), { token: "not-a-token" });
    expect(res.status).toBe(401);
  });

  it("refuses an unknown purpose with 400", async () => {
    const res = await upload(await png(), { token: adminToken, purpose: "avatar" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "bad-purpose", message: "purpose: use image or attachment." });
  });

  it("refuses an image upload by a standard user with 403 and lets them attach files", async () => {
    const res = await upload(await png(), { token: learnerToken, purpose: "image", name: "a.png" });
    expect(res.status).toBe(403);
    const answer = await uploaded(pdf(), { token: learnerToken, purpose: "attachment", name: "notes.pdf" });
    expect(answer.metadata.contentType).toBe("application/pdf");
  });

  it("stores a PNG named .exe as image/png, with its image set", async () => {
    const answer = await uploaded(await png(800, 600), { token: adminToken, purpose: "image", name: "setup.exe" });
    expect(answer.metadata.contentType).toBe("image/png");
    expect(answer.metadata.url).toBe(`/files/${answer.metadata.key}`);
    expect(answer.metadata.sha512Checksum).toMatch(/^[0-9a-f]{128}$/);
    expect(answer.images.map((i) => [i.original, i.width, i.contentType])).toEqual([
      [true, 800, "image/png"],
      [false, 320, "image/webp"],
      [false, 640, "image/webp"],
    ]);
    expect(Object.keys(answer.imageSet).sort()).toEqual(["320w", "640w", "original"]);
    expect(answer.imageSet.original).toBe(answer.metadata.url);
  });

  it("refuses HTML named .png with 415 and a clear JSON error", async () => {
    const res = await upload(html(), { token: adminToken, purpose: "image", name: "photo.png" });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "not-allowed", message: "This is not a PNG, JPEG, WebP or GIF image." });
    const asAttachment = await upload(html(), { token: adminToken, purpose: "attachment", name: "photo.png" });
    expect(asAttachment.status).toBe(415);
  });

  it("refuses an SVG with a script for every purpose", async () => {
    for (const purpose of ["image", "attachment"]) {
      const res = await upload(svgWithScript(), { token: adminToken, purpose, name: "logo.svg" });
      expect(res.status, purpose).toBe(415);
    }
  });

  it("refuses a program with 415", async () => {
    const res = await upload(exe(), { token: learnerToken, purpose: "attachment", name: "report.pdf" });
    expect(res.status).toBe(415);
  });

  it("refuses an empty file with 400", async () => {
    const res = await upload(new Uint8Array(0), { token: adminToken, purpose: "attachment", name: "empty.txt" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "empty", message: "The file is empty." });
  });

  it("answers 413 on an announced length over the image limit before any byte of the body is sent", async () => {
    const answer = await streamUntilAnswered(
      "/files/upload?purpose=image",
      { "x-api-key": adminToken, "content-type": "application/octet-stream", "content-length": String(FILE_SIZE_LIMITS.image + 1) },
      0,
    );
    expect(answer).toEqual({ status: 413, sentBeforeAnswer: 0 });
  });

  it("answers 413 while a body without a length streams past the limit, without reading the rest", async () => {
    const total = FILE_SIZE_LIMITS.attachment * 4;
    const answer = await streamUntilAnswered(
      "/files/upload?purpose=image",
      { "x-api-key": adminToken, "content-type": "application/octet-stream", "transfer-encoding": "chunked" },
      total,
    );
    expect(answer.status).toBe(413);
    expect(answer.sentBeforeAnswer).toBeLessThan(total);
  });

  it("refuses a standard user's over-limit attachment with 413", async () => {
    const answer = await streamUntilAnswered(
      "/files/upload?purpose=attachment",
      { "x-api-key": learnerToken, "content-type": "application/octet-stream", "content-length": String(FILE_SIZE_LIMITS.attachment + 1) },
      0,
    );
    expect(answer.status).toBe(413);
  });
});

describe("GET /files/:key", () => {
  it("serves a PNG inline, typed from its content, immutable and sandboxed", async () => {
    const { metadata } = await uploaded(await png(), { token: adminToken, purpose: "image", name: "chart.png" });
    const res = await fetch(`${api.server.url}${metadata.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(res.headers.get("etag")).toBe(`"${metadata.sha512Checksum.slice(0, 64)}"`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(Number(metadata.contentLength));
    expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it("sends a PDF as an attachment with its UTF-8 name, kept from shared caches (a user's upload)", async () => {
    const { metadata } = await uploaded(pdf(), { token: learnerToken, purpose: "attachment", name: "Relevé été.pdf" });
    const res = await fetch(`${api.server.url}${metadata.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Relev_ _t_.pdf"; filename*=UTF-8''Relev%C3%A9%20%C3%A9t%C3%A9.pdf`);
  });

  it("sends a text file as an attachment", async () => {
    const { metadata } = await uploaded(Buffer.from("plain notes\n"), { token: learnerToken, purpose: "attachment", name: "notes.txt" });
    const res = await fetch(`${api.server.url}${metadata.url}`);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(await res.text()).toBe("plain notes\n");
  });

  it("sends an image uploaded as an attachment inline only when not marked for download", async () => {
    const { metadata } = await uploaded(await png(), { token: learnerToken, purpose: "attachment", name: "screenshot.png" });
    const res = await fetch(`${api.server.url}${metadata.url}`);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; /);
  });

  it("answers HEAD with the headers and no body, and 304 to a matching If-None-Match", async () => {
    const { metadata } = await uploaded(pdf(), { token: learnerToken, purpose: "attachment", name: "a.pdf" });
    const head = await fetch(`${api.server.url}${metadata.url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(metadata.contentLength);
    expect(head.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag")!;
    const again = await fetch(`${api.server.url}${metadata.url}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers 404 for an unknown or malformed key, never the web app", async () => {
    const unknown = await fetch(`${api.server.url}/files/${"a".repeat(128)}-${"0".repeat(32)}`, { headers: { accept: "text/html" } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/application\/json/);
    const malformed = await fetch(`${api.server.url}/files/..%2F..%2Fetc%2Fpasswd`);
    expect(malformed.status).toBe(404);
  });
});
