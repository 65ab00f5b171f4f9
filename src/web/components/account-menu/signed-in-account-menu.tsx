import { lazy, Suspense, useState } from "react";
import { hasSessionFlag } from "../../auth/session-flag";
import { hasStoredUser } from "../../auth/storage-keys";

const AccountMenuWithData = lazy(() => import("./account-menu-with-data"));

/** The account menu when this browser has a sign-in; nothing (and nothing loaded) otherwise. */
export function SignedInAccountMenu() {
  const [present] = useState(() => hasStoredUser() || hasSessionFlag());
  if (!present) return null;
  return (
    <Suspense fallback={null}>
      <AccountMenuWithData />
    </Suspense>
  );
}
