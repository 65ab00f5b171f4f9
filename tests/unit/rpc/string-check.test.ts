import { create, createFileRegistry, fromBinary, toBinary } from "@bufbuild/protobuf";
import {
  FieldDescriptorProto_Label,
  FieldDescriptorProto_Type,
  FileDescriptorProtoSchema,
  file_google_protobuf_wrappers,
  StructSchema,
  ValueSchema,
} from "@bufbuild/protobuf/wkt";
import { BinaryWriter } from "@bufbuild/protobuf/wire";
import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import {
  AdminCreateCategoryRequestSchema,
  SignUpRequestSchema,
  UpdateMyProfileRequestSchema,
} from "../../../src/gen/compass/v1/compass_pb.js";
import {
  assertCleanStrings,
  findBadString,
  markInvalidUtf8,
  stringProblem,
} from "../../../src/server/rpc/string-check.js";

describe("clean text", () => {
  it.each([
    ["plain text", undefined],
    ["", undefined],
    ["Zoë 😀 李", undefined],
    ["a\u0000b", "nul"],
    ["\u0000", "nul"],
    ["lone \uD800 surrogate", "utf8"],
    ["lone \uDC00 low surrogate", "utf8"],
  ])("finds in %j the problem %s", (text, problem) => {
    expect(stringProblem(text)).toBe(problem);
  });
});

describe("finding bad strings in a request message", () => {
  it("accepts a message with only clean text", () => {
    const message = create(UpdateMyProfileRequestSchema, {
      profile: { firstName: "Ana", lastName: "Lópes" },
      updateMask: { paths: ["first_name", "last_name"] },
    });
    expect(findBadString(UpdateMyProfileRequestSchema, message)).toBeUndefined();
  });

  it("names a top-level field by its proto name", () => {
    const message = create(SignUpRequestSchema, { email: "a@example.com", referralCode: "AB\u0000C" });
    expect(findBadString(SignUpRequestSchema, message)).toEqual({ path: "referral_code", problem: "nul" });
  });

  it("walks nested messages", () => {
    const message = create(UpdateMyProfileRequestSchema, { profile: { firstName: "Ana", lastName: "x\u0000" } });
    expect(findBadString(UpdateMyProfileRequestSchema, message)).toEqual({ path: "profile.last_name", problem: "nul" });
  });

  it("walks repeated fields, naming the element", () => {
    const message = create(UpdateMyProfileRequestSchema, { updateMask: { paths: ["first_name", "last\u0000name"] } });
    expect(findBadString(UpdateMyProfileRequestSchema, message)).toEqual({ path: "update_mask.paths[1]", problem: "nul" });
  });

  it("walks map values and map keys", () => {
    const inValue = create(AdminCreateCategoryRequestSchema, { imageSet: { banner: "https://x/\u0000.png" } });
    expect(findBadString(AdminCreateCategoryRequestSchema, inValue)).toEqual({ path: 'image_set["banner"]', problem: "nul" });
    const inKey = create(AdminCreateCategoryRequestSchema, { imageSet: { "ban\u0000ner": "https://x/b.png" } });
    expect(findBadString(AdminCreateCategoryRequestSchema, inKey)).toEqual({ path: 'image_set["ban\\u0000ner"]', problem: "nul" });
  });

  it("walks oneofs and maps of messages", () => {
    const struct = create(StructSchema, {
      fields: {
        ok: create(ValueSchema, { kind: { case: "stringValue", value: "fine" } }),
        bad: create(ValueSchema, { kind: { case: "stringValue", value: "\uDC00" } }),
      },
    });
    expect(findBadString(StructSchema, struct)).toEqual({ path: 'fields["bad"].string_value', problem: "utf8" });
  });

  it("walks messages nested in oneofs", () => {
    const inner = create(StructSchema, { fields: { b: create(ValueSchema, { kind: { case: "stringValue", value: "n\u0000" } }) } });
    const value = create(ValueSchema, { kind: { case: "structValue", value: inner } });
    expect(findBadString(ValueSchema, value)).toEqual({ path: 'struct_value.fields["b"].string_value', problem: "nul" });
  });

  it("checks a wrapper field (google.protobuf.StringValue), which protobuf-es holds as a plain string", () => {
    const file = create(FileDescriptorProtoSchema, {
      name: "wrapped.proto",
      package: "test",
      syntax: "proto3",
      dependency: ["google/protobuf/wrappers.proto"],
      messageType: [
        {
          name: "Wrapped",
          field: [{ name: "note", number: 1, type: FieldDescriptorProto_Type.MESSAGE, label: FieldDescriptorProto_Label.OPTIONAL, typeName: ".google.protobuf.StringValue", jsonName: "note" }],
        },
      ],
    });
    const registry = createFileRegistry(file, (name) => (name === "google/protobuf/wrappers.proto" ? file_google_protobuf_wrappers : undefined));
    const Wrapped = registry.getMessage("test.Wrapped")!;
    const message = create(Wrapped, { note: "n\u0000" } as never);
    expect(findBadString(Wrapped, message)).toEqual({ path: "note", problem: "nul" });
    expect(findBadString(Wrapped, create(Wrapped, { note: "fine" } as never))).toBeUndefined();
  });

  it("refuses a bad string with INVALID_ARGUMENT naming the field", () => {
    const message = create(UpdateMyProfileRequestSchema, { profile: { firstName: "A\u0000" } });
    let thrown: unknown;
    try {
      assertCleanStrings(UpdateMyProfileRequestSchema, message);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ConnectError);
    expect((thrown as ConnectError).code).toBe(Code.InvalidArgument);
    expect((thrown as ConnectError).rawMessage).toBe("profile.first_name: text must not contain NUL characters.");
  });
});

describe("invalid UTF-8 on the wire", () => {
  /** SignUpRequest with field 3 (referral_code) holding raw bytes. */
  function signUpWithRawReferralCode(bytes: number[]): Uint8Array {
    const good = toBinary(SignUpRequestSchema, create(SignUpRequestSchema, { email: "a@example.com" }));
    const writer = new BinaryWriter();
    writer.tag(3, 2).bytes(new Uint8Array(bytes));
    return Buffer.concat([good, writer.finish()]);
  }

  it("keeps a string with invalid UTF-8 marked, so the field check refuses it with its path", () => {
    markInvalidUtf8();
    const message = fromBinary(SignUpRequestSchema, signUpWithRawReferralCode([0x41, 0xff, 0xfe, 0x42]));
    expect(message.email).toBe("a@example.com");
    expect(findBadString(SignUpRequestSchema, message)).toEqual({ path: "referral_code", problem: "utf8" });
    expect(() => assertCleanStrings(SignUpRequestSchema, message)).toThrow("referral_code: text must be valid UTF-8.");
  });

  it("still decodes valid UTF-8 exactly", () => {
    markInvalidUtf8();
    const message = fromBinary(SignUpRequestSchema, signUpWithRawReferralCode([...Buffer.from("Zoë 😀")]));
    expect(message.referralCode).toBe("Zoë 😀");
    expect(findBadString(SignUpRequestSchema, message)).toBeUndefined();
  });
});
