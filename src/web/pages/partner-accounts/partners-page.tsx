/** /admin/partners: the partner-bank accounts (accounts-list-page.tsx). */
import { AccountsListPage } from "./accounts-list-page";

export default function PartnersPage() {
  return <AccountsListPage kind="bank" />;
}
