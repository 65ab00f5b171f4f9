/**
 * A form's submit written once: the server's last refusal cleared, `pending` while the action runs,
 * a refusal shown on its field or above the form (useServerFormErrors), and the first invalid
 * field focused when the form's own checks fail. The action does the calls and what follows them
 * (navigate, notice).
 */
import type { UseFormReturnType } from "@mantine/form";
import { useState } from "react";
import type { useServerFormErrors } from "./use-server-form-errors";

export function useFormSubmit<T extends Record<string, unknown>>(form: UseFormReturnType<T>, errors: ReturnType<typeof useServerFormErrors<T>>, act: (values: T) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setPending(true);
      try {
        await act(values);
      } catch (e) {
        errors.show(e);
      } finally {
        setPending(false);
      }
    },
    (validation) => errors.focusFirstError(validation),
  );
  return { submit, pending };
}
