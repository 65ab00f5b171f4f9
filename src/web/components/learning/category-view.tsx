/**
 * The top of a category's page as a learner sees it: title, picture, description and page text.
 * The discover-category page and the category editor's preview both render it.
 */
import { Stack, Text, Title } from "@mantine/core";
import { imageAttributes } from "./image-set";
import { ArticleBody } from "./learning-content-view";
import { useLibraryName } from "./library-name";

export function CategoryHeader(props: {
  category: { title: string; description: string; htmlBody: string; imageSet: Readonly<Record<string, string>> };
  headingLevel?: 1 | 2;
}) {
  const { category } = props;
  const name = useLibraryName();
  const cover = imageAttributes(category.imageSet);
  return (
    <Stack gap="sm" data-testid="category-header">
      <Title order={props.headingLevel ?? 1} style={{ overflowWrap: "anywhere" }}>
        {name(category.title)}
      </Title>
      {cover ? (
        <img src={cover.src} srcSet={cover.srcSet} sizes={cover.sizes} alt="" style={{ width: "100%", maxHeight: 280, objectFit: "cover", borderRadius: "var(--mantine-radius-lg)" }} />
      ) : null}
      {category.description ? <Text size="lg">{category.description}</Text> : null}
      {category.htmlBody ? <ArticleBody html={category.htmlBody} /> : null}
    </Stack>
  );
}
