/**
 * /admin/add-edit-lenders and /admin/add-edit-partners (administrators; issue #15 §2, ADR 0022).
 * Without `?id=`: add an account — for a new person (names and e-mail; saving creates the account
 * and mails an invitation to set a password, valid 7 days) or by making an existing learner or
 * coach a lender or bank (picked by e-mail from AdminGetEligableLenders). With `?id=`: edit that
 * account's names and details (its e-mail is changed on /admin/manage-user). A bank has a name, a
 * logo (uploaded with its progress, or none) and its referral code (typed, or made by the server;
 * kept on edit unless changed). Checked in the browser first (account-form.ts), then by the server,
 * whose refusals land on their fields. Back to the list with what was done announced.
 */
import { Group, Radio, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Code, ConnectError } from "@connectrpc/connect";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { PartnerAccount } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { toServerError } from "../../components/form/server-errors";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { ErrorState } from "../../components/query-state/query-state";
import type { EditorLoad } from "../../components/editor/editor-load";
import { EditorForm, EditorPage, EditorSaveBar } from "../../components/editor/editor-page";
import {
  NAME_MAX,
  accountErrors,
  accountName,
  accountValues,
  bankRequest,
  emptyAccountValues,
  invitesOnSave,
  lenderRequest,
  type AccountFormValues,
  type AccountKind,
} from "./account-form";
import { listRoute } from "./accounts-view";
import { LogoField } from "./logo-field";
import { invalidateAccounts, useAccounts, useAddBank, useAddLender, useEligibleAccounts } from "./partner-accounts-queries";
import "../../i18n/en/partner-accounts";

export function AccountEditorPage({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() || null;
  const accounts = useAccounts(kind);
  const k = `partnerAccounts.${kind}`;
  const account = id ? accounts.data?.accounts.find((a) => a.user?.id === id) : undefined;

  // A new account needs no read: the form shows at once.
  let load: EditorLoad<PartnerAccount | null>;
  if (!id) load = { state: "ready", data: null };
  else if (accounts.isError) load = { state: "error", message: t("partnerAccounts.loadError"), retry: () => void accounts.refetch() };
  else if (accounts.isPending) load = { state: "loading", label: t("partnerAccounts.loading") };
  else if (!account) load = { state: "not-found", testId: "account-not-found", message: t(`${k}.notFound`) };
  else load = { state: "ready", data: account };

  return (
    <EditorPage
      backTo={pathFor(listRoute(kind).list)}
      backLabel={t(`${k}.back`)}
      heading={id ? t(`${k}.editHeading`) : t(`${k}.addHeading`)}
      load={load}
    >
      {(item) => <AccountForm key={id ?? "new"} kind={kind} account={item} />}
    </EditorPage>
  );
}

function AccountForm(props: { kind: AccountKind; account: PartnerAccount | null }) {
  const { kind, account } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const addLender = useAddLender();
  const addBank = useAddBank();
  const editingId = account?.user?.id ?? null;
  const saved = useRef(account ? accountValues(account) : emptyAccountValues());
  const leaving = useRef(false);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const k = `partnerAccounts.${kind}`;

  const form = useForm<AccountFormValues>({
    mode: "controlled",
    initialValues: saved.current,
    validate: (values) => {
      const found = accountErrors(kind, values, editingId !== null);
      return Object.fromEntries(Object.entries(found).map(([field, e]) => [field, t(`partnerAccounts.errors.${e.key}`, { max: e.max })]));
    },
  });
  const eligible = useEligibleAccounts(!editingId && form.values.source === "existing");
  const errors = useServerFormErrors(form, { messages: { generic: t("partnerAccounts.errors.generic") } });
  const choices = (eligible.data?.auth0Users ?? []).map((u) => ({ value: u.auth0Id, label: u.email }));
  const dirty = useCallback(() => !leaving.current && JSON.stringify(saved.current) !== JSON.stringify(form.getValues()), [form]);

  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setPending(true);
      try {
        if (kind === "bank") await addBank.mutateAsync(bankRequest(values, editingId));
        else await addLender.mutateAsync(lenderRequest(values, editingId));
        leaving.current = true;
        await invalidateAccounts(queryClient);
        const typed = `${values.firstName} ${values.lastName}`.trim();
        const picked = choices.find((c) => c.value === values.existingId)?.label;
        const name = kind === "bank" ? values.bankName.trim() : typed || (account ? accountName(account) : picked) || values.email.trim();
        const notice = invitesOnSave(values, editingId) ? t("partnerAccounts.invited", { email: values.email.trim() }) : t("partnerAccounts.saved", { name });
        void navigate(pathFor(listRoute(kind).list), { state: { notice } });
      } catch (e) {
        // The address already has an account: said on the e-mail field (the server names no field).
        const parsed = toServerError(e);
        const onEmail = ConnectError.from(e).code === Code.AlreadyExists && !parsed.field;
        errors.show(e, onEmail ? { field: "email" } : {});
      } finally {
        setPending(false);
      }
    },
    (validation) => errors.focusFirstError(validation),
  );

  const isNew = !editingId && form.values.source === "new";
  const picking = !editingId && form.values.source === "existing";

  return (
    <EditorForm
      testId="account-form"
      onSubmit={submit}
      dirty={dirty}
      unsavedText={t("partnerAccounts.unsaved")}
      alert={errors.alert}
      announcement={announcement}
    >
      {editingId ? (
        <Text data-testid="account-email">{t("partnerAccounts.editingEmail", { email: account?.user?.profile?.email ?? "", name: account ? accountName(account) : "" })}</Text>
      ) : (
        <Radio.Group label={t("partnerAccounts.source.label")} {...form.getInputProps("source")}>
          <Stack gap="xs" mt={6}>
            <Radio value="new" label={t("partnerAccounts.source.new")} description={t("partnerAccounts.source.newHint")} />
            <Radio value="existing" label={t(`${k}.sourceExisting`)} description={t(`${k}.sourceExistingHint`)} />
          </Stack>
        </Radio.Group>
      )}
      {picking ? (
        eligible.isError ? (
          <ErrorState message={t("partnerAccounts.eligibleError")} onRetry={() => void eligible.refetch()} />
        ) : (
          <Select
            label={t("partnerAccounts.fields.existing")}
            description={t("partnerAccounts.fields.existingHint")}
            placeholder={eligible.isPending ? t("partnerAccounts.loading") : t("partnerAccounts.fields.existingPlaceholder")}
            data={choices}
            searchable
            required
            limit={50}
            nothingFoundMessage={t("partnerAccounts.fields.noneFound")}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("existingId")}
            onChange={(v) => form.setFieldValue("existingId", v ?? "")}
            value={form.values.existingId || null}
          />
        )
      ) : null}
      <Group grow gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={t("partnerAccounts.fields.firstName")}
          description={picking ? t("partnerAccounts.fields.keepHint") : undefined}
          required={isNew}
          maxLength={NAME_MAX}
          autoComplete="off"
          miw={200}
          {...form.getInputProps("firstName")}
        />
        <TextInput
          label={t("partnerAccounts.fields.lastName")}
          description={picking ? t("partnerAccounts.fields.keepHint") : undefined}
          required={isNew}
          maxLength={NAME_MAX}
          autoComplete="off"
          miw={200}
          {...form.getInputProps("lastName")}
        />
      </Group>
      {isNew ? (
        <TextInput
          label={t("partnerAccounts.fields.email")}
          description={t("partnerAccounts.fields.emailHint")}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          {...form.getInputProps("email")}
        />
      ) : null}
      {kind === "lender" ? (
        <TextInput label={t("partnerAccounts.fields.businessName")} maxLength={NAME_MAX} {...form.getInputProps("businessName")} />
      ) : (
        <>
          <TextInput label={t("partnerAccounts.fields.bankName")} required maxLength={NAME_MAX} {...form.getInputProps("bankName")} />
          <TextInput
            label={t("partnerAccounts.fields.referralCode")}
            description={editingId ? t("partnerAccounts.fields.referralCodeEditHint") : t("partnerAccounts.fields.referralCodeHint")}
            autoComplete="off"
            maxLength={40}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
            {...form.getInputProps("referralCode")}
          />
          <LogoField
            value={form.values.logoUrl}
            bankName={form.values.bankName}
            error={form.errors.logoUrl}
            onChange={(url) => {
              form.setFieldValue("logoUrl", url);
              form.clearFieldError("logoUrl");
            }}
            onProblem={(message) => form.setFieldError("logoUrl", message)}
            announce={setAnnouncement}
          />
        </>
      )}
      {isNew ? <Text size="sm">{t("partnerAccounts.inviteNote")}</Text> : null}
      <EditorSaveBar
        saveLabel={editingId ? t("partnerAccounts.save") : isNew ? t("partnerAccounts.addAndInvite") : t(`${k}.makeExisting`)}
        pending={pending}
        cancelTo={pathFor(listRoute(kind).list)}
        cancelLabel={t("partnerAccounts.cancel")}
      />
    </EditorForm>
  );
}
