/**
 * English strings of the upload progress list (src/web/files/upload-list.tsx), loaded with it.
 */
import { addArea } from "../language";

const uploads = {
  uploads: {
    uploading: "Uploading {{name}}: {{percent}}%",
  },
};

addArea("uploads", uploads);
export default uploads;
