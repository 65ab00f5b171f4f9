/**
 * /my-business (any signed-in user; issue #12 §4): the learner's business documents in one place.
 * Tabs kept in the address (`?tool=survey|results|plan`, `&part=` of the survey; tool-view.ts) so a
 * reload keeps the place:
 * - Overview (overview.tsx): the survey, the plan and the cash flow with their state, version,
 *   last-saved draft, a button to continue and the downloads; the profile's business details;
 * - Survey (survey-tool.tsx): the questionnaire part by part, then the results with suggestions;
 * - Plan (plan-tool.tsx): the business plan editor;
 * - Loan readiness (loan-tool.tsx; `?tool=loan`): the loan request, the five Cs and the DSCR table.
 * The survey, the plan and loan readiness load as their own chunks when their tab opens; the overview comes with
 * the page. One polite live region (the shared Announcer) carries "Saved", "Submitted", downloads.
 */
import { Stack, Tabs, Text, Title } from "@mantine/core";
import { Component, lazy, Suspense, useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { Announcer } from "../../components/document-editor/announcer";
import { Overview } from "./overview";
import { CURRENT_SURVEY } from "../../../shared/business-survey";
import type { ToolProps } from "./tool-props";
import { PART_PARAM, partOf, tabOf, TOOL_PARAM, toolViewOf, usePageParams, type ToolView } from "./tool-view";
import "../../i18n/en/my-business";
import "./my-business.css";

const loadSurvey = () => import("./survey-tool");
const loadPlan = () => import("./plan-tool");
const loadLoan = () => import("./loan-tool");

/** Catches a part whose code failed to load (a dropped connection) and offers to try again. */
class PartBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => {
          this.setState({ failed: false });
          this.props.onRetry();
        })
      : this.props.children;
  }
}

/** A lazily loaded part of the page, with a loader while it comes and a retry if it fails. */
function LazyPart<P extends object>(props: { load: () => Promise<{ default: ComponentType<P> }>; props: P }) {
  const { t } = useTranslation();
  // A new lazy component per attempt: React keeps a failed import's rejection in the old one.
  const [Part, setPart] = useState(() => lazy(props.load));
  return (
    <PartBoundary
      onRetry={() => setPart(() => lazy(props.load))}
      fallback={(retry) => <ErrorState message={t("myBusiness.loadToolError")} onRetry={retry} testId="my-business-part-error" />}
    >
      <Suspense fallback={<LoadingState label={t("myBusiness.loadingTool")} />}>
        <Part {...props.props} />
      </Suspense>
    </PartBoundary>
  );
}

export default function MyBusinessPage() {
  const { t } = useTranslation();
  const [search, change] = usePageParams();
  const view = toolViewOf(search);
  const tab = tabOf(view);
  const part = partOf(search, CURRENT_SURVEY.sections.length + 1);
  const panels = useRef<Record<string, HTMLDivElement | null>>({});

  /** Opens a part of the page; from a button elsewhere on the page, focus follows to the part. */
  const open = useCallback(
    (next: ToolView, options: { focus?: boolean } = {}) => {
      change((params) => {
        if (next === "overview") params.delete(TOOL_PARAM);
        else params.set(TOOL_PARAM, next);
        if (next !== "survey") params.delete(PART_PARAM);
      });
      if (options.focus) requestAnimationFrame(() => panels.current[tabOf(next)]?.focus());
    },
    [change],
  );
  const openFromPage = useCallback((next: ToolView) => open(next, { focus: true }), [open]);
  const onPart = useCallback((n: number) => change((params) => params.set(PART_PARAM, String(n + 1))), [change]);
  const toolProps = useMemo<ToolProps>(() => ({ view, onOpen: openFromPage, part, onPart }), [view, openFromPage, part, onPart]);

  const panel = (value: "overview" | "survey" | "plan" | "loan", children: ReactNode) => (
    <Tabs.Panel
      value={value}
      pt="lg"
      tabIndex={-1}
      ref={(node: HTMLDivElement | null) => {
        panels.current[value] = node;
      }}
      style={{ outline: "none" }}
    >
      {children}
    </Tabs.Panel>
  );

  return (
    <Announcer testId="my-business-announcement">
      <Stack gap="lg" maw={1080}>
        <Stack gap={4} maw={760}>
          <Title order={1}>{t("myBusiness.heading")}</Title>
          <Text>{t("myBusiness.intro")}</Text>
        </Stack>
        <Tabs value={tab} onChange={(value) => value && open(value as ToolView)} keepMounted={false}>
          <Tabs.List aria-label={t("myBusiness.tabs.label")}>
            <Tabs.Tab value="overview" data-testid="tab-overview">
              {t("myBusiness.tabs.overview")}
            </Tabs.Tab>
            <Tabs.Tab value="survey" data-testid="tab-survey">
              {t("myBusiness.tabs.survey")}
            </Tabs.Tab>
            <Tabs.Tab value="plan" data-testid="tab-plan">
              {t("myBusiness.tabs.plan")}
            </Tabs.Tab>
            <Tabs.Tab value="loan" data-testid="tab-loan">
              {t("myBusiness.tabs.loan")}
            </Tabs.Tab>
          </Tabs.List>
          {panel("overview", <Overview onOpen={openFromPage} />)}
          {panel("survey", <LazyPart load={loadSurvey} props={toolProps} />)}
          {panel("plan", <LazyPart load={loadPlan} props={toolProps} />)}
          {panel("loan", <LazyPart load={loadLoan} props={{}} />)}
        </Tabs>
      </Stack>
    </Announcer>
  );
}
