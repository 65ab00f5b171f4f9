/**
 * English strings of the upload progress list (src/web/files/upload-list.tsx), loaded with it.
 */
import { addArea } from "../language";

const uploads = {
  uploads: {
    uploading: "Uploading {{name}}: {{percent}}%",
    errors: {
      network: "The file could not be sent. Check the connection and try again.",
      aborted: "The upload was canceled.",
      tooLarge: "The file is too large.",
      failed: "The file could not be uploaded. Please try again.",
      signIn: "Sign in again to upload files.",
      unreadable: "The server's answer could not be read. Please try again.",
    },
  },
};

addArea("uploads", uploads);
export default uploads;
