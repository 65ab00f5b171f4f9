/**
 * /admin/tag/:tag (any signed-in user, spec §2): every module and article or video carrying a tag,
 * found through the library search (tags are part of what it matches) and kept to the items whose
 * tags include this one exactly.
 */
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { pathFor } from "../../../shared/routes";
import { ErrorState } from "../../components/query-state/query-state";
import { CardSkeletons } from "./library-grid";
import { HitCards } from "./search-results-page";
import { useSearchHits } from "../../components/learning/search-hits";

export default function TagPage() {
  const { t } = useTranslation();
  const tag = (useParams().tag ?? "").trim().toLowerCase();
  const { hits, isPending, isError, refetch, check } = useSearchHits(tag);
  const tagged = hits.filter((h) => h.item.tags.some((x) => x.toLowerCase() === tag));
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t("tag.eyebrow")}
        </Text>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {tag}
        </Title>
      </Stack>
      {!check.ok ? (
        <Text>{t("tag.nothing")}</Text>
      ) : isError ? (
        <ErrorState message={t("search.error")} onRetry={refetch} />
      ) : isPending ? (
        <CardSkeletons label={t("search.searching")} />
      ) : tagged.length === 0 ? (
        <Stack gap="xs" data-testid="tag-nothing">
          <Text>{t("tag.nothing")}</Text>
          <Anchor component={Link} to={pathFor("discover")}>
            {t("search.browse")}
          </Anchor>
        </Stack>
      ) : (
        <HitCards hits={tagged} />
      )}
    </Stack>
  );
}
