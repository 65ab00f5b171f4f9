/** Hands bytes to the browser as a download (src/web/files/save-file.ts), named like a workbook when the server gave no name. */
import { saveFile as saveAnyFile } from "../../files/save-file";

export const saveFile = (content: Uint8Array, contentType: string, fileName: string): void => saveAnyFile(content, contentType, fileName, "cash-flow.xlsx");
