/**
 * A category, module or article as a card on the learner's pages: the whole card is one link
 * (named by its title), with the cover picture from its image set when it has one (a phone loads
 * the 320 px copy), a line saying what it is and how long it takes, and its description.
 */
import { Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { imageAttributes } from "./image-set";
import { useLibraryName } from "./library-name";

export function LibraryCard(props: {
  to: string;
  title: string;
  description?: string;
  imageSet?: Readonly<Record<string, string>>;
  /** What it is and how long: "Module · 4 lessons · 25 min". */
  meta?: string;
  /** A done mark or progress, shown under the title. */
  status?: React.ReactNode;
  headingLevel?: 2 | 3 | 4;
  testId?: string;
}) {
  const name = useLibraryName();
  const image = props.imageSet ? imageAttributes(props.imageSet, "(max-width: 600px) 100vw, 320px") : null;
  return (
    <Paper
      component={Link}
      to={props.to}
      withBorder
      radius="lg"
      className="compass-card-link"
      data-testid={props.testId}
      style={{ display: "block", overflow: "hidden", color: "inherit", textDecoration: "none", height: "100%" }}
    >
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt=""
          loading="lazy"
          style={{ display: "block", width: "100%", aspectRatio: "16 / 9", objectFit: "cover", background: "var(--mantine-color-gray-1)" }}
        />
      ) : null}
      <Stack gap={6} p="md">
        {props.meta ? (
          <Text size="sm" c="dimmed">
            {props.meta}
          </Text>
        ) : null}
        <Title order={props.headingLevel ?? 3} size="h4" style={{ overflowWrap: "anywhere" }}>
          {name(props.title)}
        </Title>
        {props.status}
        {props.description ? (
          <Text size="sm" lineClamp={3}>
            {props.description}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
