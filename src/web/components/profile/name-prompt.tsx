/**
 * The main layout's prompt for a staff member who never entered a name (issue #38: the first
 * administrator, staff promoted from a learner sign-up): Compass shows their e-mail instead, and
 * asks them here, on every page of the main layout, to add a name on their profile page
 * (/my-profile). 'Not now' hides it for the rest of this browser session. A labelled region, not
 * an alert: it does not interrupt a screen reader on every page.
 */
import { Button, Group, Paper, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const DISMISSED_KEY = "compass.namePrompt.dismissed";

function dismissedBefore(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function NamePrompt() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // storage refused: hidden until the page is loaded again
    }
    setDismissed(true);
  };
  return (
    <Paper component="section" aria-labelledby="name-prompt-heading" withBorder radius="md" p="md" mb="lg" data-testid="name-prompt">
      <Text fw={700} id="name-prompt-heading" size="md">
        {t("account.namePrompt.label")}
      </Text>
      <Text size="sm" mt={4}>
        {t("account.namePrompt.text")}
      </Text>
      <Group gap="sm" mt="sm">
        <Button component={Link} to="/my-profile" size="sm">
          {t("account.namePrompt.action")}
        </Button>
        <Button variant="subtle" size="sm" onClick={dismiss}>
          {t("account.namePrompt.dismiss")}
        </Button>
      </Group>
    </Paper>
  );
}
