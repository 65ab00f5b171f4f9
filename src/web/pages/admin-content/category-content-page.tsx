/**
 * /admin/category-content/:cat: what learners find in a category — its learning modules and its
 * articles and videos, each list in display order, with items added from those not assigned yet,
 * removed and reordered (by dragging, by keyboard or with the arrow buttons: the shared ordered
 * list, ordered-list.tsx). Saving sends both complete lists, in order, with
 * AdminUpdateCategoryAssignedContent and stays on the page. Leaving with unsaved changes asks first.
 */
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { CompassService, type Category, type LearningContent, type LearningModule } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { QueryState } from "../../components/query-state/query-state";
import { invalidateAdminContent, useAllCategories, useAllContents, useAllModules } from "./admin-content-queries";
import { OrderedList } from "./ordered-list";
import { categoryContentsTexts, categoryModulesTexts } from "./ordered-list-texts";
import { sameList } from "./ordering";
import { SaveBar } from "./save-bar";
import { NotFoundState } from "../../components/editor/not-found-state";
import { allOf } from "./library-page";
import { UnsavedChangesGuard } from "../../components/editor/unsaved-changes-guard";
import "../../i18n/en/admin-content";

const method = CompassService.method;

export default function CategoryContentPage() {
  const { t } = useTranslation();
  const categoryId = useParams().cat ?? "";
  const categories = useAllCategories();
  const modules = useAllModules();
  const contents = useAllContents();
  const listPath = pathFor("admin-categories");
  const all = allOf({ categories, modules, contents });

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={listPath}>
        {t("adminContent.editor.back")}
      </Anchor>
      <QueryState query={all} loadingLabel={t("adminContent.editor.loading")} errorMessage={t("adminContent.categoryContent.loadError")}>
        {(data) => {
          const category = data.categories.categories.find((c) => c.id === categoryId);
          if (!category) {
            return (
              <NotFoundState
                testId="category-not-found"
                heading={t("adminContent.categoryContent.notFoundHeading")}
                message={t("adminContent.editor.notFound")}
                backTo={listPath}
                backLabel={t("adminContent.editor.back")}
              />
            );
          }
          return <CategoryContents key={category.id} category={category} modules={data.modules.learningModules} contents={data.contents.learningContents} />;
        }}
      </QueryState>
    </Stack>
  );
}

function CategoryContents(props: { category: Category; modules: readonly LearningModule[]; contents: readonly LearningContent[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useMutation(method.adminUpdateCategoryAssignedContent);
  const errorText = useServerErrorText({ generic: t("adminContent.categoryContent.errors.generic") });
  const { category } = props;
  const saved = useRef({ modules: [...category.assignedModulesIds], contents: [...category.assignedContentIds] });
  const [moduleIds, setModuleIds] = useState<string[]>(saved.current.modules);
  const [contentIds, setContentIds] = useState<string[]>(saved.current.contents);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState("");
  const dirty = useCallback(
    () => !sameList(saved.current.modules, moduleIds) || !sameList(saved.current.contents, contentIds),
    [moduleIds, contentIds],
  );

  const save = async () => {
    setError(null);
    setSavedMessage("");
    setPending(true);
    try {
      await update.mutateAsync({ categoryId: category.id, learningModuleIds: moduleIds, learningContentIds: contentIds });
      saved.current = { modules: [...moduleIds], contents: [...contentIds] };
      await invalidateAdminContent(queryClient);
      setSavedMessage(t("adminContent.categoryContent.saved"));
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
          {t("adminContent.categoryContent.eyebrow")}
        </Text>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {category.title}
        </Title>
        <Text>{t("adminContent.categoryContent.intro")}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <UnsavedChangesGuard when={dirty} body={t("adminContent.categoryContent.unsaved")} />
        <Stack gap="xl">
          <OrderedList
            id="category-modules"
            items={moduleIds}
            onChange={(next) => {
              setModuleIds(next);
              setSavedMessage("");
            }}
            choices={props.modules.map((m) => ({ value: m.id, label: m.title }))}
            texts={categoryModulesTexts(t)}
          />
          <OrderedList
            id="category-contents"
            items={contentIds}
            onChange={(next) => {
              setContentIds(next);
              setSavedMessage("");
            }}
            choices={props.contents.map((c) => ({ value: c.id, label: c.title }))}
            texts={categoryContentsTexts(t)}
          />
          <SaveBar error={error} pending={pending} savedMessage={savedMessage} onSave={() => void save()} saveLabel={t("adminContent.categoryContent.save")} />
        </Stack>
      </Paper>
    </Stack>
  );
}
