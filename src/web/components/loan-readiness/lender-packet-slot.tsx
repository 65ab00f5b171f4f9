/**
 * The place of the "Download the lender packet" button (issue #39, deliverable 5) on the learner's
 * Loan readiness tab, under the request form. The packet's RPCs (DownloadMyLenderPacket,
 * CoachDownloadUserLenderPacket) come with another slice: it fills this component in (a button like
 * the other documents' downloads, pages/business/download-button.tsx; disabled with the reason until
 * a request is saved, `saved`) and the coach's section can show its own beside the request figures.
 * Until then it shows nothing.
 */
export function LenderPacketSlot(_props: { saved: boolean }) {
  return null;
}
