/**
 * The business survey's questionnaire in Spanish (issue #16): the twin of business-survey.ts's
 * texts, by questionnaire version and by the ids of its sections, questions and systems, so the
 * page and the PDF can show a Spanish reader the questions they answer. The stored answers keep
 * their ids; ids never change within a questionnaire.
 */
export interface SurveyTextsEs {
  sections: Record<string, { name: string; about: string; questions: Record<string, string> }>;
  systems: Record<string, { label: string; suggestions: string[] }>;
}

/** The score labels, 1 to 5, in Spanish. */
export const SCORE_LABELS_ES: readonly [string, string, string, string, string] = [
  "Todavía no",
  "Apenas comenzando",
  "Funciona en parte",
  "Funciona casi por completo",
  "Ya funciona por completo",
];

/** Each questionnaire version's texts in Spanish, by section, question and system id. */
export const SURVEY_TEXTS_ES: Record<number, SurveyTextsEs> = {
  1: {
    sections: {
      planning: {
        name: "Planificación",
        about: "Saber hacia dónde va el negocio y cómo va a llegar allí.",
        questions: {
          goals: "Tengo metas por escrito para el negocio para los próximos 12 meses.",
          plan: "Tengo un plan de negocios que podría mostrarle hoy mismo a un prestamista.",
          review: "Al menos cada tres meses comparo cómo le va al negocio con lo que dice mi plan.",
          funding: "Sé cuánto dinero necesita el negocio y en qué lo va a usar.",
        },
      },
      finances: {
        name: "Finanzas y contabilidad",
        about: "Llevar registros que un prestamista pueda entender y conocer las cifras del negocio.",
        questions: {
          separate: "El dinero del negocio está en una cuenta bancaria aparte del dinero personal.",
          books: "Cada venta y cada gasto se anotan, por lo menos una vez por semana.",
          statements: "Puedo presentar un estado de pérdidas y ganancias del año pasado.",
          "cash-flow": "Calculo con anticipación, mes a mes, el dinero que va a entrar y salir.",
          credit: "Conozco mi puntaje de crédito personal y el del negocio, y sé qué los afecta.",
        },
      },
      marketing: {
        name: "Mercadeo y ventas",
        about: "Conseguir clientes, conservarlos y ponerle precio a lo que vende.",
        questions: {
          customer: "Puedo describir a mi cliente típico y explicar por qué me compra a mí.",
          pricing: "Mis precios cubren mis costos y me dejan una ganancia que tengo calculada.",
          reach: "Uso por lo menos un medio constante para llegar a clientes nuevos.",
          repeat: "Sé cuántos de mis clientes vuelven, y me esfuerzo por conservarlos.",
        },
      },
      operations: {
        name: "Operaciones",
        about: "Llevar el trabajo del día a día de forma confiable.",
        questions: {
          process: "Las tareas principales del negocio están por escrito, de modo que otra persona podría hacerlas.",
          suppliers: "Tengo más de un proveedor, o un plan por si mi proveedor principal me falla.",
          inventory: "Sé qué mercancía o materiales tengo y cuándo debo volver a pedir.",
          costs: "Sé cuánto cuesta producir o entregar cada producto o servicio.",
        },
      },
      legal: {
        name: "Asuntos legales y cumplimiento",
        about: "Registros oficiales, licencias, impuestos y seguros.",
        questions: {
          structure: "El negocio está registrado con la estructura legal que más le conviene.",
          licences: "El negocio tiene todas las licencias y permisos que necesita, y están vigentes.",
          taxes: "Las declaraciones de impuestos se presentan y se pagan a tiempo.",
          insurance: "El negocio tiene los seguros que exigen su actividad y sus prestamistas.",
        },
      },
      people: {
        name: "Personas",
        about: "Quien dirige el negocio, su equipo y el apoyo con que cuentan.",
        questions: {
          roles: "Todas las personas que trabajan en el negocio saben de qué son responsables.",
          hiring: "Conozco las reglas para contratar empleados o trabajar con contratistas.",
          advice: "Tengo a quién acudir para pedir consejo: un mentor, un contador, un asesor.",
          time: "Cada semana aparto tiempo para mejorar el negocio, no solo para atender el trabajo diario.",
        },
      },
    },
    systems: {
      accounting: {
        label: "Programa de contabilidad o de registro de cuentas",
        suggestions: ["QuickBooks", "Xero", "Wave", "Una hoja de cálculo", "Registros en papel", "Ninguno todavía"],
      },
      pos: {
        label: "Punto de venta o cobros",
        suggestions: ["Square", "Clover", "Stripe", "Solo efectivo", "Ninguno todavía"],
      },
      banking: {
        label: "Cuenta bancaria del negocio",
        suggestions: ["Sí, en un banco", "Sí, en una cooperativa de crédito", "Banco en línea", "No, uso una cuenta personal"],
      },
      payroll: {
        label: "Nómina",
        suggestions: ["Un servicio de nómina", "Mi contador", "A mano", "Todavía no tengo empleados"],
      },
      website: {
        label: "Sitio web o tienda en línea",
        suggestions: ["Sitio web propio", "Plataforma de ventas en línea", "Solo una página en redes sociales", "Ninguno todavía"],
      },
      scheduling: {
        label: "Agenda de citas o registro de clientes",
        suggestions: ["Programa de reservas", "Un CRM", "Una hoja de cálculo", "En papel", "Ninguno todavía"],
      },
    },
  },
};
