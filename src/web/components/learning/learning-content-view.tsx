/**
 * One article or video as a learner sees it: title, minutes and tags, the cover picture (its image
 * set through `srcset`, so a phone loads the small copy), the video (YouTube's privacy-enhanced
 * player) or the article's text, and the attachments to download. The admin editor's preview
 * renders this same component, so the preview is the learner's page.
 *
 * Written in another language than the page's (src/shared/text-language.ts guesses it from the
 * text), the title, description and article carry their own `lang`, and a note says so: "not in
 * Spanish yet, shown in English" for a Spanish reader of an English article (issue #16).
 *
 * `htmlBody` must be the server's sanitised html_body (every write passes the allowlist of
 * src/server/learning/html-sanitizer.ts) — or, in the editor's preview, the editor's own output,
 * which its schema limits to the same elements.
 */
import { Anchor, Badge, Box, Group, List, Stack, Text, Title, Typography } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathFor } from "../../../shared/routes";
import { guessTextLanguage } from "../../../shared/text-language";
import { embedUrl, isYouTubeId } from "../../../shared/youtube";
import { IconFileDownload } from "../../icons";
import { imageAttributes } from "./image-set";

export interface LearningContentLike {
  title: string;
  description: string;
  estimatedMinutes: number;
  /** "article" or "video". */
  kind: "article" | "video";
  htmlBody: string;
  /** The video map: youtube_id (and url). */
  video: Readonly<Record<string, string>>;
  tags: readonly string[];
  imageSet: Readonly<Record<string, string>>;
}

export interface AttachmentLike {
  id: string;
  url: string;
  title: string;
  description: string;
  contentType: string;
}

/** A YouTube video in a 16:9 frame that keeps its shape at any width. */
export function YouTubeEmbed(props: { videoId: string; title: string }) {
  if (!isYouTubeId(props.videoId)) return null;
  return (
    <Box style={{ position: "relative", width: "100%", aspectRatio: "16 / 9", borderRadius: "var(--mantine-radius-md)", overflow: "hidden", background: "#000" }}>
      <iframe
        src={embedUrl(props.videoId)}
        title={props.title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        style={{ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 }}
      />
    </Box>
  );
}

/** The article's sanitised HTML in the app's reading styles (images never wider than the column). */
export function ArticleBody(props: { html: string; lang?: string }) {
  return (
    <Typography className="compass-article" style={{ overflowWrap: "anywhere" }} lang={props.lang}>
      <div dangerouslySetInnerHTML={{ __html: props.html }} />
    </Typography>
  );
}

export function LearningContentView(props: { content: LearningContentLike; attachments: readonly AttachmentLike[]; headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  const { content, attachments } = props;
  const written = useMemo(
    () => guessTextLanguage(content.title, content.description, content.kind === "article" ? content.htmlBody : ""),
    [content.title, content.description, content.kind, content.htmlBody],
  );
  // Written in another language than the page's: marked, and said.
  const lang = written !== null && written !== i18n.language ? written : undefined;
  const cover = imageAttributes(content.imageSet);
  const videoId = content.video.youtube_id ?? "";
  return (
    <Stack gap="md" component="article" data-testid="learning-content-view">
      <Stack gap={6}>
        <Title order={props.headingLevel ?? 1} style={{ overflowWrap: "anywhere" }} lang={lang}>
          {content.title}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {content.kind === "video" ? t("learning.video") : t("learning.article")}
            {content.estimatedMinutes > 0 ? ` · ${t("learning.minutes", { count: content.estimatedMinutes })}` : ""}
          </Text>
          {content.tags.map((tag) => (
            <Badge key={tag} component={Link} to={pathFor("tag", { tag })} variant="outline" color="gray.9" radius="sm" tt="none" style={{ cursor: "pointer" }}>
              {tag}
            </Badge>
          ))}
        </Group>
        {lang ? (
          <Text size="sm" fs="italic" data-testid="content-language-note">
            {t(`learning.writtenIn.${lang}`)}
          </Text>
        ) : null}
      </Stack>
      {cover ? (
        <img
          src={cover.src}
          srcSet={cover.srcSet}
          sizes={cover.sizes}
          alt=""
          data-testid="learning-cover"
          style={{ width: "100%", height: "auto", maxHeight: 360, objectFit: "cover", borderRadius: "var(--mantine-radius-md)" }}
        />
      ) : null}
      {content.description ? (
        <Text size="lg" lang={lang}>
          {content.description}
        </Text>
      ) : null}
      {content.kind === "video" ? (
        videoId ? (
          <YouTubeEmbed videoId={videoId} title={t("learning.videoTitle", { title: content.title })} />
        ) : (
          <Text c="dimmed">{t("learning.noVideo")}</Text>
        )
      ) : null}
      {content.kind === "article" && content.htmlBody ? <ArticleBody html={content.htmlBody} lang={lang} /> : null}
      <AttachmentList attachments={attachments} headingLevel={((props.headingLevel ?? 1) + 1) as 2 | 3} />
    </Stack>
  );
}

/** The files and links to download or open, under a heading; nothing when there are none. */
export function AttachmentList(props: { attachments: readonly AttachmentLike[]; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const { attachments } = props;
  if (attachments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="learning-attachments-heading">
      <Title order={props.headingLevel} size="h4" id="learning-attachments-heading">
        {t("learning.attachments")}
      </Title>
      <List spacing="xs" listStyleType="none" p={0} data-testid="learning-attachments">
        {attachments.map((a) => (
          <List.Item key={a.id}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconFileDownload size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor href={a.url} {...(a.url.startsWith("/files/") ? { download: "" } : { target: "_blank", rel: "noopener noreferrer" })} style={{ overflowWrap: "anywhere" }}>
                  {a.title}
                </Anchor>
                {a.description ? (
                  <Text size="sm" c="dimmed">
                    {a.description}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
