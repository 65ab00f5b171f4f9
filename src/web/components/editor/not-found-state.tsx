/**
 * 'This item does not exist any more' with a way back: what an editor or a detail page shows when
 * it is opened on an id that was removed (or never was), e.g. /admin/add-edit-class?id=gone.
 */
import { Button, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { ErrorState } from "../query-state/query-state";

export function NotFoundState(props: { testId: string; message: string; backTo: string; backLabel: string; heading?: string }) {
  const state = (
    <ErrorState
      testId={props.testId}
      message={props.message}
      actions={
        <Button component={Link} to={props.backTo} variant="default">
          {props.backLabel}
        </Button>
      }
    />
  );
  if (!props.heading) return state;
  return (
    <Stack gap="md">
      <Title order={1}>{props.heading}</Title>
      {state}
    </Stack>
  );
}
