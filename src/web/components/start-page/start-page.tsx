/**
 * The parts every role's start page is made of (the coach's agenda, the administrator's overview):
 * a heading with a greeting by first name, and titled blocks, each a landmark section named by its
 * title, with an optional action beside the title.
 */
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useCurrentUser } from "../../auth/use-current-user";

/** The page's heading and a greeting: `hello` with the user's first name, or `helloAnonymous` when there is none. */
export function StartHeading(props: { heading: string; hello: (name: string) => string; helloAnonymous: string }) {
  const { user } = useCurrentUser();
  const name = user?.profile?.firstName?.trim();
  return (
    <Stack gap={4}>
      <Title order={1}>{props.heading}</Title>
      <Text>{name ? props.hello(name) : props.helloAnonymous}</Text>
    </Stack>
  );
}

/** One block of a start page: a section named by its title. */
export function StartBlock(props: { id: string; title: string; action?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={props.id} data-testid={props.testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id={props.id}>
            {props.title}
          </Title>
          {props.action}
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}
