/**
 * Spanish strings of the upload progress list (src/web/files/upload-list.tsx) (the English, and the
 * shape every language follows: ../en/uploads.ts).
 */
import type en from "../en/uploads";

const es: typeof en = {
  uploads: {
    uploading: "Subiendo {{name}}: {{percent}}%",
  },
};

export default es;
