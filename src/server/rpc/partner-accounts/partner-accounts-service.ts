/**
 * Lender and partner-bank accounts (issue #15 §2; ADR 0022): AdminAddLenderAccount,
 * AdminAddBankAccount, AdminGetEligableLenders, AdminListPartnerAccounts and AdminResendInvitation,
 * administrators only (the access table). validate → authorize (partner-accounts-policy.ts) → act →
 * map; every change audited (ids and field names only).
 *
 * - Add with `auth0_id` naming an existing account: that account becomes (or, if it already is,
 *   stays) a lender or bank, with the details given — the edit of /admin/add-edit-*.
 * - Add without it: a new account for the e-mail (ALREADY_EXISTS when the address has one), no
 *   password, and an invitation e-mail with a set-password link (7 days, once; identity/invitations.ts).
 * - A bank's referral code: the one given (4–32 letters and digits, free as codes are compared: any
 *   case, look-alikes O/0 and I/L/1 folded) or a new one; its logo an uploaded file's address or https.
 */
import type { HandlerContext } from "@connectrpc/connect";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { PartnerAccountSchema, UserType as ProtoUserType } from "../../../gen/compass/v1/compass_pb.js";
import type { Db } from "../../db/database.js";
import { bankAccounts, foldedCodeSql, lenderAccounts, referralCodes, userStates, users, type UserType } from "../../db/schema/index.js";
import { foldedCode } from "../../../shared/referral-code.js";
import { normalizeEmail, validateEmail } from "../../identity/accounts.js";
import { sendInvitation } from "../../identity/invitations.js";
import { toUser } from "../account/account-mapper.js";
import { userRecordOf } from "../account/account-store.js";
import { auditAction } from "../audit-action.js";
import { signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { newReferralCode } from "../referrals/referrals-policy.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { bankCodeOf, logoUrlOf, mayBecome } from "./partner-accounts-policy.js";

export const PARTNER_ACCOUNTS_METHODS = ["adminAddLenderAccount", "adminAddBankAccount", "adminGetEligableLenders", "adminListPartnerAccounts", "adminResendInvitation"] as const;
export type PartnerAccountsHandlers = DomainHandlers<(typeof PARTNER_ACCOUNTS_METHODS)[number]>;

const NAME_MAX = 100;
const ELIGIBLE_MAX = 1_000;

function name(value: string, field: string, required = false): string {
  const v = value.trim();
  if (required && !v) throw rpcError.invalidArgument(`${field}: required.`);
  if (v.length > NAME_MAX) throw rpcError.invalidArgument(`${field}: use at most ${NAME_MAX} characters.`);
  return v;
}

interface Person {
  existingId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export function partnerAccountsService(deps: Pick<ServiceDeps, "db" | "keyring" | "audit" | "mailer" | "publicUrl" | "externalIssuer">): PartnerAccountsHandlers {
  const db = deps.db;
  const audit = auditAction(deps.audit);

  /** The person of an Add request: an existing account (checked) or a new address (free). */
  function personOf(req: { auth0Id: string; email: string; firstName: string; lastName: string }): Person {
    const existingId = req.auth0Id.trim();
    // Checked before anything is written: a new account without its invitation could not be re-invited.
    if (!existingId) mailReady();
    const email = existingId && !req.email.trim() ? "" : validateEmail(req.email);
    return { existingId, email, firstName: name(req.firstName, "first_name", !existingId), lastName: name(req.lastName, "last_name", !existingId) };
  }

  /**
   * Makes or finds the account of `kind` for the person, in a transaction with `details`; returns
   * its id and whether it is new (then the caller sends the invitation).
   */
  async function accountFor(p: Person, kind: "LENDER" | "BANK", details: (tx: Parameters<Parameters<Db["transaction"]>[0]>[0], userId: string) => Promise<void>): Promise<{ userId: string; created: boolean }> {
    return db.transaction(async (tx) => {
      if (p.existingId) {
        const [target] = await tx.select({ id: users.id, type: users.type, enabled: users.enabled }).from(users).where(eq(users.id, p.existingId)).for("update");
        if (!target) throw rpcError.notFound("User not found");
        if (!mayBecome(target, kind)) throw rpcError.failedPrecondition(`This account cannot be made a ${kind === "BANK" ? "partner bank" : "lender"}: only an enabled coach, learner or ${kind === "BANK" ? "bank" : "lender"} can.`);
        const names = { ...(p.firstName ? { firstName: p.firstName } : {}), ...(p.lastName ? { lastName: p.lastName } : {}) };
        await tx.update(users).set({ type: kind, ...names }).where(eq(users.id, target.id));
        await details(tx, target.id);
        return { userId: target.id, created: false };
      }
      const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${normalizeEmail(p.email)}`).limit(1);
      if (taken) throw rpcError.alreadyExists("An account with this e-mail already exists: pick it from the existing accounts instead.");
      const [row] = await tx.insert(users).values({ type: kind, email: p.email, firstName: p.firstName, lastName: p.lastName }).returning({ id: users.id });
      await tx.insert(userStates).values({ userId: row!.id, hasCompletedProfile: true });
      await details(tx, row!.id);
      return { userId: row!.id, created: true };
    });
  }

  function mailReady(): { mailer: NonNullable<ServiceDeps["mailer"]>; publicUrl: string } {
    if (!deps.mailer || !deps.publicUrl) throw rpcError.failedPrecondition("Mail is not configured: the invitation cannot be sent.");
    return { mailer: deps.mailer, publicUrl: deps.publicUrl };
  }

  async function invite(ctx: HandlerContext, userId: string): Promise<void> {
    // Signed with the sending administrator's mail signature (their profile page, issue #38).
    await sendInvitation({ db, ...mailReady(), ...(deps.externalIssuer ? { externalIssuer: deps.externalIssuer } : {}) }, userId, new Date(), signedIn(ctx).userId);
    await audit(ctx, "admin_invitation_sent", { type: "user", id: userId });
  }

  return {
    async adminAddLenderAccount(req, ctx) {
      signedIn(ctx);
      const a = req.lenderAccount;
      if (!a) throw rpcError.invalidArgument("lender_account: required.");
      const person = personOf(a);
      const businessName = name(a.businessName, "lender_account.business_name");
      const { userId, created } = await accountFor(person, "LENDER", async (tx, id) => {
        await tx.insert(lenderAccounts).values({ userId: id, businessName }).onConflictDoUpdate({ target: lenderAccounts.userId, set: { businessName, updatedAt: sql`now()` } });
        if (businessName) await tx.update(users).set({ businessName }).where(eq(users.id, id));
      });
      await audit(ctx, created ? "admin_lender_added" : "admin_lender_updated", { type: "user", id: userId });
      if (created) await invite(ctx, userId);
      return {};
    },

    async adminAddBankAccount(req, ctx) {
      const actor = signedIn(ctx);
      const a = req.bankAccount;
      if (!a) throw rpcError.invalidArgument("bank_account: required.");
      const person = personOf(a);
      const bankName = name(a.bankName, "bank_account.bank_name", true);
      const logoUrl = logoUrlOf(a.logoUrl);
      if (logoUrl === null) throw rpcError.invalidArgument("bank_account.logo_url: upload the logo; only images uploaded to Compass (/files/…) are kept.");
      let code = a.referralCode.trim() ? bankCodeOf(a.referralCode) : null;
      if (a.referralCode.trim() && !code) throw rpcError.invalidArgument("bank_account.referral_code: use 4 to 32 letters and digits.");
      const { userId, created } = await accountFor(person, "BANK", async (tx, id) => {
        const [current] = await tx.select({ referralCode: bankAccounts.referralCode }).from(bankAccounts).where(eq(bankAccounts.userId, id)).limit(1);
        if (!code) code = current?.referralCode ?? newReferralCode();
        // Codes are compared as people read them (any case, O = 0, I = L = 1): a look-alike of
        // someone else's code is theirs; one of the bank's own codes is kept as it is stored.
        const [owner] = await tx
          .select({ owner: referralCodes.ownerUserId, code: referralCodes.code })
          .from(referralCodes)
          .where(eq(foldedCodeSql(referralCodes.code), foldedCode(code)))
          .limit(1);
        if (owner && owner.owner !== id) throw rpcError.alreadyExists("bank_account.referral_code: this code belongs to someone else; choose another.");
        if (owner) code = owner.code;
        else await tx.insert(referralCodes).values({ code, ownerUserId: id, kind: "bank", createdByUserId: actor.userId });
        await tx
          .insert(bankAccounts)
          .values({ userId: id, bankName, referralCode: code, logoUrl })
          .onConflictDoUpdate({ target: bankAccounts.userId, set: { bankName, referralCode: code, logoUrl, updatedAt: sql`now()` } });
        await tx.update(users).set({ businessName: bankName, logoUrl }).where(eq(users.id, id));
      });
      await audit(ctx, created ? "admin_bank_added" : "admin_bank_updated", { type: "user", id: userId });
      if (created) await invite(ctx, userId);
      return {};
    },

    async adminGetEligableLenders(_req, ctx) {
      signedIn(ctx);
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(inArray(users.type, ["STANDARD", "COACH"]), eq(users.enabled, true), sql`${users.email} not like '%@users.invalid'`))
        .orderBy(asc(sql`lower(${users.email})`))
        .limit(ELIGIBLE_MAX);
      return { auth0Users: rows.map((r) => ({ auth0Id: r.id, email: r.email })) };
    },

    async adminListPartnerAccounts(req, ctx) {
      signedIn(ctx);
      const type: UserType | null = req.type === ProtoUserType.LENDER ? "LENDER" : req.type === ProtoUserType.BANK ? "BANK" : null;
      if (!type) throw rpcError.invalidArgument("type: USER_TYPE_LENDER or USER_TYPE_BANK.");
      const rows = await db
        .select({
          user: users,
          businessName: lenderAccounts.businessName,
          bankName: bankAccounts.bankName,
          referralCode: bankAccounts.referralCode,
          bankLogo: bankAccounts.logoUrl,
          clients: sql<number>`(select count(*)::int from ${users} c where upper(c.referral_code) = upper(${bankAccounts.referralCode}))`,
        })
        .from(users)
        .leftJoin(lenderAccounts, eq(lenderAccounts.userId, users.id))
        .leftJoin(bankAccounts, eq(bankAccounts.userId, users.id))
        .where(eq(users.type, type))
        .orderBy(asc(sql`lower(coalesce(${bankAccounts.bankName}, ${users.lastName}))`), asc(users.id));
      return {
        accounts: rows.map((r) =>
          create(PartnerAccountSchema, {
            user: toUser(userRecordOf(r.user, deps.keyring, "leave")),
            businessName: r.businessName ?? r.user.businessName,
            bankName: r.bankName ?? "",
            referralCode: r.referralCode ?? "",
            logoUrl: r.bankLogo ?? "",
            invitationPending: r.user.invitedAt !== null && r.user.invitationAcceptedAt === null,
            ...(r.user.invitedAt ? { invitedTimestamp: timestampFromDate(r.user.invitedAt) } : {}),
            clientCount: r.clients ?? 0,
          }),
        ),
      };
    },

    async adminResendInvitation(req, ctx) {
      signedIn(ctx);
      const id = req.userId.trim();
      if (!id) throw rpcError.invalidArgument("user_id: required.");
      const [target] = await db.select({ type: users.type, enabled: users.enabled, invitedAt: users.invitedAt, acceptedAt: users.invitationAcceptedAt }).from(users).where(eq(users.id, id)).limit(1);
      if (!target) throw rpcError.notFound("User not found");
      if (target.type !== "LENDER" && target.type !== "BANK") throw rpcError.failedPrecondition("Invitations are for lender and partner-bank accounts.");
      if (!target.enabled) throw rpcError.failedPrecondition("This account is disabled: enable it before inviting.");
      if (target.acceptedAt || !target.invitedAt) throw rpcError.failedPrecondition("This account's password is already set: the owner signs in, or resets their password.");
      await invite(ctx, id);
      return {};
    },
  };
}

