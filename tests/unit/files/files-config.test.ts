import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/server/config.js";

describe("file store configuration", () => {
  it("keeps files under DATA_DIR/files by default", () => {
    expect(loadConfig({ DATA_DIR: "/srv/compass" }).files).toEqual({ store: "filesystem", dir: "/srv/compass/files" });
  });

  it("takes FILES_DIR, relative to DATA_DIR or absolute", () => {
    expect(loadConfig({ DATA_DIR: "/srv/compass", FILES_DIR: "uploads" }).files).toEqual({
      store: "filesystem",
      dir: path.resolve("/srv/compass/uploads"),
    });
    expect(loadConfig({ FILES_DIR: "/mnt/blobs" }).files).toEqual({ store: "filesystem", dir: "/mnt/blobs" });
  });

  it("uses an S3-compatible bucket when S3_BUCKET is set", () => {
    expect(
      loadConfig({
        S3_BUCKET: "compass",
        S3_REGION: "eu-west-1",
        S3_ENDPOINT: "http://minio.internal:9000/",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
        S3_PREFIX: "compass/files/",
      }).files,
    ).toEqual({
      store: "s3",
      bucket: "compass",
      region: "eu-west-1",
      endpoint: "http://minio.internal:9000",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      forcePathStyle: true,
      prefix: "compass/files/",
    });
  });

  it("leaves S3 credentials, endpoint and region to the SDK's defaults when unset", () => {
    expect(loadConfig({ S3_BUCKET: "compass" }).files).toEqual({
      store: "s3",
      bucket: "compass",
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: "",
    });
  });

  it.each([
    [{ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" }, /go together/],
    [{ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" }, /S3_FORCE_PATH_STYLE/],
    [{ S3_BUCKET: "b", S3_ENDPOINT: "ftp://x" }, /S3_ENDPOINT/],
    [{ S3_BUCKET: "b", S3_PREFIX: "../x/" }, /S3_PREFIX/],
    [{ S3_BUCKET: "b", S3_PREFIX: "no-slash" }, /S3_PREFIX/],
  ])("refuses %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
