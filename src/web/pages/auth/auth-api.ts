/** The embedded provider's JSON endpoints the auth pages call (same origin, JSON only). */
import { currentLanguage } from "../../i18n/language";

export interface ApiError {
  code: string;
  message: string;
  field?: string;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

export async function callApi<T>(path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? "GET" : "POST",
      credentials: "same-origin",
      // The refusals' messages come in the page's language.
      headers: { accept: "application/json", "accept-language": currentLanguage(), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: { code: "network", message: "" } };
  }
  const data = (await response.json().catch(() => ({}))) as { error?: ApiError };
  if (!response.ok) return { ok: false, status: response.status, error: data.error ?? { code: "internal", message: "" } };
  return { ok: true, data: data as T };
}

export interface SecondFactor {
  /** Which code is asked for now: texted ("sms") or from an authenticator app ("totp"). */
  kind?: "sms" | "totp";
  displayName: string;
  /** The phone number's last two digits (empty for an app). */
  hint: string;
}

/** Every second-factor method the user has (a user with both may switch to a texted code). */
export type SecondFactorMethods = ("sms" | "totp")[];

export interface InteractionDetails {
  uid: string;
  screen: "login" | "signup";
  referralCode: string | null;
  changePassword: boolean;
  mfaRequired?: boolean;
  factor?: SecondFactor;
  methods?: SecondFactorMethods;
}

export interface PasswordStepResult {
  redirectTo?: string;
  changePassword?: boolean;
  mfaRequired?: boolean;
  factor?: SecondFactor;
  methods?: SecondFactorMethods;
}

const base = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`;

export const interactionApi = {
  details: (uid: string) => callApi<InteractionDetails>(base(uid)),
  login: (uid: string, body: { email: string; password: string }) => callApi<PasswordStepResult>(`${base(uid)}/login`, body),
  // The page's language becomes the new account's: its confirmation e-mail is written in it.
  signup: (uid: string, body: { email: string; password: string; referralCode: string }) =>
    callApi<{ verificationSent: true }>(`${base(uid)}/signup`, { ...body, language: currentLanguage() }),
  changePassword: (uid: string, body: { password: string }) => callApi<PasswordStepResult>(`${base(uid)}/change-password`, body),
  mfa: (uid: string, body: { code: string; method?: "sms" | "totp" }) => callApi<{ redirectTo: string }>(`${base(uid)}/mfa`, body),
  mfaResend: (uid: string) => callApi<PasswordStepResult>(`${base(uid)}/mfa/resend`, {}),
};

export const resetApi = {
  start: (body: { email: string }) => callApi<{ ok: true }>("/oidc/reset/start", body),
  finish: (body: { email: string; code: string; password: string }) => callApi<{ ok: true }>("/oidc/reset/finish", body),
};

/** The invitation's set-password link (ADR 0022). */
export const invitationApi = {
  finish: (body: { token: string; password: string }) => callApi<{ ok: true }>("/oidc/invitation/finish", body),
};

/** Navigates the whole page (the provider continues the sign-in). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
