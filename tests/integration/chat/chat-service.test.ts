/**
 * Chat through the real server (issue #14 §2): who may talk to whom (a learner only with their
 * coach; a coach only with their mentees; one NOT_FOUND otherwise), replies as threads, read
 * receipts, removal by the sender only — shown as removed, or erased for good with the sender's
 * attachments; and the messaging additions of ADR 0019: conversations with unread counts, a
 * conversation in keyset pages, explicit read marks; and a removed message's attachments served to
 * no one but an administrator on the record (issue #37).
 */
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments, auditLog, chatMessages, files } from "../../../src/server/db/schema/index.js";
import { readBlob } from "../../../src/server/files/blob-store.js";
import { WITHHELD_READ_ACTION } from "../../../src/server/files/withheld.js";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let coachId: string;
let coach: Client;
let learnerId: string;
let learner: Client;
let otherLearnerId: string;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH");
  coach = api.client(await tokenOf(coachId));
  const otherCoachId = await insertUser(database, "LENDER");
  learnerId = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
  learner = api.client(await tokenOf(learnerId));
  otherLearnerId = await insertUser(database, "STANDARD", { assignedCoachId: otherCoachId });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;
  it.each([
    ["sendChatMessage", { sendToUserId: UNKNOWN, message: "hi" }],
    ["getMyChatMessages", {}],
    ["getUserChatMessages", { userId: UNKNOWN }],
    ["removeChatMessage", { chatMessageId: UNKNOWN }],
    ["getMyConversations", {}],
    ["listUserChatMessages", { userId: UNKNOWN }],
    ["markChatMessagesRead", { userId: UNKNOWN }],
  ] as const)("%s answers UNAUTHENTICATED without a sign-in", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
  });
});

describe("who may talk", () => {
  expectCases((req: { sendToUserId: string; message: string }) => learner.sendChatMessage(req), [
    { name: "from a learner to a coach who is not theirs", request: () => ({ sendToUserId: otherLearnerId, message: "hi" }), code: Code.NotFound, message: "Conversation not found" },
    { name: "to nobody, with the same words", request: { sendToUserId: UNKNOWN, message: "hi" }, code: Code.NotFound, message: "Conversation not found" },
    { name: "without text", request: () => ({ sendToUserId: coachId, message: "" }), code: Code.InvalidArgument, message: "message: write a message." },
  ]);

  it("keeps a coach away from another coach's mentee, writing or reading", async () => {
    expect((await outcome(coach.sendChatMessage({ sendToUserId: otherLearnerId, message: "hi" }))).code).toBe(Code.NotFound);
    expect((await outcome(coach.getUserChatMessages({ userId: otherLearnerId }))).code).toBe(Code.NotFound);
  });
});

describe("a conversation", () => {
  it("threads replies, marks read when the recipient opens it, and lists both sides' messages", async () => {
    const first = await learner.sendChatMessage({ sendToUserId: coachId, message: "Can we meet?" });
    const reply = await coach.sendChatMessage({ sendToUserId: learnerId, message: "Tuesday?", replyToMessageId: first.chatMessageId });
    await learner.sendChatMessage({ sendToUserId: coachId, message: "Yes", replyToMessageId: reply.chatMessageId });
    expect((await outcome(coach.sendChatMessage({ sendToUserId: learnerId, message: "x", replyToMessageId: UNKNOWN }))).code).toBe(Code.InvalidArgument);

    const seen = await coach.getUserChatMessages({ userId: learnerId });
    expect(seen.chatThreads).toHaveLength(1);
    expect(seen.chatThreads[0]?.message?.message).toBe("Can we meet?");
    expect(seen.chatThreads[0]?.responses[0]?.message?.message).toBe("Tuesday?");
    expect(seen.chatThreads[0]?.responses[0]?.responses[0]?.message?.message).toBe("Yes");
    const fromLearner = await database.db.select().from(chatMessages).where(eq(chatMessages.sentByUserId, learnerId));
    expect(fromLearner.every((m) => m.isRead)).toBe(true);
    const fromCoach = await database.db.select().from(chatMessages).where(eq(chatMessages.sentByUserId, coachId));
    expect(fromCoach.every((m) => !m.isRead)).toBe(true);
    expect((await learner.getMyChatMessages({})).chatMessages).toHaveLength(3);
  });

  it("is removed by the sender only: shown as removed, or erased with the sender's attachments", async () => {
    const [file] = await database.db.insert(attachments).values({ title: "plan.pdf", createdByUserId: learnerId }).returning({ id: attachments.id });
    const soft = await learner.sendChatMessage({ sendToUserId: coachId, message: "secret text", attachmentIds: [file!.id] });
    expect((await outcome(coach.removeChatMessage({ chatMessageId: soft.chatMessageId, permanentlyDelete: false }))).code).toBe(Code.NotFound);
    await learner.removeChatMessage({ chatMessageId: soft.chatMessageId, permanentlyDelete: false });
    const shown = (await coach.getMyChatMessages({})).chatMessages.find((m) => m.id === soft.chatMessageId)!;
    expect(shown).toMatchObject({ isDeleted: true, message: "", attachmentIds: [] });

    await learner.removeChatMessage({ chatMessageId: soft.chatMessageId, permanentlyDelete: true });
    const [row] = await database.db.select().from(chatMessages).where(eq(chatMessages.id, soft.chatMessageId));
    expect(row?.message).toBe("");
    expect(await database.db.select().from(attachments).where(eq(attachments.id, file!.id))).toEqual([]);
    const dump = JSON.stringify(await database.db.select().from(chatMessages));
    expect(dump).not.toContain("secret text");
  });

  it("stays readable, not writable, after the coach changes", async () => {
    const movedId = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
    const moved = api.client(await tokenOf(movedId));
    await moved.sendChatMessage({ sendToUserId: coachId, message: "hello" });
    await setUser(database, movedId, { assignedCoachId: null });
    expect((await moved.getUserChatMessages({ userId: coachId })).chatThreads).toHaveLength(1);
    expect((await outcome(moved.sendChatMessage({ sendToUserId: coachId, message: "again" }))).code).toBe(Code.NotFound);
  });
});

describe("conversations, pages and read marks (ADR 0019)", () => {
  let pairCoachId: string;
  let pairCoach: Client;
  let menteeId: string;
  let mentee: Client;
  let sent: string[];

  beforeAll(async () => {
    pairCoachId = await insertUser(database, "COACH", { firstName: "Paula", lastName: "Pair" });
    pairCoach = api.client(await tokenOf(pairCoachId));
    menteeId = await insertUser(database, "STANDARD", { assignedCoachId: pairCoachId, firstName: "Milo", lastName: "Mentee" });
    mentee = api.client(await tokenOf(menteeId));
    sent = [];
    for (let i = 0; i < 7; i++) sent.push((await mentee.sendChatMessage({ sendToUserId: pairCoachId, message: `note ${i}` })).chatMessageId);
    await pairCoach.sendChatMessage({ sendToUserId: menteeId, message: "got them" });
  });

  it("lists each partner with the last message and the unread count, latest first", async () => {
    const { conversations, unreadNotifications } = await pairCoach.getMyConversations({});
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ userId: menteeId, displayName: "Milo Mentee", unreadCount: 7 });
    expect(conversations[0]?.lastMessage?.message).toBe("got them");
    expect(unreadNotifications).toBe(0);
    expect((await mentee.getMyConversations({})).conversations[0]).toMatchObject({ userId: pairCoachId, displayName: "Paula Pair", unreadCount: 1 });
    // Nothing of another pair's.
    expect((await coach.getMyConversations({})).conversations.map((c) => c.userId)).not.toContain(menteeId);
  });

  it("pages a conversation newest first with keyset tokens, marking nothing read", async () => {
    const seen: string[] = [];
    let token = "";
    do {
      const page = await pairCoach.listUserChatMessages({ userId: menteeId, pageRequest: { pageSize: 3, pageToken: token } });
      expect(page.pageResponse?.totalSize).toBe(8);
      seen.push(...page.chatMessages.map((m) => m.message));
      token = page.pageResponse!.nextPageToken;
    } while (token);
    expect(seen).toEqual(["got them", "note 6", "note 5", "note 4", "note 3", "note 2", "note 1", "note 0"]);
    expect((await pairCoach.getMyConversations({})).conversations[0]?.unreadCount).toBe(7);
  });

  expectCases((req: { userId: string; pageRequest?: { pageSize: number; pageToken: string } }) => pairCoach.listUserChatMessages(req), [
    { name: "without a user", request: { userId: "" }, code: Code.InvalidArgument, message: "user_id: required." },
    { name: "with a token of another list", request: () => ({ userId: menteeId, pageRequest: { pageSize: 3, pageToken: "k1.AAAA" } }), code: Code.InvalidArgument },
    { name: "for another coach's mentee", request: () => ({ userId: otherLearnerId }), code: Code.NotFound, message: "Conversation not found" },
    { name: "for nobody, with the same words", request: { userId: UNKNOWN }, code: Code.NotFound, message: "Conversation not found" },
  ]);

  it("marks read up to a message, then the rest", async () => {
    await pairCoach.markChatMessagesRead({ userId: menteeId, upToMessageId: sent[2]! });
    expect((await pairCoach.getMyConversations({})).conversations[0]?.unreadCount).toBe(4);
    const rows = await database.db.select().from(chatMessages).where(eq(chatMessages.sentByUserId, menteeId));
    expect(rows.filter((r) => r.isRead).map((r) => r.message).sort()).toEqual(["note 0", "note 1", "note 2"]);
    await pairCoach.markChatMessagesRead({ userId: menteeId, upToMessageId: "" });
    expect((await pairCoach.getMyConversations({})).conversations[0]?.unreadCount).toBe(0);
    // The mentee's own messages stay unread on their side of the count: it counts what they received.
    expect((await mentee.getMyConversations({})).conversations[0]?.unreadCount).toBe(1);
  });

  expectCases((req: { userId: string; upToMessageId: string }) => pairCoach.markChatMessagesRead(req), [
    { name: "without a user", request: { userId: "", upToMessageId: "" }, code: Code.InvalidArgument, message: "user_id: required." },
    { name: "up to a message of another conversation", request: () => ({ userId: menteeId, upToMessageId: UNKNOWN }), code: Code.InvalidArgument, message: "up_to_message_id: not a message of this conversation." },
    { name: "for another coach's mentee", request: () => ({ userId: otherLearnerId, upToMessageId: "" }), code: Code.NotFound, message: "Conversation not found" },
  ]);
});

describe("a message's attachments (issue #14)", () => {
  it("are read by the two parties and administrators only, and a deletion for good takes the file's bytes too", async () => {
    const partnerCoachId = await insertUser(database, "COACH");
    const ownerId = await insertUser(database, "STANDARD", { assignedCoachId: partnerCoachId });
    const ownerToken = await tokenOf(ownerId);
    const owner = api.client(ownerToken);
    const partner = api.client(await tokenOf(partnerCoachId));
    const stranger = api.client(await tokenOf(await insertUser(database, "STANDARD")));
    const admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));

    // A real upload, attached and sent.
    const res = await fetch(`${api.server.url}/files/upload?purpose=attachment`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "x-api-key": ownerToken, "x-file-name": "numbers.txt" },
      body: new TextEncoder().encode("private numbers 1 2 3\n"),
    });
    expect(res.status).toBe(201);
    const { metadata } = (await res.json()) as { metadata: { url: string; key: string } };
    const { attachmentId } = await owner.createAttachment({ url: metadata.url, title: "Numbers" });
    const { chatMessageId } = await owner.sendChatMessage({ sendToUserId: partnerCoachId, message: "see attached", attachmentIds: [attachmentId] });

    expect((await owner.getAttachment({ attachmentId })).attachment?.title).toBe("Numbers");
    expect((await partner.getAttachment({ attachmentId })).attachment?.title).toBe("Numbers");
    expect((await admin.getAttachment({ attachmentId })).attachment?.title).toBe("Numbers");
    expect(await outcome(stranger.getAttachment({ attachmentId }))).toMatchObject({ code: Code.NotFound, message: "Attachment not found" });
    expect((await stranger.getAllAttachments({})).attachments.map((a) => a.id)).not.toContain(attachmentId);
    expect((await stranger.listAttachments({})).attachments.map((a) => a.id)).not.toContain(attachmentId);
    expect((await admin.getAllAttachments({})).attachments.map((a) => a.id)).toContain(attachmentId);

    // Deleted for good: the attachment, the file row and its bytes are gone.
    expect((await fetch(`${api.server.url}${metadata.url}`)).status).toBe(200);
    await owner.removeChatMessage({ chatMessageId, permanentlyDelete: true });
    expect(await database.db.select().from(attachments).where(eq(attachments.id, attachmentId))).toEqual([]);
    expect(await database.db.select().from(files).where(eq(files.key, metadata.key))).toEqual([]);
    expect((await fetch(`${api.server.url}${metadata.url}`)).status).toBe(404);
    await expect(api.blobs.get(metadata.key)).rejects.toThrow();
  });
});

describe("a removed message's attachments (issue #37)", () => {
  let ownerToken: string;
  let owner: Client;
  let partnerToken: string;
  let partner: Client;
  let partnerId: string;
  let adminToken: string;
  let admin: Client;
  let adminId: string;

  beforeAll(async () => {
    partnerId = await insertUser(database, "COACH");
    const ownerId = await insertUser(database, "STANDARD", { assignedCoachId: partnerId });
    ownerToken = await tokenOf(ownerId);
    owner = api.client(ownerToken);
    partnerToken = await tokenOf(partnerId);
    partner = api.client(partnerToken);
    adminId = await insertUser(database, "ADMIN");
    adminToken = await tokenOf(adminId);
    admin = api.client(adminToken);
  });

  const upload = async (text: string) => {
    const res = await fetch(`${api.server.url}/files/upload?purpose=attachment`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", "x-api-key": ownerToken, "x-file-name": "numbers.txt" },
      body: new TextEncoder().encode(text),
    });
    expect(res.status).toBe(201);
    const { metadata } = (await res.json()) as { metadata: { url: string; key: string } };
    const [row] = await database.db.select({ id: files.id }).from(files).where(eq(files.key, metadata.key));
    return { ...metadata, id: row!.id };
  };
  const get = (url: string, token?: string) => fetch(`${api.server.url}${url}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const withheldReads = (targetId: string) =>
    database.db.select().from(auditLog).where(and(eq(auditLog.action, WITHHELD_READ_ACTION), eq(auditLog.targetId, targetId)));

  it("are served to no one once the message is removed, but to an administrator on the record; erased for good, the bytes go", async () => {
    const metadata = await upload("complaint evidence 1 2 3\n");
    const { attachmentId } = await owner.createAttachment({ url: metadata.url, title: "Evidence" });
    const { chatMessageId } = await owner.sendChatMessage({ sendToUserId: partnerId, message: "see attached", attachmentIds: [attachmentId] });
    expect((await partner.getAttachment({ attachmentId })).attachment?.title).toBe("Evidence");
    expect((await get(metadata.url)).status).toBe(200);

    // Refused: the coach cannot remove the learner's message; nothing changed.
    expect((await outcome(partner.removeChatMessage({ chatMessageId, permanentlyDelete: true }))).code).toBe(Code.NotFound);
    expect((await partner.getAttachment({ attachmentId })).attachment?.title).toBe("Evidence");
    expect((await get(metadata.url)).status).toBe(200);

    await owner.removeChatMessage({ chatMessageId, permanentlyDelete: false });
    for (const client of [owner, partner]) {
      expect(await outcome(client.getAttachment({ attachmentId }))).toMatchObject({ code: Code.NotFound, message: "Attachment not found" });
      expect((await client.getAllAttachments({})).attachments.map((a) => a.id)).not.toContain(attachmentId);
      expect((await client.listAttachments({})).attachments.map((a) => a.id)).not.toContain(attachmentId);
    }
    for (const token of [undefined, ownerToken, partnerToken]) {
      const res = await get(metadata.url, token);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).not.toContain("evidence");
    }
    // The refusals wrote no read to the audit log.
    expect(await withheldReads(attachmentId)).toEqual([]);
    expect(await withheldReads(metadata.id)).toEqual([]);

    // An administrator handling a complaint: by RPC and by URL (with their token), each on the record.
    expect((await admin.getAttachment({ attachmentId })).attachment?.title).toBe("Evidence");
    expect(await withheldReads(attachmentId)).toMatchObject([{ actorUserId: adminId, targetType: "attachment", details: { via: "rpc" } }]);
    const read = await get(metadata.url, adminToken);
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(await read.text()).toBe("complaint evidence 1 2 3\n");
    expect(await withheldReads(metadata.id)).toMatchObject([{ actorUserId: adminId, targetType: "file", details: { via: "url" } }]);

    // Removed for good: the file row and its bytes are gone, for the administrator too.
    await owner.removeChatMessage({ chatMessageId, permanentlyDelete: true });
    expect(await database.db.select().from(files).where(eq(files.key, metadata.key))).toEqual([]);
    await expect(api.blobs.get(metadata.key)).rejects.toThrow();
    expect((await get(metadata.url, adminToken)).status).toBe(404);
    expect(await outcome(admin.getAttachment({ attachmentId }))).toMatchObject({ code: Code.NotFound });
  });

  it("stay served while something live still shows them, and keep the bytes another attachment still shows", async () => {
    const metadata = await upload("shared numbers 4 5 6\n");
    const first = await owner.createAttachment({ url: metadata.url, title: "First" });
    const second = await owner.createAttachment({ url: metadata.url, title: "Second" });
    const removed = await owner.sendChatMessage({ sendToUserId: partnerId, message: "one", attachmentIds: [first.attachmentId] });
    const kept = await owner.sendChatMessage({ sendToUserId: partnerId, message: "two", attachmentIds: [second.attachmentId] });

    // The same attachment in a removed and a live message stays served.
    const again = await owner.sendChatMessage({ sendToUserId: partnerId, message: "three", attachmentIds: [second.attachmentId] });
    await owner.removeChatMessage({ chatMessageId: again.chatMessageId, permanentlyDelete: false });
    expect((await partner.getAttachment({ attachmentId: second.attachmentId })).attachment?.title).toBe("Second");

    await owner.removeChatMessage({ chatMessageId: removed.chatMessageId, permanentlyDelete: false });
    expect((await outcome(partner.getAttachment({ attachmentId: first.attachmentId }))).code).toBe(Code.NotFound);
    // The file is still shown by the live message's attachment: its URL still serves it.
    expect((await get(metadata.url)).status).toBe(200);

    await owner.removeChatMessage({ chatMessageId: removed.chatMessageId, permanentlyDelete: true });
    expect(await database.db.select().from(attachments).where(eq(attachments.id, first.attachmentId))).toEqual([]);
    const kept_ = await database.db.select({ key: files.key, blobKey: files.blobKey }).from(files).where(eq(files.key, metadata.key));
    expect(kept_.map((r) => r.key)).toEqual([metadata.key]);
    // The bytes are kept under their SHA-512 (ADR 0031), which the row names.
    expect((await readBlob(api.blobs, kept_[0]!.blobKey)).toString()).toBe("shared numbers 4 5 6\n");
    expect((await get(metadata.url)).status).toBe(200);
    expect(kept.chatMessageId).toBeTruthy();
  });
});
