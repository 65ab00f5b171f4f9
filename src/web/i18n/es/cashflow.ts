/**
 * Spanish strings of the cash-flow tool (/cashflow-tool; issue #11), loaded with its page (the
 * English, and the shape every language follows: ../en/cashflow.ts). The worksheet's own words
 * come from src/shared/cashflow-labels-es.ts, which the workbook uses too.
 */
import { FIGURE_LABELS_ES, LINE_LABELS_ES, MONTH_NAMES_ES } from "../../../shared/cashflow-labels-es";
import type en from "../en/cashflow";

const es: typeof en = {
  cashflow: {
    lines: LINE_LABELS_ES,
    figures: FIGURE_LABELS_ES,
    monthNames: Object.fromEntries(MONTH_NAMES_ES.map((name, i) => [String(i + 1), name])) as Record<string, string>,
    heading: "Proyección de flujo de caja",
    intro:
      "Doce meses del dinero que entra y del dinero que sale, organizados como los leen los prestamistas. Escriba cantidades en dólares enteros; los totales se actualizan mientras escribe y todo se guarda como borrador hasta que lo envíe.",
    loading: "Cargando su flujo de caja…",
    loadError: "No se pudo cargar su flujo de caja.",
    version: {
      none: "Todavía no se ha enviado.",
      latest: "Último envío: versión {{version}}.",
    },
    save: {
      idle: "",
      saving: "Guardando…",
      saved: "Guardado",
      device: "Guardado solo en este dispositivo",
      tooBig: "Guardado solo en este dispositivo: el borrador es demasiado grande para guardarlo en su cuenta.",
      failed: "No se pudieron guardar sus cambios. Mantenga esta página abierta y revise su conexión.",
    },
    restored: {
      device: "Recuperamos los cambios que todavía no había enviado (guardados en este dispositivo el {{when}}).",
      account: "Recuperamos los cambios que todavía no había enviado (guardados en su cuenta el {{when}}).",
      discard: "Descartar estos cambios",
      discardSubmitted: "Volver a la versión {{version}}",
      discarded: "Se descartaron los cambios que no había enviado.",
    },
    settings: {
      fiscalStart: "El año fiscal empieza en",
      fiscalHint: "El primer mes de su proyección de 12 meses.",
      view: "Vista",
      grid: "Todo el año",
      guided: "Un mes a la vez",
      year: "Año que se muestra",
      starting: "Año inicial (proyección)",
      historyHeading: "Años anteriores (si su negocio ya está en marcha)",
      historyHint: "Si su negocio ya funciona, agregue lo que realmente pasó en los años anteriores, mes por mes o como totales anuales.",
      historyMode: {
        off: "Sin datos",
        yearly: "Totales anuales",
        monthly: "Mes por mes",
      },
    },
    yearContext: {
      "2": "año pasado",
      "3": "hace dos años",
      "4": "hace tres años",
    },
    columns: {
      line: "Concepto",
      yearTotal: "Total del año",
    },
    grid: {
      label: "Hoja de flujo de caja: {{year}}",
      scrollHint: "La hoja se desplaza hacia los lados y hacia abajo; los nombres de las líneas y los meses siempre quedan a la vista.",
      keyboardHint: "Tab avanza por la fila; Enter baja a la siguiente. Puede pegar una fila de números copiada de una hoja de cálculo.",
    },
    list: {
      add: "Agregar una línea: {{line}}",
      name: "Nombre de la línea {{n}} de {{line}}",
      namePlaceholder: "Nombre de esta línea",
      unnamed: "{{line}} {{n}}",
      remove: "Quitar la línea {{name}}",
      full: "Esta lista ya tiene el máximo de líneas ({{max}}).",
      removed: "Se quitó la línea {{name}}.",
    },
    cell: {
      label: "{{line}}, {{column}}",
      labelYear: "{{line}}, {{column}}, {{year}}",
    },
    warning: {
      negative: "Por debajo de cero",
      negativeCell: "Saldo de efectivo por debajo de cero",
      negativeSummary_one: "Su saldo de efectivo queda por debajo de cero en: {{months}}. Planifique un préstamo, una inyección de efectivo o menos gastos para ese mes.",
      negativeSummary_other: "Su saldo de efectivo queda por debajo de cero en {{count}} meses: {{months}}. Planifique un préstamo, una inyección de efectivo o menos gastos para esos meses.",
    },
    paste: {
      filled_one: "Se pegó 1 cantidad.",
      filled_other: "Se pegaron {{count}} cantidades.",
      skipped_one: "1 valor no era una cantidad en dólares enteros y se omitió.",
      skipped_other: "{{count}} valores no eran cantidades en dólares enteros y se omitieron.",
      outside_one: "1 valor no cabía y se dejó fuera.",
      outside_other: "{{count}} valores no cabían y se dejaron fuera.",
    },
    guided: {
      step: "{{column}} ({{n}} de {{count}})",
      previous: "Anterior",
      next: "Siguiente",
      goTo: "Ir a",
      figures: "Totales de este mes",
    },
    chart: {
      heading: "Saldo de efectivo por mes",
      loading: "Cargando el gráfico…",
      summary: "Saldo de efectivo al final de cada mes, desde {{first}} hasta {{last}}. El más bajo: {{lowest}} ({{lowestMonth}}). Al final del año: {{end}}.",
      series: "Saldo de efectivo",
    },
    years: {
      heading: "Resumen de los años",
      intro: "Los años anteriores tal como fueron, el año inicial según la proyección de arriba y los años siguientes, proyectados a partir de él con los cambios que usted espera.",
      line: "Concepto",
      actual: "(real)",
      projected: "(proyectado)",
      yearN: "Año {{n}}",
      changeHint: "Si deja en blanco los cambios de un año, la proyección termina antes de ese año.",
      revenueChange: "Cambio en los ingresos del año {{n}}, en porcentaje",
      expenseChange: "Cambio en los gastos del año {{n}}, en porcentaje",
      none: "—",
    },
    actions: {
      submit: "Enviar",
      submitting: "Enviando…",
      submitted: "Se envió la versión {{version}}. Su asesor ya puede verla.",
      download: "Descargar hoja de cálculo (.xlsx)",
      downloading: "Preparando la hoja de cálculo…",
      downloadHint: "Primero envíe su flujo de caja: la hoja de cálculo se crea a partir de la última versión que envió.",
      downloadVersion: "La hoja de cálculo muestra la versión {{version}}, la última que envió.",
      downloaded: "Se está descargando la hoja de cálculo.",
      downloadError: "No se pudo crear la hoja de cálculo. Inténtelo de nuevo.",
      submitError: "No se pudo enviar su flujo de caja. Sus cambios siguen guardados como borrador. Inténtelo de nuevo.",
    },
    errors: {
      summary_one: "Hay 1 cosa que corregir antes de enviar:",
      summary_other: "Hay {{count}} cosas que corregir antes de enviar:",
      goTo: "Ir a {{field}}",
      negative: "Las cantidades no pueden ser negativas.",
      invalid: "Escriba una cantidad en dólares enteros, por ejemplo 1200.",
      tooLong: "Ese número es demasiado largo.",
      tooLarge: "Use como máximo 1,000,000,000,000 dólares.",
      labelRequired: "Póngale un nombre a esta línea.",
      labelTooLong: "Use como máximo {{max}} caracteres.",
      labelTwice: "Otra línea de la misma lista ya tiene este nombre.",
      tooManyLines: "Una lista puede tener como máximo {{max}} líneas.",
      percent: "Use un porcentaje entero entre -100 y 1,000.",
      percentInvalid: "Escriba un porcentaje entero, por ejemplo 5 o -10.",
      month: "Elija un mes.",
      fiscal: "Mes de inicio del año fiscal",
    },
  },
};

export default es;
