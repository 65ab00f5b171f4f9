/**
 * Spanish strings of the background reports' list (ADR 0025), shown on /admin/download-report and
 * /partner/report/ta (the English, and the shape every language follows: ../en/report-jobs.ts).
 */
import type en from "../en/report-jobs";

const es: typeof en = {
  reportJobs: {
    heading: "Sus informes recientes",
    intro: "Los informes grandes se preparan aquí mientras usted hace otras cosas; puede salir de esta página y volver más tarde. Cada informe se guarda durante 24 horas.",
    started: "Este informe es grande, así que se está preparando en segundo plano. Aparece en “Sus informes recientes”, en esta página, junto con su progreso, y podrá descargarlo allí cuando esté listo. Mientras tanto, puede salir de esta página.",
    startedAnnounce: "El informe se está preparando en segundo plano.",
    readyAnnounce: "El archivo {{file}} está listo para descargar.",
    failedAnnounce: "No se pudo preparar el archivo {{file}}.",
    savedAnnounce: "Se guardó el archivo {{file}}.",
    kind: {
      ta: "Sesiones de AT",
      pinpoint: "Segmento de Pinpoint",
      activity: "Actividad de los usuarios",
      counselingRecords: "Registros de asesoría (formulario 641 de la SBA)",
      trainingEvents: "Eventos de capacitación (formulario 888 de la SBA)",
      impactLedger: "Registro de impacto",
      other: "Informe",
    },
    askedAt: "Solicitado el {{time}}",
    keptUntil: "disponible hasta el {{time}}",
    queued: "En espera…",
    running: "{{done}} de {{total}} filas generadas",
    runningLabel: "Progreso de {{file}}",
    ready: "Listo · {{size}}",
    failed: "No se pudo preparar. Vuelva a solicitar el informe.",
    download: "Descargar",
    downloadLabel: "Descargar {{file}}",
    loadError: "No se pudieron cargar sus informes recientes.",
    received: "{{received}} recibidos",
    receivedOf: "{{received}} de {{total}} recibidos",
    downloadProgressLabel: "Progreso de la descarga de {{file}}",
    linkGone: "El enlace de descarga venció antes de usarse. Inténtelo de nuevo.",
    downloadError: "No se pudo descargar el archivo. Inténtelo de nuevo.",
    notReady: "Este informe ya no está disponible. Vuelva a solicitarlo.",
  },
};

export default es;
