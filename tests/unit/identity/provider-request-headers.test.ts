import { describe, expect, it } from "vitest";
import { providerRequestHeaders } from "../../../src/server/identity/provider.js";

describe("the headers the embedded provider sees", () => {
  const sent = {
    host: "evil.example",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "http",
    "x-forwarded-for": "203.0.113.66, 10.0.0.2",
    cookie: "a=b",
  };

  it("name PUBLIC_URL's host and scheme, whatever the client sent", () => {
    const headers = providerRequestHeaders(sent, "https://compass.example", "198.51.100.7");
    expect(headers).toMatchObject({ host: "compass.example", "x-forwarded-host": "compass.example", "x-forwarded-proto": "https" });
  });

  it("keep a non-default port and a plain-http PUBLIC_URL as they are", () => {
    const headers = providerRequestHeaders(sent, "http://127.0.0.1:8080", "127.0.0.1");
    expect(headers).toMatchObject({ host: "127.0.0.1:8080", "x-forwarded-host": "127.0.0.1:8080", "x-forwarded-proto": "http" });
  });

  it("carry only the client address Fastify resolved under TRUST_PROXY", () => {
    expect(providerRequestHeaders(sent, "https://compass.example", "198.51.100.7")["x-forwarded-for"]).toBe("198.51.100.7");
  });

  it("keep every other header and leave the original untouched", () => {
    const headers = providerRequestHeaders(sent, "https://compass.example", "198.51.100.7");
    expect(headers.cookie).toBe("a=b");
    expect(sent.host).toBe("evil.example");
  });
});
