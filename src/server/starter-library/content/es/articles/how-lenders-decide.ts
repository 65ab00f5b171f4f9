import type { StarterTranslation } from "../../types.js";

export default {
  slug: "how-lenders-decide",
  title: "Cómo deciden los prestamistas: las cinco C del crédito",
  description: "Lo que revisa un oficial de préstamos cuando usted presenta su solicitud: carácter, capacidad, capital, colateral y condiciones, y cómo fortalecer cada una.",
  tags: ["préstamos", "crédito", "financiamiento"],
  html: `<p>Cuando usted solicita un préstamo para su negocio, el prestamista trata de responder una pregunta principal: <strong>"Si prestamos este dinero, ¿nos lo pagarán a tiempo?"</strong> La mayoría de los prestamistas la analizan en cinco partes, a menudo llamadas las cinco C del crédito. Conocerlas le ayuda a prepararse y a entender un "no" o un "todavía no".</p>
<h2>1. Carácter</h2>
<p>¿Tiene un historial de cumplir sus promesas? Los prestamistas revisan su reporte y su puntaje de crédito, cómo ha manejado préstamos y cuentas en el pasado, su experiencia en este tipo de negocio y qué tan bien conoce sus propios números. Los prestamistas comunitarios a menudo también valoran las referencias y su reputación en la comunidad, y escuchan la historia detrás de un problema del pasado.</p>
<p><strong>Cómo fortalecerlo:</strong> pague todas sus cuentas a tiempo, revise si su reporte de crédito tiene errores, sea honesto sobre los problemas del pasado y demuestre que entiende su negocio.</p>
<h2>2. Capacidad</h2>
<p>¿Puede el negocio pagar las cuotas? Esta suele ser la C más importante. El prestamista compara el efectivo que entra a su negocio con los pagos que ya hace, más la cuota del nuevo préstamo.</p>
<p>Muchos prestamistas usan un <strong>índice de cobertura del servicio de la deuda</strong>: efectivo disponible para pagar deudas ÷ total de pagos de deudas. Ejemplo: si a su negocio le quedan $1,500 al mes después de todos los costos y de su propio sueldo, y sus pagos de préstamos sumarían $1,000 al mes, el índice es 1.5. A muchos prestamistas les gusta ver algo del orden de 1.25 o más, para que haya margen para un mes malo, pero cada prestamista fija sus propias reglas.</p>
<p><strong>Cómo fortalecerla:</strong> lleve buenos registros, prepare una proyección de flujo de caja realista y pida prestada una cantidad que el negocio pueda pagar con comodidad.</p>
<h2>3. Capital</h2>
<p>¿Cuánto de su propio dinero o de sus propios recursos ha puesto en el negocio? A los dueños que han invertido sus ahorros, su equipo o su trabajo (que "tienen algo en juego") se les ve más comprometidos, y el negocio tiene más colchón.</p>
<p><strong>Cómo fortalecerlo:</strong> lleve la cuenta de lo que ha invertido y ahorre para un pago inicial o un aporte si el prestamista lo pide.</p>
<h2>4. Colateral</h2>
<p>¿Qué podría recuperar el prestamista si no se paga el préstamo? El colateral (la garantía) puede ser equipo, vehículos, inventario, propiedades o ahorros. Muchos prestamistas también piden a los dueños que firmen una <strong>garantía personal</strong>, lo que significa que usted promete personalmente pagar si el negocio no puede.</p>
<p>No tener mucho colateral no siempre significa un no. Los prestamistas comunitarios y los microprestamistas a menudo otorgan préstamos más pequeños basados más en el carácter y la capacidad.</p>
<p><strong>Cómo fortalecerlo:</strong> haga una lista de los bienes del negocio y su valor aproximado, y lea con cuidado cada garantía antes de firmarla.</p>
<h2>5. Condiciones</h2>
<p>¿Para qué es el préstamo y qué está pasando alrededor de su negocio? Los prestamistas consideran el propósito del préstamo (comprar equipo que aumente las ventas es más fácil de aprobar que cubrir pérdidas pasadas), la cantidad, la situación de su industria y de la economía local, y cualquier cosa que pueda afectar sus ventas.</p>
<p><strong>Cómo fortalecerlas:</strong> explique con claridad para qué usará el dinero y cómo ayudará al negocio a ganar lo suficiente para pagarlo.</p>
<h2>Qué hacer si le dicen "todavía no"</h2>
<ul>
<li>Pregunte con cortesía cuál de las cinco C fue la principal preocupación.</li>
<li>Pregunte qué tendría que cambiar para que el prestamista diga que sí.</li>
<li>Haga un plan con su asesor: mejore su crédito, reúna algunos meses de registros, ahorre para un aporte o empiece con un préstamo más pequeño.</li>
</ul>
<p>A muchos prestatarios exitosos les negaron el préstamo la primera vez. Saber con claridad "qué hay que corregir" es información valiosa.</p>`,
} satisfies StarterTranslation;
