/**
 * /admin/add-edit-learning-module (?id=… to edit): a learning module's title, description, tags,
 * estimated minutes (empty = the sum of its contents') and its articles and videos in order: add
 * one from every content, remove one, move one up or down with buttons (announced in a polite live
 * region). A new module is AdminCreateLearningModule; an edit sends AdminEditLearningModule with an
 * update_mask of only the changed fields. The contents are saved through
 * AdminUnassignLearningContentToModule, AdminAssignLearningContentToModule and
 * AdminUpdateModuleContentOrder. Leaving with unsaved edits asks first (unsaved-changes.tsx).
 */
import { ActionIcon, Anchor, Button, Group, NumberInput, Paper, Select, Stack, TagsInput, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CompassService, type LearningContent, type LearningModule } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { ErrorState, QueryState } from "../../components/query-state/query-state";
import { invalidateAdminContent, useAllContents, useAllModules } from "./admin-content-queries";
import { changedModulePaths, contentPlan, isDirty, minutesOf, moduleValues, moveItem, type ModuleFormValues } from "./module-form";
import { UnsavedChangesGuard } from "./unsaved-changes";

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const MINUTES_MAX = 10_000;
const method = CompassService.method;

export default function AddEditLearningModulePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() || null;
  const modules = useAllModules();
  const contents = useAllContents();
  const listPath = pathFor("admin-modules");
  const both = {
    isPending: modules.isPending || contents.isPending,
    isError: modules.isError || contents.isError,
    isFetching: modules.isFetching || contents.isFetching,
    data: modules.data && contents.data ? { modules: modules.data.learningModules, contents: contents.data.learningContents } : undefined,
    refetch: () => Promise.all([modules.refetch(), contents.refetch()]),
  };

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={listPath}>
        {t("adminContent.moduleEditor.back")}
      </Anchor>
      <Title order={1}>{id ? t("adminContent.moduleEditor.editHeading") : t("adminContent.moduleEditor.addHeading")}</Title>
      <QueryState query={both} loadingLabel={t("adminContent.moduleEditor.loading")} errorMessage={t("adminContent.moduleEditor.loadError")}>
        {(data) => {
          const module = id ? data.modules.find((m) => m.id === id) : undefined;
          if (id && !module) {
            return (
              <ErrorState
                testId="module-not-found"
                message={t("adminContent.moduleEditor.notFound")}
                actions={
                  <Button component={Link} to={listPath} variant="default">
                    {t("adminContent.moduleEditor.back")}
                  </Button>
                }
              />
            );
          }
          return <ModuleForm key={id ?? "new"} module={module ?? null} contents={data.contents} />;
        }}
      </QueryState>
    </Stack>
  );
}

function ModuleForm(props: { module: LearningModule | null; contents: readonly LearningContent[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(method.adminCreateLearningModule);
  const edit = useMutation(method.adminEditLearningModule);
  const assign = useMutation(method.adminAssignLearningContentToModule);
  const unassign = useMutation(method.adminUnassignLearningContentToModule);
  const order = useMutation(method.adminUpdateModuleContentOrder);
  const { module, contents } = props;
  const saved = useRef(moduleValues(module, contents));
  const leaving = useRef(false);
  const createdId = useRef<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [pending, setPending] = useState(false);
  const titleOf = new Map(contents.map((c) => [c.id, c.title]));
  const nameOf = (contentId: string) => titleOf.get(contentId) ?? contentId;

  const form = useForm<ModuleFormValues>({
    mode: "controlled",
    initialValues: saved.current,
    validate: {
      title: (v) => {
        const title = v.trim();
        if (!title) return t("adminContent.editor.errors.titleRequired");
        if ([...title].length > TITLE_MAX) return t("adminContent.editor.errors.titleLong", { max: TITLE_MAX });
        return null;
      },
      description: (v) => ([...v.trim()].length > DESCRIPTION_MAX ? t("adminContent.editor.errors.descriptionLong", { max: DESCRIPTION_MAX }) : null),
    },
  });
  const errors = useServerFormErrors(form, { messages: { generic: t("adminContent.moduleEditor.errors.generic") } });
  const dirty = useCallback(() => !leaving.current && isDirty(saved.current, form.getValues()), [form]);

  const ids = form.values.contentIds;
  const choices = contents.filter((c) => !ids.includes(c.id)).map((c) => ({ value: c.id, label: c.title }));

  const addContent = () => {
    if (!adding) return;
    form.setFieldValue("contentIds", [...ids, adding]);
    setAnnouncement(t("adminContent.moduleEditor.added", { title: nameOf(adding), position: ids.length + 1, count: ids.length + 1 }));
    setAdding(null);
  };
  const removeContent = (index: number) => {
    const contentId = ids[index];
    if (contentId === undefined) return;
    form.setFieldValue(
      "contentIds",
      ids.filter((_, i) => i !== index),
    );
    setAnnouncement(t("adminContent.moduleEditor.removed", { title: nameOf(contentId) }));
    // Keep the keyboard in the list: the next row's remove button, else the add field.
    requestAnimationFrame(() => {
      const next = document.querySelectorAll<HTMLButtonElement>("[data-module-remove]")[Math.min(index, ids.length - 2)];
      (next ?? document.getElementById("module-add-content"))?.focus();
    });
  };
  const move = (index: number, by: number) => {
    const contentId = ids[index];
    if (contentId === undefined) return;
    const next = moveItem(ids, index, by);
    const position = next.indexOf(contentId);
    form.setFieldValue("contentIds", next);
    setAnnouncement(t("adminContent.moduleEditor.moved", { title: nameOf(contentId), position: position + 1, count: next.length }));
    // The moved row's same button keeps the focus, or the other one when it is at an end now.
    requestAnimationFrame(() => {
      const same = document.getElementById(`module-${by < 0 ? "up" : "down"}-${position}`) as HTMLButtonElement | null;
      const other = document.getElementById(`module-${by < 0 ? "down" : "up"}-${position}`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setPending(true);
      const title = values.title.trim();
      const description = values.description.trim();
      const estimatedMinutes = minutesOf(values.estimatedMinutes);
      try {
        let moduleId = module?.id ?? createdId.current;
        let savedIds = saved.current.contentIds;
        if (moduleId) {
          const paths = changedModulePaths(saved.current, values);
          if (paths.length > 0) {
            await edit.mutateAsync({ learningModuleId: moduleId, updateMask: { paths }, title, description, tags: values.tags, estimatedMinutes });
          }
        } else {
          const created = await create.mutateAsync({ title, description, tags: values.tags, estimatedMinutes });
          moduleId = created.learningModuleId;
          // A retry after a failed content step edits this module instead of creating another.
          createdId.current = moduleId;
          saved.current = { ...values, contentIds: [] };
          savedIds = [];
        }
        const plan = contentPlan(savedIds, values.contentIds);
        for (const contentId of plan.unassign) await unassign.mutateAsync({ learningModuleId: moduleId, learningContentId: contentId });
        for (const contentId of plan.assign) await assign.mutateAsync({ learningModuleId: moduleId, learningContentId: contentId });
        if (plan.order) await order.mutateAsync({ learningModuleId: moduleId, learningContentIds: plan.order });
        leaving.current = true;
        await invalidateAdminContent(queryClient);
        void navigate(pathFor("admin-modules"));
      } catch (e) {
        errors.show(e);
      } finally {
        setPending(false);
      }
    },
    (validation) => errors.focusFirstError(validation),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <UnsavedChangesGuard when={dirty} body={t("adminContent.moduleEditor.unsaved")} />
      {errors.alert}
      <form onSubmit={submit} noValidate data-testid="module-form">
        <Stack gap="md">
          <TextInput label={t("adminContent.editor.title")} required maxLength={TITLE_MAX} {...form.getInputProps("title")} />
          <Textarea
            label={t("adminContent.editor.description")}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={DESCRIPTION_MAX}
            {...form.getInputProps("description")}
          />
          <TagsInput
            label={t("adminContent.moduleEditor.tags")}
            description={t("adminContent.moduleEditor.tagsHint")}
            clearable
            {...form.getInputProps("tags")}
          />
          <NumberInput
            label={t("adminContent.moduleEditor.minutes")}
            description={t("adminContent.moduleEditor.minutesHint")}
            min={0}
            max={MINUTES_MAX}
            allowDecimal={false}
            allowNegative={false}
            maw={240}
            {...form.getInputProps("estimatedMinutes")}
          />
          <Stack gap="xs" component="section" aria-labelledby="module-contents-heading">
            <Title order={2} size="h4" id="module-contents-heading">
              {t("adminContent.moduleEditor.contents")}
            </Title>
            <Text size="sm">{t("adminContent.moduleEditor.contentsHint")}</Text>
            <Text role="status" aria-live="polite" size="sm" fw={600} data-testid="module-contents-announcement">
              {announcement}
            </Text>
            {ids.length === 0 ? (
              <Text c="dimmed" data-testid="module-contents-empty">
                {t("adminContent.moduleEditor.noContents")}
              </Text>
            ) : (
              <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: "none" }} data-testid="module-contents">
                {ids.map((contentId, index) => (
                  <Paper component="li" key={contentId} withBorder radius="md" p="xs" data-testid="module-content-item">
                    <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
                      <Text style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                        <span className="compass-visually-hidden">{t("adminContent.moduleEditor.position", { position: index + 1 })} </span>
                        {nameOf(contentId)}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          id={`module-up-${index}`}
                          variant="default"
                          size="lg"
                          disabled={index === 0}
                          aria-label={t("adminContent.moduleEditor.moveUp", { title: nameOf(contentId) })}
                          onClick={() => move(index, -1)}
                        >
                          <span aria-hidden="true">↑</span>
                        </ActionIcon>
                        <ActionIcon
                          id={`module-down-${index}`}
                          variant="default"
                          size="lg"
                          disabled={index === ids.length - 1}
                          aria-label={t("adminContent.moduleEditor.moveDown", { title: nameOf(contentId) })}
                          onClick={() => move(index, 1)}
                        >
                          <span aria-hidden="true">↓</span>
                        </ActionIcon>
                        <ActionIcon
                          data-module-remove
                          variant="outline"
                          color="red.9"
                          size="lg"
                          aria-label={t("adminContent.moduleEditor.remove", { title: nameOf(contentId) })}
                          onClick={() => removeContent(index)}
                        >
                          <span aria-hidden="true">✕</span>
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                id="module-add-content"
                label={t("adminContent.moduleEditor.addLabel")}
                placeholder={t("adminContent.moduleEditor.addPlaceholder")}
                data={choices}
                value={adding}
                onChange={setAdding}
                searchable
                nothingFoundMessage={t("adminContent.moduleEditor.noChoices")}
                comboboxProps={{ withinPortal: true }}
                style={{ flex: "1 1 220px" }}
              />
              <Button variant="light" onClick={addContent} disabled={!adding}>
                {t("adminContent.moduleEditor.add")}
              </Button>
            </Group>
          </Stack>
          <Group gap="sm">
            <Button type="submit" loading={pending}>
              {module ? t("adminContent.editor.save") : t("adminContent.moduleEditor.create")}
            </Button>
            <Button component={Link} to={pathFor("admin-modules")} variant="default">
              {t("adminContent.editor.cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
