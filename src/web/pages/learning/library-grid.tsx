/**
 * The learner's pages' building blocks around the cards: a titled section with a responsive grid
 * (one column on a phone), and the cards for modules and articles or videos of a category.
 */
import { SimpleGrid, Skeleton, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { LearningContent, LearningModule } from "../../../gen/compass/v1/compass_pb";
import { useLibraryMeta } from "../../components/learning/library-meta";
import { pathFor } from "../../../shared/routes";
import { LibraryCard } from "../../components/learning/library-card";

export function CardSection(props: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={props.id} data-testid={props.testId}>
      <Title order={2} id={props.id} size="h3">
        {props.title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {props.children}
      </SimpleGrid>
    </Stack>
  );
}

/** A category's modules and contents as cards; `categoryId` keeps the way back ("library" when none). */
export function ModuleCards(props: { modules: readonly LearningModule[]; categoryId: string }) {
  const meta = useLibraryMeta();
  return props.modules.map((m) => (
    <LibraryCard
      key={m.id}
      to={pathFor("module", { cat: props.categoryId, id: m.id })}
      title={m.title}
      description={m.description}
      imageSet={m.imageSet}
      meta={meta.module(m)}
      testId="module-card"
    />
  ));
}

export function ContentCards(props: { contents: readonly LearningContent[]; categoryId: string }) {
  const meta = useLibraryMeta();
  return props.contents.map((c) => (
    <LibraryCard
      key={c.id}
      to={pathFor("lesson", { cat: props.categoryId, id: c.id })}
      title={c.title}
      description={c.description}
      imageSet={c.imageSet}
      meta={meta.content(c)}
      testId="content-card"
    />
  ));
}

/** Placeholder cards while the library loads (the grid keeps its shape: no layout shift). */
export function CardSkeletons(props: { count?: number; label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" role="status" aria-label={props.label}>
      {Array.from({ length: props.count ?? 3 }, (_, i) => (
        <Skeleton key={i} height={180} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
