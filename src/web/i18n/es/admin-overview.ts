/**
 * Spanish strings of the administrator's overview (/admin/overview) (the English, and the shape
 * every language follows: ../en/admin-overview.ts).
 */
import type en from "../en/admin-overview";

const es: typeof en = {
  adminOverview: {
    heading: "Resumen",
    hello: "Hola, {{name}}. Este es el programa de un vistazo.",
    helloAnonymous: "Hola. Este es el programa de un vistazo.",
    signUps: "Nuevos registros",
    allUsers: "Todos los usuarios",
    signUpsWeek_one: "1 participante se registró en los últimos 7 días ({{total}} en total).",
    signUpsWeek_other: "{{count}} participantes se registraron en los últimos 7 días ({{total}} en total).",
    signUpsWeekMany_one: "Al menos 1 participante se registró en los últimos 7 días ({{total}} en total).",
    signUpsWeekMany_other: "Al menos {{count}} participantes se registraron en los últimos 7 días ({{total}} en total).",
    signedUp: "Se registró el",
    noSignUps: "Todavía no se ha registrado ningún participante.",
    signUpsError: "No se pudieron cargar los registros.",
    invitations: "Invitaciones pendientes",
    lenders: "Prestamistas",
    partners: "Bancos aliados",
    invitationsCount_one: "1 persona todavía no ha aceptado su invitación.",
    invitationsCount_other: "{{count}} personas todavía no han aceptado su invitación.",
    kindLender: "Prestamista",
    kindBank: "Banco aliado",
    invited: "invitación del {{date}}",
    noInvitations: "No hay invitaciones pendientes: todos los prestamistas y bancos aliados ya crearon su contraseña.",
    invitationsError: "No se pudieron cargar las invitaciones.",
    reports: "Informes en preparación",
    allReports: "Descargar informes",
    noReports: "No se está preparando ningún informe.",
    reportProgress: "{{done}} de {{total}} filas",
    askedAt: "solicitado a las {{time}}",
    reportsReady_one: "1 informe está listo para descargar.",
    reportsReady_other: "{{count}} informes están listos para descargar.",
    reportsError: "No se pudieron cargar sus informes.",
    storage: "Almacenamiento",
    allStorage: "Mayores usuarios",
    used: "{{used}} de {{quota}}",
    usedUnlimited: "{{used}} (sin límite)",
    noStorage: "Nadie ha subido archivos todavía.",
    storageError: "No se pudo cargar el uso del almacenamiento.",
  },
};

export default es;
