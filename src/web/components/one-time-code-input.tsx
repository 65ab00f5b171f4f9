/**
 * The field for a 6-digit one-time code (texted, mailed or from an
 * authenticator app): numeric keyboard on phones, the browser's one-time-code
 * autofill, room for a space the user may type between the digit groups.
 */
import { TextInput, type TextInputProps } from "@mantine/core";

export function OneTimeCodeInput(props: TextInputProps) {
  return <TextInput inputMode="numeric" autoComplete="one-time-code" maxLength={7} required {...props} />;
}
