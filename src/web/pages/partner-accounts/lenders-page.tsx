/** /admin/lenders: the lender accounts (accounts-list-page.tsx). */
import { AccountsListPage } from "./accounts-list-page";

export default function LendersPage() {
  return <AccountsListPage kind="lender" />;
}
