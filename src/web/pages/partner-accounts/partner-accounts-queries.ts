/**
 * The lender and partner-bank pages' reads and writes (ADR 0022): the accounts of one kind
 * (AdminListPartnerAccounts), the accounts that may become one (AdminGetEligableLenders), adding or
 * editing (AdminAddLenderAccount / AdminAddBankAccount) and re-sending an invitation. After a
 * change, `invalidateAccounts` refreshes these reads and the user lists, which show the new role.
 */
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import type { QueryClient } from "@tanstack/react-query";
import { CompassService, UserType } from "../../../gen/compass/v1/compass_pb";
import { invalidateUsers } from "../../queries/users-queries";
import type { AccountKind } from "./account-form";

const method = CompassService.method;

export const userTypeOf = (kind: AccountKind) => (kind === "bank" ? UserType.BANK : UserType.LENDER);

export const useAccounts = (kind: AccountKind) => useQuery(method.adminListPartnerAccounts, { type: userTypeOf(kind) }, { staleTime: 0 });

/** Enabled learners and coaches, by e-mail (only while the administrator is picking one). */
export const useEligibleAccounts = (enabled: boolean) => useQuery(method.adminGetEligableLenders, {}, { enabled, staleTime: 60_000 });

export const useAddLender = () => useMutation(method.adminAddLenderAccount);
export const useAddBank = () => useMutation(method.adminAddBankAccount);
export const useResendInvitation = () => useMutation(method.adminResendInvitation);

export async function invalidateAccounts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.adminListPartnerAccounts, cardinality: undefined }) }),
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.adminGetEligableLenders, cardinality: undefined }) }),
    invalidateUsers(queryClient),
  ]);
}
