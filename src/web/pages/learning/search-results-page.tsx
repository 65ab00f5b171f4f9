/**
 * /discover/search/:term: what the library search found for a query, best first, as cards (a
 * module or an article or video), with the search box to search again. An empty result, a query
 * of only punctuation and an over-long query each get a plain answer, never an error page.
 */
import { Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { pathFor } from "../../../shared/routes";
import { LibraryCard } from "../../components/learning/library-card";
import { ErrorState } from "../../components/query-state/query-state";
import { NO_CATEGORY, useLibraryMeta } from "../../components/learning/library-meta";
import { CardSkeletons } from "./library-grid";
import SearchBox from "../../components/learning/search-box";
import { QUERY_MAX } from "../../components/learning/search-query";
import { useSearchHits, type Hit } from "../../components/learning/search-hits";

export function HitCards(props: { hits: readonly Hit[] }) {
  const meta = useLibraryMeta();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="search-results">
      {props.hits.map((hit) =>
        hit.kind === "module" ? (
          <LibraryCard key={hit.item.id} to={pathFor("module", { cat: NO_CATEGORY, id: hit.item.id })} title={hit.item.title} description={hit.item.description} imageSet={hit.item.imageSet} meta={meta.module(hit.item)} testId="search-hit" headingLevel={2} />
        ) : (
          <LibraryCard key={hit.item.id} to={pathFor("lesson", { cat: NO_CATEGORY, id: hit.item.id })} title={hit.item.title} description={hit.item.description} imageSet={hit.item.imageSet} meta={meta.content(hit.item)} testId="search-hit" headingLevel={2} />
        ),
      )}
    </SimpleGrid>
  );
}

export default function SearchResultsPage() {
  const { t } = useTranslation();
  const term = useParams().term ?? "";
  const { check, hits, isPending, isError, refetch } = useSearchHits(term);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} style={{ overflowWrap: "anywhere" }}>
        {check.ok ? t("search.heading", { term: check.query }) : t("search.headingPlain")}
      </Title>
      <SearchBox key={term} initial={term} maw={480} />
      {!check.ok ? (
        <Text data-testid="search-unusable">{check.reason === "long" ? t("search.tooLong", { max: QUERY_MAX }) : t("search.empty")}</Text>
      ) : isError ? (
        <ErrorState message={t("search.error")} onRetry={refetch} />
      ) : isPending ? (
        <CardSkeletons label={t("search.searching")} />
      ) : hits.length === 0 ? (
        <Stack gap="xs" data-testid="search-nothing">
          <Text>{t("search.nothing", { term: check.query })}</Text>
          <Anchor component={Link} to={pathFor("discover")}>
            {t("search.browse")}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text role="status">{t("search.count", { count: hits.length })}</Text>
          <HitCards hits={hits} />
        </Stack>
      )}
    </Stack>
  );
}
