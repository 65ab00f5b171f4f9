/**
 * /auth/:type?/:referralCode? — which sign-in screen to show; each screen is its own file.
 *
 * - `/auth/email-verified`, `/auth/email-not-verified`, `/auth/account-unlocked`, `/auth/unlock-failed`:
 *   where the mailed links land (email-verified.tsx).
 * - With `?interaction=UID` (the embedded provider sent the browser here): that interaction's
 *   screen — login, sign-up, a forced password change or the second factor (interaction-screen.tsx).
 * - Otherwise a sign-in is started at the provider (start-sign-in.tsx); `/auth/signup/CODE` starts
 *   on the sign-up screen with the referral code prefilled.
 */
import { useParams, useSearchParams } from "react-router";
import { safeReturnTo } from "../../auth/sign-in-options";
import { isLinkResult, LinkResult } from "./email-verified";
import { InteractionScreen, type Screen } from "./interaction-screen";
import { StartSignIn } from "./start-sign-in";

function screenOf(type: string | undefined): Screen {
  return type === "signup" ? "signup" : "login";
}

export default function AuthPage() {
  const { type, referralCode } = useParams();
  const [search] = useSearchParams();
  const interaction = search.get("interaction");
  if (isLinkResult(type)) return <LinkResult type={type} />;
  if (interaction) return <InteractionScreen uid={interaction} screen={screenOf(type)} routeReferralCode={referralCode} />;
  return <StartSignIn screen={screenOf(type)} referralCode={referralCode} returnTo={safeReturnTo(search.get("returnTo") ?? "/")} />;
}
