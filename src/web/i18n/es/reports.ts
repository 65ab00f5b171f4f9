/**
 * Spanish strings of /admin/download-report (the English, and the shape every language follows:
 * ../en/reports.ts).
 */
import type en from "../en/reports";

const es: typeof en = {
  reports: {
    heading: "Descargar informes",
    intro: "Informes de las sesiones de asistencia técnica y de la actividad de sus propios clientes, en hojas de cálculo.",
    introAdmin: "Informes de las sesiones de asistencia técnica del programa, de la actividad de los participantes y de las listas de contactos, en hojas de cálculo.",
    loading: "Cargando…",
    preparing: "{{name}}: en preparación…",
    received: "{{received}} recibidos",
    receivedOf: "{{received}} de {{total}} recibidos",
    progressLabel: "{{name}}: progreso de la descarga",
    saved: "{{name}}: se guardó como {{file}}.",
    failed: "{{name}}: no se pudo descargar.",
    filters: {
      heading: "Filtros",
      intro: "Deje un filtro vacío para incluirlo todo. Las fechas de inicio y de fin se incluyen.",
      startDate: "Desde",
      endDate: "Hasta",
      coach: "Asesor",
      everyCoach: "Todos los asesores",
      referralCode: "Código de referido",
      client: "Cliente",
      clientHint: "Solo para el informe de sesiones de AT",
      everyClient: "Todos los clientes",
      loadingPeople: "Cargando…",
      nobody: "No hay coincidencias",
      noClients: "Todavía no hay clientes",
      coachesError: "No se pudieron cargar los asesores.",
      clientsError: "No se pudieron cargar los clientes.",
    },
    ta: {
      title: "Sesiones de asistencia técnica",
      name: "Informe de sesiones de asistencia técnica",
      description:
        "Todas las sesiones de asistencia técnica que cumplen los filtros, con las columnas de los registros de asesoría al estilo del SBA Form 641 (cliente, asesor, fecha, tipo de sesión, horas, área de asesoría, notas), además de millas, comidas, alojamiento y totales.",
      format: "Formato de archivo",
      xlsx: "Libro de Excel (.xlsx)",
      csv: "CSV (.csv)",
      download: "Descargar sesiones de AT",
    },
    activity: {
      title: "Actividad de los usuarios",
      name: "Informe de actividad de los usuarios",
      description:
        "Por participante: inicios de sesión, sesiones, páginas vistas, tiempo de uso, contenidos y módulos completados y documentos enviados en las fechas elegidas (los últimos 30 días si no elige fechas; 400 días como máximo). El filtro de cliente no se aplica.",
      download: "Descargar actividad de los usuarios",
    },
    pinpoint: {
      title: "Segmento de Pinpoint",
      name: "Segmento de Pinpoint",
      description:
        "El correo electrónico y el número de celular de cada participante con la cuenta activa, en el formato de importación de segmentos de Amazon Pinpoint. Quien no haya aceptado recibir novedades por un canal aparece dado de baja en ese canal. Los filtros no se aplican.",
      download: "Descargar segmento de Pinpoint",
    },
    errors: {
      date: "Escriba la fecha como AAAA-MM-DD",
      order: "La fecha final debe ser igual o posterior a la fecha inicial",
      range: "Elija 400 días como máximo para el informe de actividad",
      tooLong: "Este código es demasiado largo",
      checkFilters: "Revise los filtros marcados arriba.",
      denied: "No tiene permiso para descargar este informe con estos filtros.",
      deniedBecause: "No permitido: {{reason}}",
      linkGone: "El enlace de descarga venció antes de usarse. Inténtelo de nuevo.",
      download: "No se pudo descargar el archivo. Inténtelo de nuevo.",
    },
  },
};

export default es;
