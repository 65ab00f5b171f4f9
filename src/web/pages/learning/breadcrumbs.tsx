/**
 * The way back from a module or lesson: Discover › the category's parents › the category (when the
 * page was opened from one: the `cat` of the path; "library" when it was not, e.g. from search)
 * › the module (for a lesson opened inside one).
 */
import { Anchor, Box, Breadcrumbs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathFor } from "../../../shared/routes";
import { ancestorsOf } from "./library-tree";
import { useCategories } from "../../queries/learning-queries";
import { useLibraryName } from "../../components/learning/library-name";
import { NO_CATEGORY } from "../../components/learning/library-meta";


export function LibraryBreadcrumbs(props: { categoryId: string; module?: { id: string; title: string } }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const all = categories.data?.categories ?? [];
  const category = all.find((c) => c.id === props.categoryId);
  const name = useLibraryName();
  return (
    <Box component="nav" aria-label={t("learning.breadcrumbs")}>
      <Breadcrumbs separator="›" style={{ flexWrap: "wrap", rowGap: 4 }}>
        <Anchor component={Link} to={pathFor("discover")}>
          {t("discover.heading")}
        </Anchor>
        {category
          ? [...ancestorsOf(category, all), category].map((c) => (
              <Anchor key={c.id} component={Link} to={pathFor("discover-category", { id: c.id })}>
                {name(c.title)}
              </Anchor>
            ))
          : null}
        {props.module ? (
          <Anchor component={Link} to={pathFor("module", { cat: props.categoryId || NO_CATEGORY, id: props.module.id })}>
            {name(props.module.title)}
          </Anchor>
        ) : null}
      </Breadcrumbs>
    </Box>
  );
}
