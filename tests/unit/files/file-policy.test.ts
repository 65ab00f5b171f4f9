import { describe, expect, it } from "vitest";
import { checkFile, cleanFileName, FILE_SIZE_LIMITS, FileRefusedError, type FileRefusal } from "../../../src/server/files/file-policy.js";
import { docx, exe, gif, html, jpeg, pdf, png, svgWithScript, webp, zip } from "./fixtures.js";

async function refusal(promise: Promise<unknown>): Promise<FileRefusal> {
  const err: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FileRefusedError);
  return (err as FileRefusedError).reason;
}

describe("file policy: images", () => {
  it.each([
    ["PNG", png, "image/png"],
    ["JPEG", jpeg, "image/jpeg"],
    ["WebP", webp, "image/webp"],
    ["GIF", gif, "image/gif"],
  ])("accepts a %s as an image shown inline", async (_name, make, contentType) => {
    expect(await checkFile("image", await make(), "picture")).toMatchObject({ contentType, isImage: true, forceDownload: false });
  });

  it("stores a PNG named .exe as image/png (the bytes decide, not the name)", async () => {
    expect(await checkFile("image", await png(), "setup.exe")).toMatchObject({ contentType: "image/png", extension: "png", isImage: true });
    expect(await checkFile("attachment", await png(), "setup.exe")).toMatchObject({ contentType: "image/png", forceDownload: false });
  });

  it("refuses an HTML file named .png as an image and as an attachment", async () => {
    expect(await refusal(checkFile("image", html(), "cat.png"))).toBe("not-allowed");
    expect(await refusal(checkFile("attachment", html(), "cat.png"))).toBe("not-allowed");
  });

  it("refuses an SVG with script as an image and as an attachment", async () => {
    expect(await refusal(checkFile("image", svgWithScript(), "logo.svg"))).toBe("not-allowed");
    expect(await refusal(checkFile("attachment", svgWithScript(), "logo.svg"))).toBe("not-allowed");
    const xmlSvg = Buffer.concat([Buffer.from('<?xml version="1.0"?>\n'), svgWithScript()]);
    expect(await refusal(checkFile("attachment", xmlSvg, "logo.svg"))).toBe("not-allowed");
  });

  it("refuses documents, executables and text where an image is expected", async () => {
    for (const bytes of [pdf(), docx(), exe(), Buffer.from("just text")]) {
      expect(await refusal(checkFile("image", bytes, "photo.jpg"))).toBe("not-allowed");
    }
  });

  it("refuses an image over 10 MB and accepts one at the limit", async () => {
    const header = await png();
    const atLimit = Buffer.alloc(FILE_SIZE_LIMITS.image);
    header.copy(atLimit);
    await expect(checkFile("image", atLimit, "big.png")).resolves.toMatchObject({ contentType: "image/png" });
    const over = Buffer.alloc(FILE_SIZE_LIMITS.image + 1);
    header.copy(over);
    expect(await refusal(checkFile("image", over, "big.png"))).toBe("too-large");
    await expect(checkFile("image", over, "big.png")).rejects.toThrow("at most 10 MB");
  });

  it("refuses an empty file", async () => {
    expect(await refusal(checkFile("image", Buffer.alloc(0), "empty.png"))).toBe("empty");
    expect(await refusal(checkFile("attachment", Buffer.alloc(0), "empty.txt"))).toBe("empty");
  });
});

describe("file policy: attachments", () => {
  it("accepts PDF, Word and ZIP, to be downloaded", async () => {
    expect(await checkFile("attachment", pdf(), "plan.pdf")).toEqual({
      contentType: "application/pdf",
      extension: "pdf",
      isImage: false,
      forceDownload: true,
    });
    expect(await checkFile("attachment", docx(), "plan.docx")).toMatchObject({
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      forceDownload: true,
    });
    expect(await checkFile("attachment", zip({ "a.txt": "a" }), "bundle.zip")).toMatchObject({
      contentType: "application/zip",
      forceDownload: true,
    });
  });

  it("accepts UTF-8 text and CSV, to be downloaded", async () => {
    expect(await checkFile("attachment", Buffer.from("name,amount\nCafé Luna,1200\n"), "sales.csv")).toMatchObject({
      contentType: "text/csv",
      forceDownload: true,
    });
    expect(await checkFile("attachment", Buffer.from("\uFEFFNotes ✓\n"), "notes")).toMatchObject({
      contentType: "text/plain",
      forceDownload: true,
    });
  });

  it("refuses text with NUL, invalid UTF-8, or script in it", async () => {
    expect(await refusal(checkFile("attachment", Buffer.from("a,b\n\0c,d\n"), "x.csv"))).toBe("not-allowed");
    expect(await refusal(checkFile("attachment", Buffer.from([0x61, 0xff, 0xfe, 0x62]), "x.txt"))).toBe("not-allowed");
    expect(await refusal(checkFile("attachment", Buffer.from("a,b\n1,<script>alert(1)</script>\n"), "x.csv"))).toBe("not-allowed");
    expect(await refusal(checkFile("attachment", Buffer.from("  \n<p>hello</p>"), "x.txt"))).toBe("not-allowed");
  });

  it("refuses executables, whatever their name", async () => {
    expect(await refusal(checkFile("attachment", exe(), "report.pdf"))).toBe("not-allowed");
  });

  it("refuses an attachment over 25 MB", async () => {
    const over = Buffer.alloc(FILE_SIZE_LIMITS.attachment + 1);
    pdf().copy(over);
    expect(await refusal(checkFile("attachment", over, "big.pdf"))).toBe("too-large");
    await expect(checkFile("attachment", over, "big.pdf")).rejects.toThrow("at most 25 MB");
  });
});

describe("file names", () => {
  it.each([
    ["C:\\Users\\ana\\plan.pdf", "plan.pdf"],
    ["../../etc/passwd", "passwd"],
    ["..hidden", "hidden"],
    ["evil\u202Efdp.exe", "evilfdp.exe"],
    ["tab\there.txt", "tabhere.txt"],
    ["", "file"],
    ["/", "file"],
    ["a".repeat(300), "a".repeat(200)],
  ])("cleans %j to %j", (raw, cleaned) => {
    expect(cleanFileName(raw)).toBe(cleaned);
  });
});
