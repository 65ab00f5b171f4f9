/**
 * The save row of the admin ordering pages (/admin/module-content/:cat, /admin/category-content/:cat),
 * which stay on the page after a save: a refusal in an alert that takes the focus, 'Saved' in a
 * polite live region, and the save button, which gets the focus back when a save ends (a loading
 * button is disabled for a moment, which would drop the keyboard to the page's start).
 */
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";

export interface SaveBarProps {
  /** The refusal of the last save, in words the user understands. */
  error: string | null;
  pending: boolean;
  /** Announced after a save went through ('' otherwise). */
  savedMessage: string;
  saveLabel: string;
  onSave: () => void;
}

export function SaveBar(props: SaveBarProps) {
  const alertRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  const { error, pending } = props;

  useEffect(() => {
    if (wasPending.current && !pending) {
      if (error) alertRef.current?.focus();
      else buttonRef.current?.focus();
    }
    wasPending.current = pending;
  }, [pending, error]);

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" role="alert" ref={alertRef} tabIndex={-1} data-testid="save-error">
          {error}
        </Alert>
      )}
      <Group gap="sm" align="center" wrap="wrap">
        <Button ref={buttonRef} onClick={props.onSave} loading={pending}>
          {props.saveLabel}
        </Button>
        <Text role="status" aria-live="polite" size="sm" fw={600} data-testid="save-status">
          {props.savedMessage}
        </Text>
      </Group>
    </Stack>
  );
}
