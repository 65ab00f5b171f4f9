/**
 * What an administrator does with the rows selected in the content, modules or categories list:
 * add modules or contents to a category (AdminAssignToCategory for each; assigning twice is
 * harmless), or remove them all after a dialog that says, item by item, where each is used.
 * Progress and the outcome are announced; a failure names how many items were done before it.
 */
import { Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { useMutation } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CompassService, type Category } from "../../../gen/compass/v1/compass_pb";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { invalidateAdminContent } from "./admin-content-queries";
import { ConfirmRemoveModal } from "./confirm-remove-modal";
import "../../i18n/en/admin-content";

export type BulkKind = "content" | "module" | "category";

export interface BulkItem {
  id: string;
  title: string;
  /** Where the item is used (what its removal changes), for the removal dialog. */
  usage: ReactNode;
}

const method = CompassService.method;

export function BulkActions(props: {
  kind: BulkKind;
  selected: readonly BulkItem[];
  categories: readonly Category[];
  onClear: () => void;
  announce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useServerErrorText();
  const assign = useMutation(method.adminAssignToCategory);
  const removeContent = useMutation(method.adminRemoveLearningContent);
  const removeModule = useMutation(method.adminRemoveLearningModule);
  const removeCategory = useMutation(method.adminRemoveCategory);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { selected, kind } = props;
  const count = selected.length;
  if (count === 0) return null;

  const remover = { content: removeContent, module: removeModule, category: removeCategory }[kind];
  const choices = [...props.categories].sort((a, b) => a.title.localeCompare(b.title)).map((c) => ({ value: c.id, label: c.title }));

  /** Runs `step` for each item in turn; on a failure, says how many were done and stops. */
  const each = async (step: (item: BulkItem) => Promise<unknown>): Promise<boolean> => {
    let done = 0;
    try {
      for (const item of selected) {
        await step(item);
        done += 1;
      }
      return true;
    } catch (e) {
      props.announce(t("adminContent.bulk.failed", { done, count, reason: errorText(e) }));
      return false;
    } finally {
      await invalidateAdminContent(queryClient);
    }
  };

  const addToCategory = async () => {
    const category = props.categories.find((c) => c.id === categoryId);
    if (!category) return;
    setWorking(true);
    const ok = await each((item) =>
      assign.mutateAsync(kind === "module" ? { categoryId: category.id, learningModuleId: item.id } : { categoryId: category.id, learningContentId: item.id }),
    );
    setWorking(false);
    if (ok) {
      props.announce(t("adminContent.bulk.added", { count, title: category.title }));
      setCategoryId(null);
      props.onClear();
    }
  };

  const removeAll = async () => {
    const ok = await each((item) =>
      kind === "module"
        ? removeModule.mutateAsync({ learningModuleId: item.id })
        : kind === "category"
          ? removeCategory.mutateAsync({ categoryId: item.id })
          : removeContent.mutateAsync({ learningContentId: item.id }),
    );
    setConfirming(false);
    if (ok) {
      props.announce(t("adminContent.bulk.removed", { count }));
      props.onClear();
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t("adminContent.bulk.label")} data-testid="bulk-actions">
      <Stack gap="xs">
        <Text fw={600}>{t("adminContent.bulk.selected", { count })}</Text>
        {kind === "category" ? null : (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t("adminContent.bulk.category")}
              placeholder={t("adminContent.bulk.categoryPlaceholder")}
              data={choices}
              value={categoryId}
              onChange={setCategoryId}
              searchable
              nothingFoundMessage={t("adminContent.editor.noChoices")}
              comboboxProps={{ withinPortal: true }}
              style={{ flex: "1 1 200px" }}
            />
            <Button variant="light" disabled={!categoryId} loading={working} onClick={() => void addToCategory()}>
              {t("adminContent.bulk.add")}
            </Button>
          </Group>
        )}
        <Group gap="sm" wrap="wrap">
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
            {t("adminContent.bulk.remove", { count })}
          </Button>
          <Button variant="default" onClick={props.onClear}>
            {t("adminContent.bulk.clear")}
          </Button>
        </Group>
      </Stack>
      <ConfirmRemoveModal
        opened={confirming}
        title={t("adminContent.bulk.removeTitle", { count })}
        confirmLabel={t("adminContent.bulk.remove", { count })}
        pending={remover.isPending}
        testId="bulk-remove-dialog"
        usage={
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {selected.map((item) => (
              <Stack gap={2} component="li" key={item.id}>
                <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                  {item.title}
                </Text>
                {item.usage}
              </Stack>
            ))}
          </Stack>
        }
        onClose={() => setConfirming(false)}
        onConfirm={removeAll}
      />
    </Paper>
  );
}
