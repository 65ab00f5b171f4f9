/**
 * English strings of the background reports' list (ADR 0025), loaded with the pages that show it
 * (/admin/download-report, /partner/report/ta).
 */
import { addArea } from "../language";

const reportJobs = {
  reportJobs: {
    heading: "Your recent reports",
    intro: "Large reports are prepared here while you do other things; you can leave this page and come back. Each is kept for 24 hours.",
    started: "This report is large, so it is being prepared in the background. It is listed under “Your recent reports” on this page, with its progress, and can be downloaded there when it is ready. You can leave this page meanwhile.",
    startedAnnounce: "The report is being prepared in the background.",
    readyAnnounce: "{{file}} is ready to download.",
    failedAnnounce: "{{file}} could not be prepared.",
    savedAnnounce: "{{file}} was saved.",
    kind: {
      ta: "TA sessions",
      pinpoint: "Pinpoint segment",
      activity: "User activity",
      counselingRecords: "Counseling records (SBA Form 641)",
      trainingEvents: "Training events (SBA Form 888)",
      impactLedger: "Impact ledger",
      other: "Report",
    },
    askedAt: "Asked for {{time}}",
    keptUntil: "kept until {{time}}",
    queued: "Waiting to start…",
    running: "{{done}} of {{total}} rows written",
    runningLabel: "Progress of {{file}}",
    ready: "Ready · {{size}}",
    failed: "It could not be prepared. Ask for the report again.",
    download: "Download",
    downloadLabel: "Download {{file}}",
    loadError: "Your recent reports could not be loaded.",
    received: "{{received}} received",
    receivedOf: "{{received}} of {{total}} received",
    downloadProgressLabel: "Download progress of {{file}}",
    linkGone: "The download link expired before it was used. Please try again.",
    downloadError: "The file could not be downloaded. Please try again.",
    notReady: "This report is no longer available. Ask for it again.",
  },
};

addArea("report-jobs", reportJobs);
export default reportJobs;
