/**
 * English strings of the upload progress list (src/web/files/upload-list.tsx), loaded with it.
 */
import { addStrings } from "../add-strings";

const uploads = {
  uploads: {
    uploading: "Uploading {{name}}: {{percent}}%",
  },
};

addStrings("en", uploads);
export default uploads;
