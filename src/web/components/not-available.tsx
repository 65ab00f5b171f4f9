/**
 * The honest placeholder for a route whose page a later issue builds: it names the page and the
 * capability, inside the route's layout, instead of a blank stub.
 */
import { Badge, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { routeByName, type RouteName } from "../../shared/routes";
import { IconHourglassHigh } from "../icons";

export function NotAvailable({ route }: { route: RouteName }) {
  const { t } = useTranslation();
  const page = t(`routes.${route}`);
  const capability = t(`capabilities.${route}`);
  // The auth layout already frames its page in a card.
  const framed = routeByName(route).layout !== "auth";
  const content = (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={48} radius="xl" variant="light" color="amber" aria-hidden="true">
        <IconHourglassHigh size={28} />
      </ThemeIcon>
      <Badge color="amber.8" variant="filled" size="lg">
        {t("notAvailable.badge")}
      </Badge>
      <Title order={1}>{page}</Title>
      <Text size="lg">{t("notAvailable.body", { capability })}</Text>
    </Stack>
  );
  const marks = { "data-testid": "not-available", "data-route": route };
  return framed ? (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} maw={720} {...marks}>
      {content}
    </Paper>
  ) : (
    <div {...marks}>{content}</div>
  );
}
