/**
 * Spanish strings of a coach's or lender's agenda (/coach/agenda) (the English, and the shape
 * every language follows: ../en/agenda.ts).
 */
import type en from "../en/agenda";

const es: typeof en = {
  agenda: {
    heading: "Mi agenda",
    hello: "Hola, {{name}}. Esto es lo que requiere su atención hoy.",
    helloAnonymous: "Hola. Esto es lo que requiere su atención hoy.",
    attention: "Clientes que requieren atención",
    allMentees: "Todos los clientes",
    attentionCount_one: "1 de sus {{total}} clientes requiere atención.",
    attentionCount_other: "{{count}} de sus {{total}} clientes requieren atención.",
    menteesError: "No se pudieron cargar sus clientes.",
    noMentees: "Todavía no tiene clientes. Los prestatarios se convierten en sus clientes cuando se registran con su código de referido, o cuando un administrador se los asigna.",
    referralCodes: "Crear un código de referido",
    allClear: "Ningún cliente requiere su atención ahora: no hay mensajes sin leer ni documentos por revisar, y todos han tenido actividad en los últimos 30 días.",
    unread_one: "1 mensaje sin leer",
    unread_other: "{{count}} mensajes sin leer",
    submitted: "Por revisar: {{documents}}",
    documents: {
      survey: "encuesta del negocio",
      plan: "plan de negocios",
      cashflow: "proyección de flujo de caja",
    },
    inactiveSince: "Sin actividad desde el {{date}}",
    neverActive: "Sin actividad todavía",
    taHeading: "Horas de asistencia técnica en {{month}}",
    taHours: "{{hours}} horas",
    taSessions_one: "1 sesión, {{contact}} horas de contacto",
    taSessions_other: "{{count}} sesiones, {{contact}} horas de contacto",
    taError: "No se pudieron cargar sus horas de asistencia técnica.",
    logSession: "Registrar una sesión",
    allSessions: "Todas las sesiones",
    classes: "Próximas clases",
    allClasses: "Todas las clases",
    noClasses: "No hay clases programadas por ahora.",
    classesError: "No se pudieron cargar las clases.",
  },
};

export default es;
