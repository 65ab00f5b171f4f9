/**
 * The survey's results (issue #12 §2), from the latest submitted version: a score per section as a
 * bar chart (plain bars drawn with CSS beside their values in words — nothing to load, readable
 * without the picture), the strengths and gaps in words, and suggested learning for the weakest
 * sections (survey-suggestions.tsx). The PDF of the same version downloads from here.
 */
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { surveyResults, type SectionResult } from "../../../shared/business-survey";
import { surveyResultsIn } from "../../../shared/business-survey-i18n";
import { QueryState } from "../../components/query-state/query-state";
import { useDownloadSurvey, useLatestSurvey } from "./business-queries";
import { DownloadButton } from "../../components/documents/download-button";
import { SurveySuggestions } from "./survey-suggestions";
import type { ToolView } from "./tool-view";
import "../../i18n/en/my-business";
import { listFormat, numberFormat } from "../../i18n/formats";

function ScoreBars(props: { sections: readonly SectionResult[] }) {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), [i18n.language]);
  return (
    <ul className="mb-bars" data-testid="survey-scores">
      {props.sections.map((s) => (
        <li key={s.name} className="mb-bar-row" data-level={s.level}>
          <div className="mb-bar-text">
            <Text fw={600} component="span">
              {s.name}
            </Text>
            <Text component="span" size="sm">
              {s.level === "unanswered" ? t("myBusiness.results.levels.unanswered") : `${t("myBusiness.results.score", { average: number.format(s.average) })} · ${t(`myBusiness.results.levels.${s.level}`)}`}
            </Text>
          </div>
          <div className="mb-bar-track" aria-hidden="true">
            <div className="mb-bar-fill" style={{ width: `${Math.round((s.average / 5) * 100)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SurveyResults(props: { onOpen: (view: ToolView) => void }) {
  const { t, i18n } = useTranslation();
  const latest = useLatestSurvey(true);
  const download = useDownloadSurvey();
  const list = useMemo(() => listFormat(i18n.language, { type: "conjunction" }), [i18n.language]);
  return (
    <Stack gap="lg" data-testid="survey-results">
      <Title order={2}>{t("myBusiness.results.heading")}</Title>
      <QueryState query={latest} loadingLabel={t("myBusiness.results.loading")} errorMessage={t("myBusiness.results.loadError")}>
        {(data) => {
          const survey = data.survey;
          if (!survey || survey.versionNumber === 0) {
            return (
              <Stack gap="sm" align="flex-start" data-testid="survey-results-none">
                <Text>{t("myBusiness.results.none")}</Text>
                <Button onClick={() => props.onOpen("survey")}>{t("myBusiness.results.takeSurvey")}</Button>
              </Stack>
            );
          }
          // Section names in the reader's language (the survey stores them as answered, in English).
          const results = surveyResultsIn(i18n.language, surveyResults(survey));
          return (
            <Stack gap="xl">
              <Stack gap="sm">
                <Text fw={600} data-testid="survey-results-version">
                  {t("myBusiness.results.version", { version: survey.versionNumber })}
                </Text>
                <Group gap="md" align="flex-start" wrap="wrap">
                  <Button variant="default" onClick={() => props.onOpen("survey")} data-testid="survey-change">
                    {t("myBusiness.results.change")}
                  </Button>
                  <DownloadButton
                    version={survey.versionNumber}
                    label={t("myBusiness.download.pdf")}
                    name={t("myBusiness.survey.downloadName")}
                    hint={t("myBusiness.download.hintSurvey")}
                    fallbackName="business-survey.pdf"
                    fetch={() => download.mutateAsync({})}
                    testId="survey-download"
                  />
                </Group>
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="results-scores">
                <Title order={3} id="results-scores">
                  {t("myBusiness.results.scoresHeading")}
                </Title>
                <Text size="sm" c="dimmed">
                  {t("myBusiness.results.scoresIntro")}
                </Text>
                <ScoreBars sections={results.sections} />
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="results-summary" data-testid="survey-summary">
                <Title order={3} id="results-summary">
                  {t("myBusiness.results.summaryHeading")}
                </Title>
                <Text>{results.strengths.length > 0 ? t("myBusiness.results.strengths", { list: list.format(results.strengths) }) : t("myBusiness.results.noStrengths")}</Text>
                <Text>{results.gaps.length > 0 ? t("myBusiness.results.gaps", { list: list.format(results.gaps) }) : t("myBusiness.results.noGaps")}</Text>
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="results-suggestions">
                <Title order={3} id="results-suggestions">
                  {t("myBusiness.results.suggestionsHeading")}
                </Title>
                {results.weakest.length > 0 ? (
                  <>
                    <Text size="sm" c="dimmed">
                      {t("myBusiness.results.suggestionsIntro")}
                    </Text>
                    <SurveySuggestions sections={results.weakest} />
                  </>
                ) : (
                  <Text>{t("myBusiness.results.noWeak")}</Text>
                )}
              </Stack>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
