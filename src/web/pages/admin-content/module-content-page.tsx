/**
 * /admin/module-content/:cat (the parameter holds the learning module's id, as the spec spells the
 * route): the module's articles and videos in the order learners take them, reordered by dragging,
 * by keyboard or with the arrow buttons, with items added and removed (the shared ordered list,
 * ordered-list.tsx). Saving sends AdminUnassignLearningContentToModule,
 * AdminAssignLearningContentToModule and AdminUpdateModuleContentOrder (contentPlan) and stays on
 * the page. Leaving with unsaved changes asks first.
 */
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { LearningContent, LearningModule } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { QueryState } from "../../components/query-state/query-state";
import { invalidateAdminContent, useAllContents, useAllModules } from "./admin-content-queries";
import { OrderedList } from "./ordered-list";
import { moduleContentsTexts } from "./ordered-list-texts";
import { sameList } from "./ordering";
import { SaveBar } from "./save-bar";
import { NotFoundState } from "../../components/editor/not-found-state";
import { allOf, useSaveModuleContents } from "./library-page";
import { UnsavedChangesGuard } from "../../components/editor/unsaved-changes-guard";
import "../../i18n/en/admin-content";

export default function ModuleContentPage() {
  const { t } = useTranslation();
  const moduleId = useParams().cat ?? "";
  const modules = useAllModules();
  const contents = useAllContents();
  const listPath = pathFor("admin-modules");
  const both = allOf({ modules, contents });
  const back = (
    <Anchor component={Link} to={listPath}>
      {t("adminContent.moduleEditor.back")}
    </Anchor>
  );

  return (
    <Stack gap="lg" maw={720}>
      {back}
      <QueryState query={both} loadingLabel={t("adminContent.moduleEditor.loading")} errorMessage={t("adminContent.moduleEditor.loadError")}>
        {(data) => {
          const module = data.modules.learningModules.find((m) => m.id === moduleId);
          if (!module) {
            return (
              <NotFoundState
                testId="module-not-found"
                heading={t("adminContent.moduleContent.notFoundHeading")}
                message={t("adminContent.moduleEditor.notFound")}
                backTo={listPath}
                backLabel={t("adminContent.moduleEditor.back")}
              />
            );
          }
          return <ModuleContents key={module.id} module={module} contents={data.contents.learningContents} />;
        }}
      </QueryState>
    </Stack>
  );
}

function ModuleContents(props: { module: LearningModule; contents: readonly LearningContent[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saveContents = useSaveModuleContents();
  const errorText = useServerErrorText({ generic: t("adminContent.moduleContent.errors.generic") });
  const { module, contents } = props;
  const saved = useRef<string[]>([...module.learningContentIds]);
  const [ids, setIds] = useState<string[]>(saved.current);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState("");
  const dirty = useCallback(() => !sameList(saved.current, ids), [ids]);

  const change = (next: string[]) => {
    setIds(next);
    setSavedMessage("");
  };

  const save = async () => {
    setError(null);
    setSavedMessage("");
    setPending(true);
    try {
      await saveContents(module.id, saved.current, ids);
      saved.current = [...ids];
      await invalidateAdminContent(queryClient);
      setSavedMessage(t("adminContent.moduleContent.saved"));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed">
          {t("adminContent.moduleContent.eyebrow")}
        </Text>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {module.title}
        </Title>
        <Text>{t("adminContent.moduleContent.intro")}</Text>
        <Anchor component={Link} to={`${pathFor("admin-add-edit-learning-module")}?id=${encodeURIComponent(module.id)}`}>
          {t("adminContent.moduleContent.editDetails")}
        </Anchor>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <UnsavedChangesGuard when={dirty} body={t("adminContent.moduleContent.unsaved")} />
        <Stack gap="md">
          <OrderedList
            id="module-contents"
            items={ids}
            onChange={change}
            choices={contents.map((c) => ({ value: c.id, label: c.title }))}
            texts={moduleContentsTexts(t)}
          />
          <SaveBar
            error={error}
            pending={pending}
            savedMessage={savedMessage}
            onSave={() => void save()}
            saveLabel={t("adminContent.moduleContent.save")}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
