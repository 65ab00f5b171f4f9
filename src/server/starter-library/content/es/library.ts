/**
 * The starter library's modules and categories in Spanish (issue 38, item 7; ADR 0036), by the
 * slug of the module or category they translate (../index.ts). Their names are the shared
 * STARTER_NAMES_ES, the ones the web shows for a starter name too; neutral US Spanish, usted.
 */
import { STARTER_NAMES_ES } from "../../../../shared/starter-names.js";

/** A module's or category's Spanish text; `tags` only for modules (categories have none). */
export interface StarterGroupTranslation {
  title: string;
  description: string;
  tags?: readonly string[];
  html: string;
}

/** The six modules' Spanish, by module slug. */
export const starterModuleTranslations: Readonly<Record<string, StarterGroupTranslation>> = {
  "start-here": {
    title: STARTER_NAMES_ES.startHere,
    description: "Convierta su idea en un plan de una página: sus clientes, sus metas y lo básico de la parte legal que todo negocio nuevo necesita.",
    tags: ["primeros-pasos", "planificación", "legal"],
    html: `<p>¿Está empezando un negocio o quiere empezar de nuevo con orden? Comience aquí. Estos cinco artículos cortos lo llevan de una idea a un plan sencillo que puede usar cada mes: quiénes son sus clientes, qué quiere lograr este año, cómo organizar su negocio legalmente y qué licencias y números necesita.</p>
<p>Cuando termine, pruebe la herramienta de plan de negocios de Compass y comparta su plan con su coach.</p>`,
  },
  "cash-flow": {
    title: STARTER_NAMES_ES.cashFlow,
    description: "Entienda el flujo de caja, distinga la ganancia del efectivo, prepare una proyección de 12 meses y prepárese para las temporadas bajas y las sorpresas.",
    tags: ["flujo-de-caja", "planificación", "ahorro"],
    html: `<p>Muchos buenos negocios no cierran por falta de clientes, sino porque se quedan sin efectivo en el peor momento. Este módulo le muestra cómo se mueve el dinero en su negocio, cómo mirar doce meses hacia adelante con una proyección y cómo pasar las temporadas bajas y las sorpresas.</p>
<p>Tenga a la mano sus últimos estados de cuenta del banco: los ejemplos se entienden mejor con sus propios números.</p>`,
  },
  pricing: {
    title: STARTER_NAMES_ES.pricing,
    description: "Conozca sus costos reales y su punto de equilibrio, fije precios con márgenes que funcionen y suba sus precios con confianza.",
    tags: ["precios", "costos", "ganancias"],
    html: `<p>El precio correcto le paga a usted, cubre todos los costos y deja algo para que el negocio crezca. En este módulo va a descubrir cuánto le cuesta de verdad una unidad de su producto o una hora de su servicio, calcular cuánto necesita vender, evitar la confusión entre el margen de ganancia y el recargo, y aprender a subir sus precios cuando llegue el momento.</p>`,
  },
  "finding-customers": {
    title: STARTER_NAMES_ES.findingCustomers,
    description: "Consiga sus primeros clientes, sea fácil de encontrar en su zona y en internet, y convierta a los clientes contentos en recomendaciones, con poco o ningún presupuesto.",
    tags: ["mercadeo", "clientes", "redes-sociales"],
    html: `<p>El buen mercadeo para un negocio pequeño consiste sobre todo en ser claro, ser fácil de encontrar y tratar bien a la gente. Estos artículos le dan pasos prácticos que cuestan poco o nada: llegar a sus primeros diez clientes, aparecer gratis en los directorios en internet, aprovechar las recomendaciones de boca en boca y seguir una rutina sencilla en las redes sociales.</p>`,
  },
  "credit-and-loans": {
    title: STARTER_NAMES_ES.creditAndLoans,
    description: "Cómo deciden los prestamistas, cómo funciona el puntaje de crédito, qué tipo de préstamo le conviene y cómo solicitarlo y comparar ofertas.",
    tags: ["préstamos", "crédito", "financiamiento"],
    html: `<p>Un préstamo puede ayudar a que un negocio crezca, cuando se ajusta a la necesidad y los pagos caben en el flujo de caja. Este módulo explica qué buscan los prestamistas, cómo revisar y construir su crédito, los principales tipos de préstamos para negocios pequeños, cómo preparar una buena solicitud y cómo comparar ofertas por su costo real.</p>
<p>¿Está pensando en pedir un préstamo? Hable pronto con su coach; le puede ayudar a prepararse.</p>`,
  },
  "records-and-taxes": {
    title: STARTER_NAMES_ES.recordsAndTaxes,
    description: "Separe su dinero, lleve cuentas y registros sencillos, adelántese a las fechas de impuestos y contrate ayuda de la manera correcta.",
    tags: ["contabilidad", "impuestos", "registros"],
    html: `<p>Los buenos registros son la base de un negocio sano. Le muestran cómo le va de verdad, hacen que la temporada de impuestos sea más tranquila y les dan a los prestamistas las pruebas que piden. Este módulo trata de la cuenta bancaria separada para el negocio, una rutina de contabilidad de 30 minutos a la semana, qué recibos guardar, las principales fechas de impuestos y lo que debe saber antes de contratar.</p>
<p>Esta es información general, no asesoría legal ni de impuestos: para su situación, consulte con un contador.</p>`,
  },
};

/** The five categories' Spanish, by category slug. */
export const starterCategoryTranslations: Readonly<Record<string, StarterGroupTranslation>> = {
  featured: {
    title: STARTER_NAMES_ES.featured,
    description: "¿Es nuevo aquí? Empiece con estos: un plan para su negocio, cómo funciona el flujo de caja y el primer hábito con el dinero que todo dueño necesita.",
    html: `<p>¡Bienvenido! Si no sabe por dónde empezar, comience con estos. Cada uno se lee en pocos minutos y le deja algo que puede hacer esta misma semana.</p>`,
  },
  "planning-and-money": {
    title: STARTER_NAMES_ES.planningAndMoney,
    description: "Planifique su negocio, fije metas y administre el efectivo que lo mantiene en marcha.",
    html: `<p>Planes, metas y flujo de caja: las herramientas para saber hacia dónde va su negocio y asegurarse de que el dinero esté ahí cuando lo necesite.</p>`,
  },
  "growing-sales": {
    title: STARTER_NAMES_ES.growingSales,
    description: "Fije precios que dejen ganancia y encuentre, gane y conserve clientes.",
    html: `<p>Más ventas al precio correcto: cómo fijar precios que funcionen y cómo llegar a los clientes y lograr que vuelvan.</p>`,
  },
  "loans-and-credit": {
    title: STARTER_NAMES_ES.loansAndCredit,
    description: "Entienda el crédito, elija el préstamo adecuado y prepare una buena solicitud.",
    html: `<p>Todo lo que necesita antes de pedir prestado: cómo deciden los prestamistas, su crédito, los tipos de préstamos y los documentos y números que debe tener listos.</p>`,
  },
  "running-the-business": {
    title: STARTER_NAMES_ES.runningTheBusiness,
    description: "Contabilidad, registros, impuestos, estructura legal, licencias y contrataciones.",
    html: `<p>El trabajo diario detrás de un negocio bien administrado: llevar las cuentas y los registros, cumplir con las fechas de impuestos, elegir una estructura legal, obtener las licencias correctas y contratar ayuda.</p>`,
  },
};
