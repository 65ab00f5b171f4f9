/**
 * /admin/referral-code-generator (administrators and coaches; issue #13 §3, ADR 0017): make a
 * referral code (a coach makes their own; an administrator picks the owner among coaches, lenders
 * and partner banks — AdminListPartnerAccounts, a bank shown by its name — so the clients who sign
 * up with it are counted for that bank), list the codes with the sign-ups each brought, switch a
 * code off and on, copy its sign-up link (the clipboard, or the link selected to copy by hand) and
 * show the link's QR code (`qrcode`, loaded with the dialog).
 */
import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { ReferralCode } from "../../../gen/compass/v1/compass_pb";
import { useCurrentUser } from "../../auth/use-current-user";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { copyText } from "../../components/copy-text";
import { QrCode } from "../../components/qr-code";
import { invalidateReferralCodes, nameOf, useAllCoaches, useBanks, useCreateReferralCode, useReferralCodes, useSetReferralCodeDisabled } from "./coaching-queries";
import "../../i18n/en/coaching";
import { dateTimeFormat } from "../../i18n/formats";

export default function ReferralCodesPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const isAdmin = me.role === "admin";
  const coaches = useAllCoaches(isAdmin);
  const banks = useBanks(isAdmin);
  const codes = useReferralCodes();
  const createCode = useCreateReferralCode();
  const setDisabled = useSetReferralCodeDisabled();
  const errorText = useServerErrorText();
  const [owner, setOwner] = useState<string | null>(null);
  const [ownerError, setOwnerError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [showing, setShowing] = useState<ReferralCode | null>(null);
  const [copyFailed, setCopyFailed] = useState<ReferralCode | null>(null);
  const ownerRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  // Coaches and lenders, then partner banks (by bank name, with the person's name when it differs).
  const owners = useMemo(() => {
    const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
    const people = (coaches.data?.coaches ?? []).map((u) => ({ value: u.id, label: nameOf(u) })).sort(byLabel);
    const bankOwners = (banks.data?.accounts ?? [])
      .filter((a) => a.user && a.user.enabled)
      .map((a) => {
        const person = nameOf(a.user);
        const bank = a.bankName.trim() || person;
        return { value: a.user!.id, label: bank === person ? bank : `${bank} (${person})` };
      })
      .sort(byLabel);
    return [
      ...(people.length ? [{ group: t("coaching.referral.ownerGroups.people"), items: people }] : []),
      ...(bankOwners.length ? [{ group: t("coaching.referral.ownerGroups.banks"), items: bankOwners }] : []),
    ];
  }, [coaches.data, banks.data, t]);
  const ownersFailed = coaches.isError || banks.isError;

  const fail = (e: unknown) => {
    setError(errorText(e));
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const create = async () => {
    setError(null);
    setAnnouncement("");
    if (isAdmin && !owner) {
      setOwnerError(t("coaching.referral.ownerRequired"));
      ownerRef.current?.focus();
      return;
    }
    setOwnerError(null);
    try {
      const result = await createCode.mutateAsync({ ownerUserId: isAdmin ? (owner ?? "") : "" });
      await invalidateReferralCodes(queryClient);
      setAnnouncement(t("coaching.referral.created", { code: result.referralCode?.code ?? "" }));
    } catch (e) {
      fail(e);
    }
  };

  const toggle = async (code: ReferralCode) => {
    setError(null);
    try {
      await setDisabled.mutateAsync({ code: code.code, disabled: !code.disabled });
      await invalidateReferralCodes(queryClient);
      setAnnouncement(t(code.disabled ? "coaching.referral.enabledDone" : "coaching.referral.disabledDone", { code: code.code }));
    } catch (e) {
      fail(e);
    }
  };

  const copy = async (code: ReferralCode) => {
    if (await copyText(code.signUpUrl)) {
      setCopyFailed(null);
      setAnnouncement(t("coaching.referral.copied", { code: code.code }));
    } else {
      setAnnouncement("");
      setCopyFailed(code);
    }
  };

  const columns = useMemo<DataTableColumn<ReferralCode>[]>(() => {
    const dateFormat = dateTimeFormat(i18n.language, { dateStyle: "medium" });
    return [
      { id: "code", header: t("coaching.referral.columns.code"), value: (c) => c.code, cell: (c) => <Text ff="monospace" fw={700}>{c.code}</Text> },
      { id: "owner", header: t("coaching.referral.columns.owner"), value: (c) => c.ownerName },
      { id: "kind", header: t("coaching.referral.columns.kind"), value: (c) => t(`coaching.enums.kind.${c.kind}`) },
      { id: "signUps", header: t("coaching.referral.columns.signUps"), value: (c) => c.signUpCount },
      {
        id: "created",
        header: t("coaching.referral.columns.created"),
        value: (c) => (c.createdTimestamp ? timestampDate(c.createdTimestamp) : null),
        cell: (c) => (c.createdTimestamp ? dateFormat.format(timestampDate(c.createdTimestamp)) : ""),
      },
      {
        id: "status",
        header: t("coaching.referral.columns.status"),
        value: (c) => (c.disabled ? t("coaching.referral.disabled") : t("coaching.referral.active")),
        cell: (c) => (
          <Text fw={700} size="sm">
            {c.disabled ? t("coaching.referral.disabled") : t("coaching.referral.active")}
          </Text>
        ),
      },
      {
        id: "actions",
        header: t("coaching.referral.columns.actions"),
        sortable: false,
        value: () => null,
        cell: (c) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => void copy(c)}>
              {t("coaching.referral.copy")}
              <span className="compass-visually-hidden"> {c.code}</span>
            </Button>
            <Button size="xs" variant="light" onClick={() => setShowing(c)}>
              {t("coaching.referral.qr")}
              <span className="compass-visually-hidden"> {c.code}</span>
            </Button>
            <Button size="xs" variant="outline" color={c.disabled ? undefined : "red.9"} onClick={() => void toggle(c)}>
              {c.disabled ? t("coaching.referral.enable") : t("coaching.referral.disable")}
              <span className="compass-visually-hidden"> {c.code}</span>
            </Button>
          </Group>
        ),
      },
    ];
    // copy and toggle read only their argument and stable setters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("coaching.referral.heading")}</Title>
        <Text>{t("coaching.referral.intro")}</Text>
      </Stack>
      <Text role="status" aria-live="polite" fw={600} data-testid="referral-announcement">
        {announcement}
      </Text>
      {error ? (
        <Alert color="red.9" variant="light" role="alert" ref={errorRef} tabIndex={-1}>
          {error}
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="referral-create-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="referral-create-heading">
            {t("coaching.referral.create")}
          </Title>
          {isAdmin ? (
            <Select
              ref={ownerRef}
              label={t("coaching.referral.owner")}
              description={t("coaching.referral.ownerHint")}
              required
              searchable
              data={owners}
              value={owner}
              onChange={(v) => {
                setOwner(v);
                setOwnerError(null);
              }}
              error={ownerError}
              placeholder={coaches.isPending || banks.isPending ? t("coaching.referral.ownersLoading") : undefined}
              nothingFoundMessage={t("coaching.referral.noOwners")}
              comboboxProps={{ withinPortal: true }}
              maw={420}
            />
          ) : null}
          {isAdmin && ownersFailed ? (
            <Group gap="sm" data-testid="owners-error">
              <Text c="red.9" role="alert" size="sm">
                {t("coaching.referral.ownersError")}
              </Text>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => {
                  if (coaches.isError) void coaches.refetch();
                  if (banks.isError) void banks.refetch();
                }}
              >
                {t("common.retry")}
              </Button>
            </Group>
          ) : null}
          <Button onClick={() => void create()} loading={createCode.isPending} style={{ alignSelf: "flex-start" }} disabled={me.data.status !== "loaded"}>
            {t("coaching.referral.create")}
          </Button>
        </Stack>
      </Paper>
      {copyFailed ? (
        <Alert color="yellow" variant="light" role="alert" data-testid="copy-fallback">
          <Stack gap="xs">
            <Text>{t("coaching.referral.copyFailed")}</Text>
            <TextInput label={t("coaching.referral.link")} readOnly value={copyFailed.signUpUrl} onFocus={(e) => e.currentTarget.select()} autoFocus />
          </Stack>
        </Alert>
      ) : null}
      <DataTable
        label={t("coaching.referral.tableLabel")}
        columns={columns}
        data={codes.data?.referralCodes ?? []}
        getRowId={(c) => c.code}
        loading={codes.isPending}
        error={codes.isError ? t("coaching.referral.loadError") : undefined}
        onRetry={() => void codes.refetch()}
      />
      <Modal
        opened={showing !== null}
        onClose={() => setShowing(null)}
        title={t("coaching.referral.qrTitle", { code: showing?.code ?? "" })}
        closeButtonProps={{ "aria-label": t("coaching.referral.close") }}
        centered
      >
        {showing ? (
          <Stack gap="sm" align="center" data-testid="referral-qr-dialog">
            <QrCode
              value={showing.signUpUrl}
              alt={t("coaching.referral.qrAlt", { url: showing.signUpUrl })}
              loadingLabel={t("coaching.referral.qrLoading")}
              errorText={t("coaching.referral.qrError")}
              testId="referral-qr"
            />
            <TextInput label={t("coaching.referral.link")} readOnly value={showing.signUpUrl} w="100%" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="light" onClick={() => void copy(showing)}>
              {t("coaching.referral.copy")}
            </Button>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
