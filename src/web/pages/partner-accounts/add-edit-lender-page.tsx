/** /admin/add-edit-lenders: add or edit a lender account (account-editor-page.tsx). */
import { AccountEditorPage } from "./account-editor-page";

export default function AddEditLenderPage() {
  return <AccountEditorPage kind="lender" />;
}
