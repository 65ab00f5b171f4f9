/**
 * /discover: the 'featured' category's modules and articles first, then every top-level category
 * as a card with its picture, opening /discover/category/:id. The categories are one small read;
 * the featured items are read by id, in parallel.
 */
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Category } from "../../../gen/compass/v1/compass_pb";
import { isFeaturedTitle } from "../../../shared/featured";
import { pathFor } from "../../../shared/routes";
import { LibraryCard } from "../../components/learning/library-card";
import { QueryState } from "../../components/query-state/query-state";
import { CardSection, CardSkeletons, ContentCards, ModuleCards } from "./library-grid";
import { useCategories, useContents, useModules } from "../../queries/learning-queries";
import SearchBox from "../../components/learning/search-box";
import { byLibraryName } from "../../components/learning/library-name";

function Featured(props: { category: Category }) {
  const { t } = useTranslation();
  const modules = useModules(props.category.assignedModulesIds);
  const contents = useContents(props.category.assignedContentIds);
  if (modules.isPending || contents.isPending) return <CardSkeletons label={t("discover.loading")} />;
  if (modules.items.length + contents.items.length === 0) return null;
  return (
    <CardSection id="featured-heading" title={t("discover.featured")} testId="discover-featured">
      <ModuleCards modules={modules.items} categoryId={props.category.id} />
      <ContentCards contents={contents.items} categoryId={props.category.id} />
    </CardSection>
  );
}

export default function DiscoverPage() {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t("discover.heading")}</Title>
        <Text>{t("discover.intro")}</Text>
      </Stack>
      <SearchBox maw={520} />
      <QueryState
        query={categories}
        loadingLabel={t("discover.loading")}
        errorMessage={t("discover.loadError")}
        isEmpty={(data) => data.categories.length === 0}
        empty={<Text data-testid="discover-empty">{t("discover.empty")}</Text>}
      >
        {(data) => {
          const featured = data.categories.find((c) => c.featured || isFeaturedTitle(c.title));
          const topLevel = data.categories
            .filter((c) => !c.parentCategoryId && !c.featured && !isFeaturedTitle(c.title))
            .sort(byLibraryName(t));
          return (
            <Stack gap="xl">
              {featured ? <Featured category={featured} /> : null}
              {topLevel.length > 0 ? (
                <CardSection id="categories-heading" title={t("discover.categories")} testId="discover-categories">
                  {topLevel.map((c) => (
                    <LibraryCard
                      key={c.id}
                      to={pathFor("discover-category", { id: c.id })}
                      title={c.title}
                      description={c.description}
                      imageSet={c.imageSet}
                      meta={t("discover.items", { count: c.assignedModulesIds.length + c.assignedContentIds.length })}
                      headingLevel={3}
                      testId="category-card"
                    />
                  ))}
                </CardSection>
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
