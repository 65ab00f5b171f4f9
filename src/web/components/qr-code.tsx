/**
 * A QR code of a text (a sign-up link, an otpauth URI), drawn by `qrcode` as SVG and shown as an
 * image with a text alternative. The library is imported when the first code is drawn, so it
 * loads only on the pages that show one.
 */
import { Loader, Text } from "@mantine/core";
import { useEffect, useState } from "react";

export interface QrCodeProps {
  value: string;
  /** The image's text alternative. */
  alt: string;
  /** Shown while the library loads. */
  loadingLabel: string;
  errorText: string;
  size?: number;
  testId?: string;
}

/** The SVG of `value` as a data: URL (the page's CSP allows data: images). */
export async function qrDataUrl(value: string): Promise<string> {
  const QRCode = await import("qrcode");
  const svg = await QRCode.toString(value, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCode(props: QrCodeProps) {
  const [state, setState] = useState<{ value: string; url: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(props.value).then(
      (url) => live && setState({ value: props.value, url, failed: false }),
      () => live && setState({ value: props.value, url: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [props.value]);
  const size = props.size ?? 200;
  if (!state || state.value !== props.value) return <Loader size="sm" aria-label={props.loadingLabel} />;
  if (state.failed || !state.url) return <Text c="red.9">{props.errorText}</Text>;
  return <img src={state.url} alt={props.alt} width={size} height={size} data-testid={props.testId} style={{ background: "#fff", display: "block" }} />;
}
