/**
 * The unsaved-changes warning of the editors (the admin add/edit pages, /admin/*-content): while `when` holds, leaving the page inside the
 * app (a link, the back button) asks first in a dialog ('Stay' / 'Leave without saving'), and
 * closing or reloading the tab gets the browser's own question (beforeunload).
 */
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import "../../i18n/en/admin-content";

export function UnsavedChangesGuard(props: { when: () => boolean; /** The dialog's text; the category editor's by default. */ body?: string }) {
  const { t } = useTranslation();
  const { when } = props;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!when()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  const blocked = blocker.state === "blocked";
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t("adminContent.unsaved.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      centered
    >
      <Stack gap="sm" data-testid="unsaved-changes-dialog">
        <Text>{props.body ?? t("adminContent.unsaved.body")}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t("adminContent.unsaved.stay")}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t("adminContent.unsaved.leave")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
