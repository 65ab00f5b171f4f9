/**
 * The one skeleton of the administrators' add/edit pages (a category, a learning module, a content,
 * a class, a lender or partner bank, a TA session):
 * - `EditorPage`: the way back to the list, the title (add or edit) and what the page's reads say
 *   (editor-load.ts) — a labelled loader, an error with a retry, 'this item does not exist any
 *   more' with a way back — or, once they have what the form needs, the form (`children(data)`).
 * - `EditorForm`: the form's card — the unsaved-changes guard, the server's refusal that names no
 *   field, a hidden polite announcement (an upload done), the form (not validated by the browser:
 *   the page's rules put their words next to the fields) and the dialogs that belong to it.
 * - `EditorSaveBar`: save (busy while saving, held while uploads run), the page's own buttons
 *   (Preview), cancel back to the list, and an action at the far end (Delete).
 */
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { ErrorState, LoadingState } from "../query-state/query-state";
import type { EditorLoad } from "./editor-load";
import { NotFoundState } from "./not-found-state";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

export interface EditorPageProps<T> {
  /** The list the page came from (the back link; 'not found' leads there too). */
  backTo: string;
  backLabel: string;
  heading: string;
  /** The column's width (720 px by default). */
  maw?: number;
  load: EditorLoad<T>;
  /** The form, once the reads have what it needs. */
  children: (data: T) => ReactNode;
}

export function EditorPage<T>(props: EditorPageProps<T>) {
  const { load } = props;
  let body: ReactNode;
  if (load.state === "error") body = <ErrorState message={load.message} onRetry={load.retry} retrying={load.retrying} />;
  else if (load.state === "loading") body = <LoadingState label={load.label} />;
  else if (load.state === "not-found") body = <NotFoundState testId={load.testId} message={load.message} backTo={props.backTo} backLabel={props.backLabel} />;
  else body = props.children(load.data);
  return (
    <Stack gap="lg" maw={props.maw ?? 720}>
      <Anchor component={Link} to={props.backTo} style={{ alignSelf: "flex-start" }}>
        {props.backLabel}
      </Anchor>
      <Title order={1}>{props.heading}</Title>
      {body}
    </Stack>
  );
}

export interface EditorFormProps {
  testId: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Whether leaving now loses edits: the unsaved-changes guard asks first. */
  dirty: () => boolean;
  /** The guard's words (the category editor's by default). */
  unsavedText?: string;
  /** Shown first in the card, before the refusal (e.g. the TA form's 'fix these problems'). */
  status?: ReactNode;
  /** The server's refusal that names no field (useServerFormErrors' alert). */
  alert: ReactNode;
  /** Announced politely, not shown (an upload done, a picture removed); none when undefined. */
  announcement?: string;
  /** Shown in place of the form (the TA session's review step). */
  instead?: ReactNode;
  /** The fields and the save bar. */
  children: ReactNode;
  /** The form's dialogs (preview, delete). */
  dialogs?: ReactNode;
}

export function EditorForm(props: EditorFormProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <UnsavedChangesGuard when={props.dirty} body={props.unsavedText} />
      {props.status}
      {props.alert}
      {props.announcement !== undefined ? (
        <Text role="status" aria-live="polite" className="compass-visually-hidden">
          {props.announcement}
        </Text>
      ) : null}
      {props.instead ?? (
        <form onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
          <Stack gap="md">{props.children}</Stack>
        </form>
      )}
      {props.dialogs}
    </Paper>
  );
}

export interface EditorSaveBarProps {
  saveLabel: string;
  /** A save is under way (the button shows a spinner). */
  pending?: boolean;
  /** Saving must wait (uploads still running). */
  disabled?: boolean;
  /** Cancel goes back to the list. */
  cancelTo: string;
  cancelLabel: string;
  /** The page's own buttons, between save and cancel (Preview). */
  extra?: ReactNode;
  /** An action at the far end of the row (Delete). */
  end?: ReactNode;
  /** A line below the row (why saving waits). */
  note?: ReactNode;
}

export function EditorSaveBar(props: EditorSaveBarProps) {
  const buttons = (
    <Group gap="sm">
      <Button type="submit" loading={props.pending} disabled={props.disabled}>
        {props.saveLabel}
      </Button>
      {props.extra}
      <Button component={Link} to={props.cancelTo} variant="default">
        {props.cancelLabel}
      </Button>
    </Group>
  );
  return (
    <>
      {props.end ? (
        <Group gap="sm" justify="space-between">
          {buttons}
          {props.end}
        </Group>
      ) : (
        buttons
      )}
      {props.note}
    </>
  );
}
