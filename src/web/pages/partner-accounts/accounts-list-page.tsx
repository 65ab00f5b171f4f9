/**
 * /admin/lenders and /admin/partners (administrators; issue #15 §2, ADR 0022): the lender or
 * partner-bank accounts in the shared data table (AdminListPartnerAccounts; searched, sorted and
 * paged in the browser — there are tens, not thousands), each with its sign-in state: invitation
 * pending (sent when, and whether its 7-day link has run out), password set, or disabled. A
 * pending invitation can be sent again (AdminResendInvitation). Banks show their logo, their
 * referral code with its sign-up link to copy, how many clients signed up with it and a link to
 * their dashboard. 'Add …' and each row's 'Edit' open the add-edit page.
 */
import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { PartnerAccount } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { copyText } from "../../components/copy-text";
import { DataTable, type DataTableColumn } from "../../components/data-table";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { accountName, type AccountKind } from "./account-form";
import { editPath, invitationState, listRoute, matchesSearch, signUpLink, type InvitationState } from "./accounts-view";
import { invalidateAccounts, useAccounts, useResendInvitation } from "./partner-accounts-queries";
import "../../i18n/en/partner-accounts";
import { dateTimeFormat, numberFormat } from "../../i18n/formats";

export function AccountsListPage({ kind }: { kind: AccountKind }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const query = useAccounts(kind);
  const resend = useResendInvitation();
  const errorText = useServerErrorText();
  const [search, setSearch] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const k = `partnerAccounts.${kind}`;

  // The add-edit page comes back here with what it did.
  useEffect(() => {
    const state: unknown = location.state;
    if (state && typeof state === "object" && "notice" in state && typeof state.notice === "string") setAnnouncement(state.notice);
  }, [location.state]);

  const accounts = useMemo(() => query.data?.accounts ?? [], [query.data]);
  const rows = useMemo(() => accounts.filter((a) => matchesSearch(a, search)), [accounts, search]);
  const now = query.dataUpdatedAt;
  const dateFormat = useMemo(() => dateTimeFormat(i18n.language, { dateStyle: "medium" }), [i18n.language]);

  const resendTo = async (account: PartnerAccount) => {
    const id = account.user?.id ?? "";
    setProblem(null);
    setSending(id);
    try {
      await resend.mutateAsync({ userId: id });
      await invalidateAccounts(queryClient);
      setAnnouncement(t("partnerAccounts.resent", { email: account.user?.profile?.email ?? "" }));
    } catch (e) {
      setProblem(t("partnerAccounts.resendFailed", { name: accountName(account), reason: errorText(e) }));
    } finally {
      setSending(null);
    }
  };

  const copyLink = async (account: PartnerAccount) => {
    const link = signUpLink(account.referralCode, window.location.origin);
    setAnnouncement((await copyText(link)) ? t("partnerAccounts.bank.copied", { code: account.referralCode }) : t("partnerAccounts.bank.copyFailed", { link }));
  };

  const stateCell = (state: InvitationState, account: PartnerAccount) => {
    const name = accountName(account);
    switch (state.kind) {
      case "disabled":
        return (
          <Badge variant="outline" color="gray.9" radius="sm" tt="none">
            {t("partnerAccounts.state.disabled")}
          </Badge>
        );
      case "active":
        return t("partnerAccounts.state.active");
      case "pending":
      case "expired":
        return (
          <Stack gap={4} align="flex-start">
            <Text size="sm" c={state.kind === "expired" ? "red.9" : undefined} style={{ whiteSpace: "nowrap" }}>
              {t(`partnerAccounts.state.${state.kind}`, { date: dateFormat.format(state.sentAt) })}
            </Text>
            <Button size="compact-xs" variant="light" loading={sending === account.user?.id} onClick={() => void resendTo(account)}>
              {t("partnerAccounts.resend")}
              <span className="compass-visually-hidden"> {name}</span>
            </Button>
          </Stack>
        );
    }
  };

  const columns = useMemo<DataTableColumn<PartnerAccount>[]>(() => {
    const name: DataTableColumn<PartnerAccount> = {
      id: "name",
      header: t("partnerAccounts.columns.person"),
      value: (a) => accountName(a),
      cell: (a) =>
        kind === "lender" ? (
          <Anchor component={Link} to={editPath(kind, a.user?.id ?? "")} fw={600}>
            {accountName(a)}
          </Anchor>
        ) : (
          accountName(a)
        ),
    };
    const email: DataTableColumn<PartnerAccount> = { id: "email", header: t("partnerAccounts.columns.email"), value: (a) => a.user?.profile?.email ?? "" };
    const state: DataTableColumn<PartnerAccount> = {
      id: "state",
      header: t("partnerAccounts.columns.state"),
      value: (a) => invitationState(a, now).kind,
      cell: (a) => stateCell(invitationState(a, now), a),
    };
    const since: DataTableColumn<PartnerAccount> = {
      id: "created",
      header: t("partnerAccounts.columns.created"),
      value: (a) => (a.user?.auth0CreatedTs ? timestampDate(a.user.auth0CreatedTs) : null),
      cell: (a) => {
        if (!a.user?.auth0CreatedTs) return "";
        const d = timestampDate(a.user.auth0CreatedTs);
        return (
          <time dateTime={d.toISOString()} style={{ whiteSpace: "nowrap" }}>
            {dateFormat.format(d)}
          </time>
        );
      },
    };
    if (kind === "lender") {
      return [name, email, { id: "business", header: t("partnerAccounts.columns.business"), value: (a) => a.businessName }, state, since];
    }
    return [
      {
        id: "logo",
        header: t("partnerAccounts.columns.logo"),
        sortable: false,
        value: () => null,
        cell: (a) =>
          a.logoUrl ? (
            <img src={a.logoUrl} alt={t("partnerAccounts.bank.logoAlt", { bank: a.bankName })} loading="lazy" style={{ height: 32, width: "auto", maxWidth: 96, objectFit: "contain" }} />
          ) : (
            <Text size="sm" c="dimmed">
              {t("partnerAccounts.bank.noLogo")}
            </Text>
          ),
      },
      {
        id: "bank",
        header: t("partnerAccounts.columns.bank"),
        value: (a) => a.bankName,
        cell: (a) => (
          <Anchor component={Link} to={editPath(kind, a.user?.id ?? "")} fw={600}>
            {a.bankName}
          </Anchor>
        ),
      },
      { ...name, header: t("partnerAccounts.columns.contact") },
      email,
      {
        id: "code",
        header: t("partnerAccounts.columns.code"),
        value: (a) => a.referralCode,
        cell: (a) => (
          <Stack gap={4} align="flex-start">
            <Text size="sm" ff="monospace">
              {a.referralCode}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => void copyLink(a)}>
              {t("partnerAccounts.bank.copy")}
              <span className="compass-visually-hidden"> {a.bankName}</span>
            </Button>
          </Stack>
        ),
      },
      {
        id: "clients",
        header: t("partnerAccounts.columns.clients"),
        value: (a) => a.clientCount,
        cell: (a) => (
          <Stack gap={2} align="flex-start">
            <Text size="sm">{numberFormat(i18n.language).format(a.clientCount)}</Text>
            <Anchor component={Link} to={`${pathFor("partner-report-dashboard")}?bank=${encodeURIComponent(a.user?.id ?? "")}`} size="sm" style={{ whiteSpace: "nowrap", position: "relative" }}>
              {t("partnerAccounts.bank.dashboard")}
              <span className="compass-visually-hidden"> {a.bankName}</span>
            </Anchor>
          </Stack>
        ),
      },
      state,
    ];
    // stateCell and copyLink read only state setters and `sending`, listed through it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, kind, now, dateFormat, sending]);

  const nothingYet = query.isSuccess && accounts.length === 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t(`${k}.heading`)}</Title>
          <Text>{t(`${k}.intro`)}</Text>
        </Stack>
        <Button component={Link} to={pathFor(listRoute(kind).edit)}>
          {t(`${k}.add`)}
        </Button>
      </Group>
      <Text role="status" aria-live="polite" fw={600} data-testid="accounts-announcement">
        {announcement}
      </Text>
      {problem ? (
        <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel={t("common.close")} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      {nothingYet ? (
        <Alert variant="light" color="blue" data-testid="accounts-empty">
          <Stack gap="xs" align="flex-start">
            <Text>{t(`${k}.empty`)}</Text>
            <Button component={Link} to={pathFor(listRoute(kind).edit)} variant="light">
              {t(`${k}.add`)}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <TextInput label={t(`${k}.search`)} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={360} />
          <DataTable
            label={t(`${k}.tableLabel`)}
            columns={columns}
            data={rows}
            getRowId={(a) => a.user?.id ?? ""}
            getRowLabel={(a) => (kind === "bank" ? a.bankName : accountName(a))}
            loading={query.isPending}
            error={query.isError ? t("partnerAccounts.loadError") : undefined}
            onRetry={() => void query.refetch()}
          />
        </>
      )}
    </Stack>
  );
}
