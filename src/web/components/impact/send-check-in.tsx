/**
 * The mentee page's "Progress check-in" (issue #40, deliverable 2): the coach (or an administrator)
 * e-mails the client the check-in on their business's progress now (CoachSendImpactCheckIn) — the
 * link opens the client's check-in page, where they report milestones and confirm those recorded
 * for them. The server's refusal (switched off, one in the last 24 hours) is shown in the viewer's
 * language; the outcome is also announced.
 */
import { useMutation } from "@connectrpc/connect-query";
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import { toServerError } from "../form/server-errors";
import "../../i18n/en/mentees";

export function SendCheckIn(props: { userId: string; name: string; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const send = useMutation(CompassService.method.coachSendImpactCheckIn);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = () => {
    setProblem(null);
    setDone(false);
    send.mutate(
      { userId: props.userId },
      {
        onSuccess: () => {
          setDone(true);
          props.announce(t("mentees.manage.checkIn.sent", { name: props.name }));
        },
        onError: (error) => {
          const text = toServerError(error).message ?? t("mentees.manage.checkIn.error");
          setProblem(text);
          props.announce(text);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mentee-check-in-heading" data-testid="mentee-check-in">
      <Stack gap="sm" align="flex-start">
        <Title order={2} id="mentee-check-in-heading">
          {t("mentees.manage.checkIn.heading")}
        </Title>
        <Text size="sm">{t("mentees.manage.checkIn.intro")}</Text>
        <Button
          variant="light"
          onClick={run}
          loading={send.isPending}
          h="auto"
          mih={36}
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
          data-testid="mentee-check-in-send"
        >
          {t("mentees.manage.checkIn.send")}
        </Button>
        {done ? (
          <Text size="sm" data-testid="mentee-check-in-sent">
            {t("mentees.manage.checkIn.sent", { name: props.name })}
          </Text>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert" p="xs" data-testid="mentee-check-in-error">
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
