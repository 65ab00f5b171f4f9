/**
 * Uploads with their progress on a page: `useUploads().start` runs one upload through the file
 * store (upload-file.ts) and lists it while it travels; `UploadList` draws each running upload as
 * a labelled progress bar. The library editor, its cover picture and attachments, and the partner
 * banks' logo use them.
 */
import { Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { auth } from "../auth/instance";
import { LabelledProgress } from "../components/labelled-progress";
import { uploadFile, type UploadedFile, type UploadPurpose } from "./upload-file";
import "../i18n/en/uploads";

export interface UploadProgress {
  id: number;
  name: string;
  fraction: number;
}

/** Uploads with progress for a page: `start` runs one upload and lists it while it runs. */
export function useUploads() {
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const next = useRef(1);
  const start = async (file: File, purpose: UploadPurpose): Promise<UploadedFile> => {
    const id = next.current++;
    setUploads((list) => [...list, { id, name: file.name, fraction: 0 }]);
    try {
      return await uploadFile(
        file,
        { purpose, onProgress: (fraction) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, fraction } : u))) },
        { tokens: auth },
      );
    } finally {
      setUploads((list) => list.filter((u) => u.id !== id));
    }
  };
  return { uploads, start };
}

/** Each running upload as a labelled progress bar. */
export function UploadList(props: { uploads: readonly UploadProgress[]; testId?: string }) {
  const { t } = useTranslation();
  if (props.uploads.length === 0) return null;
  return (
    <Stack gap={6} data-testid={props.testId ?? "uploads"}>
      {props.uploads.map((u) => {
        const percent = Math.round(u.fraction * 100);
        return (
          <Stack key={u.id} gap={2}>
            <Text size="sm" id={`upload-${u.id}`} style={{ overflowWrap: "anywhere" }}>
              {t("uploads.uploading", { name: u.name, percent })}
            </Text>
            <LabelledProgress value={percent} labelledBy={`upload-${u.id}`} size="sm" animate />
          </Stack>
        );
      })}
    </Stack>
  );
}
