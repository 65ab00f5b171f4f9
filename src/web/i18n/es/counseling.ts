/**
 * Spanish strings of the funder's code lists (the English, and the shape every language follows:
 * ../en/counseling.ts).
 */
import type en from "../en/counseling";

const es: typeof en = {
  counseling: {
    area: {
      0: "Sin elegir",
      1: "Contabilidad / presupuesto del negocio",
      2: "Finanzas / flujo de caja del negocio",
      3: "Financiamiento / fuentes de capital",
      4: "Operaciones / administración del negocio",
      5: "Plan de negocios",
      6: "Inicio del negocio / planificación previa",
      7: "Compra o venta de un negocio",
      8: "Asesoría de crédito",
      9: "Relación con los clientes",
      10: "Ciberseguridad",
      11: "Planificación y recuperación ante desastres",
      12: "Comercio electrónico",
      13: "Franquicias",
      14: "Contratación pública",
      15: "Recursos humanos / gestión de empleados",
      16: "Propiedad intelectual",
      17: "Comercio internacional",
      18: "Asuntos legales",
      19: "Mercadeo / ventas",
      20: "Planificación fiscal",
      21: "Tecnología",
      22: "Otro",
    },
    sessionType: { 0: "Sin elegir", 1: "En persona", 2: "En línea", 3: "Teléfono", 4: "Solo preparación", 5: "Capacitación", 6: "Solo actualización" },
    language: { none: "Sin elegir", other: "Otro" },
  },
};

export default es;
