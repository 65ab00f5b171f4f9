/**
 * /discover/category/:id: a category's picture, description and page text, then its
 * subcategories, modules and articles or videos as cards; breadcrumbs back through its parents to
 * Discover. An unknown id says so with a way back.
 */
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { Category } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { LibraryCard } from "../../components/learning/library-card";
import { ErrorState, QueryState } from "../../components/query-state/query-state";
import { CardSection, CardSkeletons, ContentCards, ModuleCards } from "./library-grid";
import { LibraryBreadcrumbs } from "./breadcrumbs";
import { CategoryHeader } from "../../components/learning/category-view";
import { useCategories, useContents, useModules } from "../../queries/learning-queries";
import { byLibraryName } from "../../components/learning/library-name";

function CategoryItems(props: { category: Category; all: readonly Category[] }) {
  const { t } = useTranslation();
  const { category } = props;
  const modules = useModules(category.assignedModulesIds);
  const contents = useContents(category.assignedContentIds);
  const children = props.all.filter((c) => c.parentCategoryId === category.id).sort(byLibraryName(t));
  const loading = modules.isPending || contents.isPending;
  const nothing = !loading && children.length + modules.items.length + contents.items.length === 0;
  return (
    <Stack gap="xl">
      <LibraryBreadcrumbs categoryId={category.parentCategoryId} />
      <CategoryHeader category={category} />
      {children.length > 0 ? (
        <CardSection id="subcategories-heading" title={t("discover.subcategories")}>
          {children.map((c) => (
            <LibraryCard key={c.id} to={pathFor("discover-category", { id: c.id })} title={c.title} description={c.description} imageSet={c.imageSet} testId="category-card" />
          ))}
        </CardSection>
      ) : null}
      {loading ? <CardSkeletons label={t("discover.loading")} /> : null}
      {modules.items.length > 0 ? (
        <CardSection id="modules-heading" title={t("discover.modules")} testId="category-modules">
          <ModuleCards modules={modules.items} categoryId={category.id} />
        </CardSection>
      ) : null}
      {contents.items.length > 0 ? (
        <CardSection id="contents-heading" title={t("discover.contents")} testId="category-contents">
          <ContentCards contents={contents.items} categoryId={category.id} />
        </CardSection>
      ) : null}
      {modules.isError || contents.isError ? <ErrorState message={t("discover.itemsError")} onRetry={() => void Promise.all([modules.refetch(), contents.refetch()])} /> : null}
      {nothing && !modules.isError && !contents.isError ? <Text data-testid="category-empty">{t("discover.categoryEmpty")}</Text> : null}
    </Stack>
  );
}

export default function DiscoverCategoryPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? "";
  const categories = useCategories();
  return (
    <QueryState query={categories} loadingLabel={t("discover.loading")} errorMessage={t("discover.loadError")}>
      {(data) => {
        const category = data.categories.find((c) => c.id === id);
        if (!category) {
          return (
            <Stack gap="md">
              <Title order={1}>{t("discover.notFoundHeading")}</Title>
              <ErrorState
                testId="category-not-found"
                message={t("discover.notFound")}
                actions={
                  <Anchor component={Link} to={pathFor("discover")}>
                    {t("discover.back")}
                  </Anchor>
                }
              />
            </Stack>
          );
        }
        return <CategoryItems key={category.id} category={category} all={data.categories} />;
      }}
    </QueryState>
  );
}
