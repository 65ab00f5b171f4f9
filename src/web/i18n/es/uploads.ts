/**
 * Spanish strings of the upload progress list (src/web/files/upload-list.tsx) (the English, and the
 * shape every language follows: ../en/uploads.ts).
 */
import type en from "../en/uploads";

const es: typeof en = {
  uploads: {
    uploading: "Subiendo {{name}}: {{percent}}%",
    errors: {
      network: "No se pudo enviar el archivo. Revise su conexión e inténtelo de nuevo.",
      aborted: "Se canceló la subida.",
      tooLarge: "El archivo es demasiado grande.",
      failed: "No se pudo subir el archivo. Inténtelo de nuevo.",
      signIn: "Vuelva a iniciar sesión para subir archivos.",
      unreadable: "No se pudo leer la respuesta del servidor. Inténtelo de nuevo.",
    },
  },
};

export default es;
