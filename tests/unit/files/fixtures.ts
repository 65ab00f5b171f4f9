/** Small files built in memory for the file-store tests: images by sharp, containers by hand. */
import { crc32 } from "node:zlib";
import sharp, { type Sharp } from "sharp";

/** A noisy RGB image (noise keeps the encoded bytes large enough to truncate meaningfully). */
export async function noiseImage(width: number, height: number): Promise<Sharp> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (seed >>> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export async function png(width = 64, height = 48): Promise<Buffer> {
  return (await noiseImage(width, height)).png().toBuffer();
}

export async function jpeg(width = 64, height = 48): Promise<Buffer> {
  return (await noiseImage(width, height)).jpeg().toBuffer();
}

export async function webp(width = 64, height = 48): Promise<Buffer> {
  return (await noiseImage(width, height)).webp().toBuffer();
}

export async function gif(width = 64, height = 48): Promise<Buffer> {
  return (await noiseImage(width, height)).gif().toBuffer();
}

/** A JPEG carrying EXIF with GPS coordinates and a camera make. */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return (await noiseImage(width, height))
    .jpeg()
    .withExif({
      IFD0: { Make: "CompassTestCam", Model: "X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 4632/100", GPSLongitudeRef: "W", GPSLongitude: "79/1 58/1 5603/100" },
    })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid small PNG whose header claims `width` × `height` pixels: a decompression bomb as far
 * as any reader that trusts the header is concerned.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const real = await png(8, 8);
  // Signature (8) + IHDR chunk (4 length + 4 type + 13 data + 4 crc); the rest is kept.
  const ihdr = Buffer.from(real.subarray(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return Buffer.concat([real.subarray(0, 8), chunk("IHDR", ihdr), real.subarray(33)]);
}

/** A ZIP archive with uncompressed ("stored") entries. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8");
    const nameBytes = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

/** The smallest Word document file-type recognises: a ZIP whose [Content_Types].xml names the main part. */
export function docx(): Buffer {
  return zip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "word/document.xml": '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });
}

export const pdf = (): Buffer => Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

/** A Windows executable header ("MZ" … "PE\0\0"). */
export function exe(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  bytes.writeUInt16LE(0x14c, 0x84);
  return bytes;
}

export const svgWithScript = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');

export const html = (): Buffer => Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");
