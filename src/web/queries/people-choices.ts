/**
 * People to choose from in administrators' filters (the reports, the partner reports, the impact
 * dashboard): coaches and lenders (CoachGetAllCoaches) and partner banks (AdminListPartnerAccounts),
 * each as { value: user id, label: their name } sorted by name; and the server's search of people
 * by name, e-mail or business (AdminListFilteredUsers) that the audit log's "Who" filter and the
 * class attendance's walk-in picker offer.
 */
import { useQuery } from "@connectrpc/connect-query";
import { useMemo } from "react";
import { CompassService, UserType, type User } from "../../gen/compass/v1/compass_pb";
import { userName } from "../components/user-name";

const method = CompassService.method;

export interface PersonChoice {
  value: string;
  label: string;
}

/** Users as choices: those with an id, by name. */
export const choicesOf = (users: readonly (User | undefined)[]): PersonChoice[] =>
  users
    .filter((u): u is User => Boolean(u?.id))
    .map((u) => ({ value: u.id, label: userName(u) }))
    .sort((a, b) => a.label.localeCompare(b.label));

/** Coaches and lenders, for an administrator's coach filter. */
export function useCoachChoices(enabled: boolean) {
  const query = useQuery(method.coachGetAllCoaches, {}, { enabled, staleTime: 60_000 });
  const choices = useMemo(() => choicesOf(query.data?.coaches ?? []), [query.data]);
  return { query, choices };
}

/** The partner banks, by name, for an administrator's bank picker. */
export function useBankChoices(enabled: boolean) {
  const query = useQuery(method.adminListPartnerAccounts, { type: UserType.BANK }, { enabled, staleTime: 60_000 });
  const choices = useMemo<PersonChoice[]>(
    () =>
      (query.data?.accounts ?? [])
        .filter((a) => a.user?.id)
        .map((a) => ({ value: a.user!.id, label: a.bankName.trim() || userName(a.user) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [query.data],
  );
  return { query, choices };
}

/**
 * Up to 10 people whose name, e-mail or business matches `search` (2 characters or more); `type`
 * (a UserType value name, e.g. "STANDARD" for learners) narrows them to one kind of user.
 */
export function usePeopleSearch(search: string, type = "") {
  const text = search.trim();
  return useQuery(
    method.adminListFilteredUsers,
    { filterSearch: text, filterType: type, pageRequest: { pageSize: 10, pageToken: "" } },
    { enabled: text.length >= 2, staleTime: 30_000, placeholderData: (previous) => previous },
  );
}
