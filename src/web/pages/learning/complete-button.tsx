/**
 * 'Mark as completed' for a lesson or a module: one press completes it (completing twice is
 * harmless on the server), the journey is read again so done marks and the home page follow, and
 * the outcome is announced. Once done it says so, with the date.
 */
import { Alert, Button, Group, Text } from "@mantine/core";
import { createConnectQueryKey, useMutation } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { IconCircleCheck } from "../../icons";
import { flushTelemetry } from "../../telemetry/flush";

const method = CompassService.method;

export function CompleteButton(props: { kind: "content" | "module"; id: string; done: boolean; label: string; doneLabel: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useServerErrorText();
  const content = useMutation(method.markLearningContentCompleted);
  const module = useMutation(method.markLearningModuleCompleted);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const pending = content.isPending || module.isPending;
  // The button goes once it has done its work: focus moves to the done mark that replaces it, so a
  // keyboard user is not sent back to the top of the page.
  const doneMark = useRef<HTMLDivElement>(null);
  const [justCompleted, setJustCompleted] = useState(false);
  useEffect(() => {
    if (justCompleted && props.done) doneMark.current?.focus();
  }, [justCompleted, props.done]);

  const complete = async () => {
    setError(null);
    try {
      // The page views queued so far reach the server first: they measure the time spent.
      await flushTelemetry().catch(() => undefined);
      if (props.kind === "content") await content.mutateAsync({ learningContentId: props.id });
      else await module.mutateAsync({ learningModuleId: props.id });
      await queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.getMyLearningJourney, cardinality: undefined }) });
      setAnnouncement(props.doneLabel);
      setJustCompleted(true);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <>
      <Text role="status" aria-live="polite" className="compass-visually-hidden">
        {announcement}
      </Text>
      {props.done ? (
        <Group gap="xs" data-testid="completed-mark" ref={doneMark} tabIndex={-1}>
          <IconCircleCheck size={22} color="var(--mantine-color-compass-7)" aria-hidden="true" />
          <Text fw={600}>{props.doneLabel}</Text>
        </Group>
      ) : (
        <Button onClick={() => void complete()} loading={pending} data-testid="complete-button">
          {props.label}
        </Button>
      )}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error || t("forms.errors.generic")}
        </Alert>
      ) : null}
    </>
  );
}
