/**
 * Suggested learning for the survey's weakest sections (issue #12 §2): each section's library tags
 * (src/shared/business-survey.ts) searched as /admin/tag/:tag searches one (the library search,
 * which matches tags among titles and words), the items kept that carry one of the section's tags
 * exactly, a few per section, none twice on the page, as links into the library.
 */
import { createQueryOptions, useTransport } from "@connectrpc/connect-query";
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CompassService, SearchResultType, type SearchResponse } from "../../../gen/compass/v1/compass_pb";
import type { SectionResult } from "../../../shared/business-survey";
import { pathFor } from "../../../shared/routes";
import { ErrorState } from "../../components/query-state/query-state";
import { NO_CATEGORY, useLibraryMeta } from "../../components/learning/library-meta";
import { useContents, useModules } from "../../queries/learning-queries";
import { searchable } from "../../components/learning/search-query";
import { itemRef, pickSuggestions, sectionCandidates, type FoundItem } from "./overview-model";
import "../../i18n/en/my-business";
import { libraryName } from "../../components/learning/library-name";

/** Items shown per section, and how many of its search results are fetched to find them. */
const PER_SECTION = 3;
const CANDIDATES = 6;

function useSuggestions(sections: readonly SectionResult[]) {
  const transport = useTransport();
  const tags = [...new Set(sections.flatMap((s) => s.tags))].filter((tag) => searchable(tag).ok);
  const searches = useQueries({
    queries: tags.map((tag) => ({ ...createQueryOptions(CompassService.method.search, { query: tag }, { transport }), staleTime: 60_000, retry: 1 })),
  });
  const resultsByTag = new Map<string, FoundItem[]>(
    tags.map((tag, i) => [
      tag,
      ((searches[i]?.data as SearchResponse | undefined)?.results ?? []).map((r): FoundItem => ({ kind: r.resultType === SearchResultType.LEARNING_MODULE ? "module" : "content", id: r.contentId })),
    ]),
  );
  const candidates = sections.map((s) => sectionCandidates(s.tags, resultsByTag, CANDIDATES));
  const unique = new Map(candidates.flat().map((item) => [itemRef(item), item]));
  const modules = useModules([...unique.values()].filter((i) => i.kind === "module").map((i) => i.id));
  const contents = useContents([...unique.values()].filter((i) => i.kind === "content").map((i) => i.id));
  const tagsOf = (item: FoundItem) => (item.kind === "module" ? modules.items.find((m) => m.id === item.id)?.tags : contents.items.find((c) => c.id === item.id)?.tags);
  const picked = pickSuggestions(
    sections.map((s, i) => ({ tags: s.tags, candidates: candidates[i]! })),
    tagsOf,
    PER_SECTION,
  );
  return {
    picked,
    modules: modules.items,
    contents: contents.items,
    isPending: searches.some((s) => s.isPending) || modules.isPending || contents.isPending,
    isError: searches.length > 0 && searches.some((s) => s.isError),
    refetch: () => {
      for (const s of searches) if (s.isError) void s.refetch();
    },
  };
}

export function SurveySuggestions(props: { sections: readonly SectionResult[] }) {
  const { t } = useTranslation();
  const meta = useLibraryMeta();
  const found = useSuggestions(props.sections);
  if (found.isError) return <ErrorState message={t("myBusiness.results.suggestionsError")} onRetry={found.refetch} testId="suggestions-error" />;
  if (found.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t("myBusiness.results.suggestionsLoading")}>
        {props.sections.map((s) => (
          <div key={s.name} className="mb-skeleton" style={{ height: 88 }} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="suggestions">
      {props.sections.map((section, i) => {
        const items = found.picked[i] ?? [];
        const headingId = `suggestions-${i}`;
        return (
          <Stack key={section.name} gap="xs" component="section" aria-labelledby={headingId} data-testid="suggestion-section">
            <Title order={4} id={headingId}>
              {t("myBusiness.results.suggestionsFor", { name: section.name })}
            </Title>
            {items.length === 0 ? (
              <Text size="sm">
                {t("myBusiness.results.suggestionsNone")}{" "}
                <Anchor component={Link} to={pathFor("discover")} underline="always">
                  {t("myBusiness.results.browse")}
                </Anchor>
              </Text>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
                {items.map((item) => {
                  const module = item.kind === "module" ? found.modules.find((m) => m.id === item.id) : undefined;
                  const content = item.kind === "content" ? found.contents.find((c) => c.id === item.id) : undefined;
                  const title = module ? libraryName(module.title, t) : (content?.title ?? "");
                  const to = item.kind === "module" ? pathFor("module", { cat: NO_CATEGORY, id: item.id }) : pathFor("lesson", { cat: NO_CATEGORY, id: item.id });
                  return (
                    <li key={itemRef(item)} className="mb-suggestion" data-testid="suggestion">
                      <Anchor component={Link} to={to} fw={600} style={{ overflowWrap: "anywhere" }}>
                        {title}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {module ? meta.module(module) : content ? meta.content(content) : ""}
                      </Text>
                    </li>
                  );
                })}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
