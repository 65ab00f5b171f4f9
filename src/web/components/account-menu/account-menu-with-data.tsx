/**
 * The account menu for layouts that public pages use too (simple layout): loaded only when this
 * browser has a sign-in (stored tokens or the session-present cookie), with its own session check
 * and the API data it shows, so a signed-out visitor's public page loads none of it.
 */
import { useEffect } from "react";
import { AppData } from "../../start/app-data";
import { auth } from "../../auth/instance";
import { AccountMenu } from "./account-menu";

export default function AccountMenuWithData() {
  useEffect(() => {
    void auth.start({ pathname: window.location.pathname, search: window.location.search });
  }, []);
  return (
    <AppData>
      <AccountMenu />
    </AppData>
  );
}
