/**
 * Spanish for the problems the shared rules find (issue #16): the business plan, the cash flow, the
 * business survey, the loan request (issue #39), a TA session, a class's date and time and a message (src/shared). The server
 * sends them when it refuses a document (src/server/i18n/server-messages.ts, beside its own
 * messages-es.ts) and the web forms show them as the learner types (src/web/i18n/rule-messages.ts),
 * so both say the same thing. Keyed by the English text without its field path, values as {0}, {1}…;
 * a unit test finds every problem the rules can report and fails when one has no Spanish here.
 */
export const RULE_MESSAGES_ES: Readonly<Record<string, string>> = {
  // Shared by several rules.
  "use at most {0} characters.": "use como máximo {0} caracteres.",
  "use at most {0} characters (this has {1}).": "use como máximo {0} caracteres (este tiene {1}).",
  "amounts cannot be negative.": "las cantidades no pueden ser negativas.",
  // The business plan.
  "give a year from {0}.": "indique un año a partir de {0}.",
  "give a month from 1 to 12.": "indique un mes del 1 al 12.",
  "give a real day of the month.": "indique un día que exista en ese mes.",
  "a business's formation date cannot be in the future.": "la fecha de formación del negocio no puede estar en el futuro.",
  "at most {0} dollars.": "como máximo {0} dólares.",
  "choose one of the listed legal structures.": "elija una de las estructuras legales de la lista.",
  "list at most {0} competitors.": "incluya como máximo {0} competidores.",
  "name the competitor.": "escriba el nombre del competidor.",
  "choose inexpensive, competitive or expensive.": "elija económico, competitivo o caro.",
  "list at most {0} products or services.": "incluya como máximo {0} productos o servicios.",
  "name the product or service.": "escriba el nombre del producto o servicio.",
  // The business survey.
  "answer all {0} sections of the current survey.": "responda las {0} secciones de la encuesta actual.",
  "this section is not in the current survey; reload the page.": "esta sección ya no está en la encuesta actual; vuelva a cargar la página.",
  'answer all {0} questions of "{1}".': "responda las {0} preguntas de «{1}».",
  "this question is not in the current survey; reload the page.": "esta pregunta ya no está en la encuesta actual; vuelva a cargar la página.",
  "choose a score from 1 to 5.": "elija un puntaje del 1 al 5.",
  "answered twice.": "se respondió dos veces.",
  // The cash flow.
  "choose a month.": "elija un mes.",
  "choose the starting year or one of the three years before it.": "elija el año inicial o uno de los tres años anteriores.",
  "this year is given twice.": "este año aparece dos veces.",
  "the starting year is entered month by month; choose a month.": "el año inicial se llena mes por mes; elija un mes.",
  "a year has at most 12 months.": "un año tiene como máximo 12 meses.",
  "choose a month (or give the year as one line of yearly totals).": "elija un mes (o llene el año como una sola línea de totales anuales).",
  "this month is given twice.": "este mes aparece dos veces.",
  "project at most {0} years after the starting year.": "proyecte como máximo {0} años después del año inicial.",
  "use a whole percent from {0} to {1}.": "use un porcentaje entero entre {0} y {1}.",
  "amounts are whole dollars, not negative.": "las cantidades son dólares enteros, no negativos.",
  "at most {0} lines.": "como máximo {0} líneas.",
  "name this line.": "póngale un nombre a esta línea.",
  "this name is used twice in the same month.": "este nombre se usa dos veces en el mismo mes.",
  // A class's date and time.
  "enter the date of the class.": "ingrese la fecha de la clase.",
  "use a year from {0} to {1}.": "use un año entre {0} y {1}.",
  "{0}-{1}-{2} is not a day of the calendar.": "{0}-{1}-{2} no es un día del calendario.",
  "enter the start time of the class.": "ingrese la hora de inicio de la clase.",
  "give the length in minutes, from {0} to {1}.": "indique la duración en minutos, de {0} a {1}.",
  "enter a time of day from 00:00 to 23:59.": "ingrese una hora del día entre 00:00 y 23:59.",
  "give the start time to the second, without fractions.": "indique la hora de inicio en segundos exactos, sin fracciones.",
  // A message.
  "write a message.": "escriba un mensaje.",
  // A TA session.
  "give hours from 0 to {0}.": "indique horas entre 0 y {0}.",
  "choose one of the listed values.": "elija uno de los valores de la lista.",
  "choose one.": "elija una opción.",
  "use a three-letter currency code such as USD.": "use un código de moneda de tres letras, como USD.",
  "at most 1,000,000.": "como máximo 1,000,000.",
  "give nanos from 0 to 999,999,999.": "indique nanos entre 0 y 999,999,999.",
  "choose the client.": "elija el cliente.",
  "give the day of the session.": "indique el día de la sesión.",
  "a session cannot be in the future.": "una sesión no puede estar en el futuro.",
  "sessions more than a year old cannot be recorded.": "no se pueden registrar sesiones de hace más de un año.",
  "give miles from 0 to {0}.": "indique millas entre 0 y {0}.",
  // The loan request.
  "choose one of the listed purposes.": "elija uno de los propósitos de la lista.",
  "describe what the loan is for.": "describa para qué es el préstamo.",
  "give a term in whole months, up to {0}.": "indique un plazo en meses enteros, hasta {0}.",
  "give a rate from 0 to {0} percent.": "indique una tasa de 0 a {0} por ciento.",
  "choose one of the listed credit score ranges.": "elija uno de los rangos de puntaje de crédito de la lista.",
  "list at most {0} items of collateral.": "incluya como máximo {0} bienes en garantía.",
  "say what the collateral is.": "indique qué bien ofrece en garantía.",
  "list at most {0} debts.": "incluya como máximo {0} deudas.",
  "name the lender.": "escriba el nombre del prestamista.",
  // A coach's note and override on one C, and the readiness thresholds.
  "choose one of the five Cs.": "elija una de las cinco C.",
  "choose ready, close, not yet or unknown.": "elija listo, cerca, todavía no o aún no se sabe.",
  "give the reason for the override.": "indique el motivo del cambio de estado.",
  "give a ratio from 0 to {0}.": "indique una proporción de 0 a {0}.",
  "give a percent from 0 to {0}.": "indique un porcentaje de 0 a {0}.",
  'choose a credit score range (not "don\'t know").': "elija un rango de puntaje de crédito (no «no se sabe»).",
  // A counseling record (SBA Form 641) and a class's training fields (issue #40).
  "keep it on one line.": "escríbalo en una sola línea.",
  "choose each answer once.": "elija cada respuesta una sola vez.",
  "“prefer not to say” goes alone.": "«prefiero no decirlo» no se combina con otras respuestas.",
  "only with “prefer to self-describe”.": "solo con «prefiero describirlo yo».",
  "only with a military status that has a branch of service.": "solo con una situación militar que tenga rama de servicio.",
  "only with the referral source “other”.": "solo con la fuente de referencia «otra».",
  "only when in business.": "solo si tiene un negocio en marcha.",
  "give a day of the calendar.": "indique un día del calendario.",
  "cannot be in the future.": "no puede estar en el futuro.",
  "give a number from 1 to {0}.": "indique un número de 1 a {0}.",
  "choose one of the listed languages.": "elija uno de los idiomas de la lista.",
};
