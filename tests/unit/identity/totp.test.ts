/** TOTP against RFC 6238's and RFC 4226's test vectors; base32 against RFC 4648's. */
import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, stepAt, totpCode } from "../../../src/server/identity/totp.js";

const SHA1_KEY = Buffer.from("12345678901234567890");
const SHA256_KEY = Buffer.from("12345678901234567890123456789012");
const SHA512_KEY = Buffer.from("1234567890123456789012345678901234567890123456789012345678901234");

// RFC 6238 Appendix B: time (s) -> 8-digit codes for SHA1, SHA256, SHA512.
const VECTORS: [number, string, string, string][] = [
  [59, "94287082", "46119246", "90693936"],
  [1111111109, "07081804", "68084774", "25091201"],
  [1111111111, "14050471", "67062674", "99943326"],
  [1234567890, "89005924", "91819424", "93441116"],
  [2000000000, "69279037", "90698825", "38618901"],
  [20000000000, "65353130", "77737706", "47863826"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("at %i s gives the RFC's codes", (seconds, sha1, sha256, sha512) => {
    expect(totpCode(SHA1_KEY, seconds * 1000, 8)).toBe(sha1);
    expect(totpCode(SHA256_KEY, seconds * 1000, 8, "sha256")).toBe(sha256);
    expect(totpCode(SHA512_KEY, seconds * 1000, 8, "sha512")).toBe(sha512);
  });

  it("HOTP matches RFC 4226 Appendix D", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    expect(expected.map((_, counter) => hotp(SHA1_KEY, counter))).toEqual(expected);
  });

  it("accepts the current step and one either side, nothing further", () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    for (const delta of [-1, 0, 1]) expect(matchingStep(SHA1_KEY, hotp(SHA1_KEY, step + delta), now)).toBe(step + delta);
    for (const delta of [-2, 2]) {
      const code = hotp(SHA1_KEY, step + delta);
      if ([-1, 0, 1].every((d) => hotp(SHA1_KEY, step + d) !== code)) expect(matchingStep(SHA1_KEY, code, now)).toBeNull();
    }
    expect(matchingStep(SHA1_KEY, "12345", now)).toBeNull();
    expect(matchingStep(SHA1_KEY, "abcdef", now)).toBeNull();
  });

  it("encodes base32 per RFC 4648 (no padding) and back", () => {
    const cases: [string, string][] = [
      ["", ""],
      ["f", "MY"],
      ["fo", "MZXQ"],
      ["foo", "MZXW6"],
      ["foob", "MZXW6YQ"],
      ["fooba", "MZXW6YTB"],
      ["foobar", "MZXW6YTBOI"],
    ];
    for (const [plain, encoded] of cases) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
    expect(base32Decode("mzxw 6ytb oi==").toString()).toBe("foobar");
    expect(() => base32Decode("MZ1")).toThrow();
    expect(base32Encode(SHA1_KEY)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
  });

  it("writes an otpauth URI authenticator apps read", () => {
    const uri = new URL(otpauthUri(SHA1_KEY, "ana@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Compass:ana@example.com");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
      issuer: "Compass",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});
