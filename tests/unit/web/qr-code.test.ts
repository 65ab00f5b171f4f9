/** The QR code's drawing: an SVG data: URL of the text (the library loaded on first use). */
import { describe, expect, it } from "vitest";
import { qrDataUrl } from "../../../src/web/components/qr-code";

describe("qrDataUrl", () => {
  it("draws a text as an SVG image", async () => {
    const url = await qrDataUrl("https://compass.example.org/auth/signup/ABCD2345");
    expect(url).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = decodeURIComponent(url.slice(url.indexOf(",") + 1));
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain("<path");
  });
  it("draws different texts differently", async () => {
    expect(await qrDataUrl("otpauth://totp/Compass:a?secret=AAAA")).not.toBe(await qrDataUrl("otpauth://totp/Compass:a?secret=BBBB"));
  });
});
