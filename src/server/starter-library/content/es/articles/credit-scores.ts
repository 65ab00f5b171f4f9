import { officialLink } from "../../html.js";
import type { StarterTranslation } from "../../types.js";

export default {
  slug: "credit-scores",
  title: "El puntaje de crédito personal y el del negocio, explicados",
  description: "Qué determina un puntaje de crédito, cómo revisar sus reportes gratis y pasos prácticos para crear crédito personal y crédito para su negocio.",
  tags: ["crédito", "puntaje-de-crédito", "préstamos"],
  html: `<p>Cuando solicita un préstamo para un pequeño negocio, la mayoría de los prestamistas revisan su crédito <strong>personal</strong>, sobre todo cuando el negocio es nuevo. Con el tiempo, su negocio también puede crear su propio historial de crédito. Entender cómo funcionan los puntajes le ayuda a mejorarlos y a evitar sorpresas.</p>
<h2>Reportes de crédito y puntajes de crédito</h2>
<p>Un <strong>reporte de crédito</strong> es un registro de cómo ha pedido prestado y pagado: tarjetas de crédito, préstamos, historial de pagos, cantidades adeudadas y algunos registros públicos. Las tres principales agencias nacionales de crédito al consumidor son Equifax, Experian y TransUnion.</p>
<p>Un <strong>puntaje de crédito</strong> es un número calculado a partir de su reporte que predice qué tan probable es que usted pague. Los puntajes más comunes (como los puntajes FICO) van de 300 a 850; cuanto más alto, mejor. Hay muchas versiones de puntajes, así que el número que ve en una aplicación puede ser distinto del que usa un prestamista. Eso es normal.</p>
<h2>Qué afecta un puntaje típico</h2>
<table>
<thead><tr><th>Factor</th><th>Cuánto pesa, aproximadamente</th><th>Qué ayuda</th></tr></thead>
<tbody>
<tr><td>Historial de pagos</td><td>Lo que más pesa (cerca de un tercio)</td><td>Pagar todas las cuentas a tiempo</td></tr>
<tr><td>Cantidades adeudadas</td><td>Mucho (cerca del 30%)</td><td>Usar una pequeña parte de sus límites de crédito</td></tr>
<tr><td>Antigüedad del historial de crédito</td><td>Algo</td><td>Mantener abiertas las cuentas más antiguas</td></tr>
<tr><td>Crédito nuevo</td><td>Un poco</td><td>No abrir muchas cuentas a la vez</td></tr>
<tr><td>Combinación de créditos</td><td>Un poco</td><td>Manejar bien distintos tipos de crédito</td></tr>
</tbody>
</table>
<p>Los pesos anteriores describen en general el modelo FICO, que se usa mucho; cada modelo de puntaje es un poco diferente.</p>
<h2>Revise sus reportes gratis</h2>
<p>Puede obtener copias gratuitas de sus reportes de crédito de las tres agencias en ${officialLink("https://www.annualcreditreport.com/", "annualcreditreport.com")}, el sitio oficial de reportes gratuitos. Tenga cuidado con los sitios que se le parecen y que piden un pago.</p>
<p>Lea cada reporte y busque:</p>
<ul>
<li>cuentas que no reconoce (una señal de robo de identidad);</li>
<li>pagos atrasados que usted cree que hizo a tiempo;</li>
<li>deudas que aparecen dos veces, o deudas viejas que ya debieron eliminarse;</li>
<li>nombres, direcciones o datos personales equivocados.</li>
</ul>
<p>Si algo está mal, puede disputarlo ante la agencia que lo muestra. La Oficina para la Protección Financiera del Consumidor (CFPB) explica cómo hacerlo en ${officialLink("https://www.consumerfinance.gov/es/", "consumerfinance.gov/es")}.</p>
<h2>Pasos para crear o reparar su crédito personal</h2>
<ol>
<li><strong>Pague a tiempo, siempre.</strong> Programe pagos mínimos automáticos o recordatorios. Un solo pago atrasado puede bajar un puntaje durante mucho tiempo.</li>
<li><strong>Reduzca sus saldos.</strong> Muchos expertos sugieren usar menos del 30% del límite de cada tarjeta; cuanto menos, mejor.</li>
<li><strong>No cierre sus tarjetas más antiguas</strong> sin una buena razón.</li>
<li><strong>Solicite solo el crédito que necesita.</strong> Cada solicitud puede causar una baja pequeña y temporal.</li>
<li><strong>¿No tiene historial de crédito?</strong> Pregúntele a su prestamista o a su asesor por los préstamos para crear crédito o las tarjetas aseguradas, que están pensados para ayudar a las personas a empezar.</li>
</ol>
<p>Mejorar toma meses, no días. Desconfíe de cualquier compañía que prometa "borrar" el mal crédito a cambio de un pago.</p>
<h2>Crédito del negocio</h2>
<p>Los negocios también pueden tener expedientes de crédito en las agencias de crédito comercial (como Dun &amp; Bradstreet, Experian y Equifax). Un buen historial de crédito del negocio puede ayudarle a obtener mejores condiciones de proveedores y prestamistas y, con el tiempo, a depender menos de su crédito personal. Para crearlo:</p>
<ul>
<li>Registre su negocio debidamente y obtenga un EIN (número de identificación del empleador).</li>
<li>Abra una cuenta bancaria del negocio y mantenga separado el dinero del negocio.</li>
<li>Pídales a sus proveedores plazos de pago (por ejemplo, 30 días para pagar) y pregúnteles si reportan los pagos a las agencias de crédito comercial.</li>
<li>Pague todas las cuentas del negocio a tiempo o antes.</li>
<li>Use el mismo nombre, dirección y teléfono del negocio en todas partes.</li>
</ul>`,
} satisfies StarterTranslation;
