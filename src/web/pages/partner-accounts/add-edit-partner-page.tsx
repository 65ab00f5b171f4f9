/** /admin/add-edit-partners: add or edit a partner-bank account (account-editor-page.tsx). */
import { AccountEditorPage } from "./account-editor-page";

export default function AddEditPartnerPage() {
  return <AccountEditorPage kind="bank" />;
}
