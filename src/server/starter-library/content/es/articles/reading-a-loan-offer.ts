import type { StarterTranslation } from "../../types.js";

export default {
  slug: "reading-a-loan-offer",
  title: "Cómo leer una oferta de préstamo: APR, cargos y costo total",
  description: "Cómo comparar ofertas de préstamo por su costo real: tasa de interés y APR, cargos, tasas de factor, calendarios de pago, garantías y letra pequeña.",
  tags: ["préstamos", "apr", "crédito", "lista-de-control"],
  html: `<p>Dos ofertas de préstamo por la misma cantidad pueden costar cantidades de dinero muy distintas. La tasa de interés por sí sola no le cuenta toda la historia. Antes de firmar, asegúrese de entender cuánto pagará en total, con qué frecuencia pagará y qué está prometiendo.</p>
<h2>Tasa de interés y APR</h2>
<p>La <strong>tasa de interés</strong> es el costo anual de pedir prestado el dinero en sí. La <strong>APR</strong> (tasa de porcentaje anual) intenta mostrar el costo anual del préstamo incluyendo ciertos cargos, para que las ofertas se puedan comparar de forma más justa.</p>
<p>Los préstamos para negocios no están cubiertos por las mismas reglas federales de divulgación que la mayoría de los préstamos personales, así que algunos prestamistas comerciales no muestran una APR (algunos estados sí exigen divulgaciones). Si una oferta no la muestra, pídala, y siempre pregunte por la <strong>cantidad total que va a devolver</strong>.</p>
<h2>Cómo comparar dos ofertas</h2>
<p>Tomás necesita $10,000 para un refrigerador nuevo para su tienda de abarrotes. Recibe dos ofertas:</p>
<ul>
<li><strong>Oferta A:</strong> un préstamo a plazo de un prestamista comunitario. 10% de interés, 24 pagos mensuales y un cargo de originación del 3% ($300) que se descuenta del préstamo, así que recibe $9,700.</li>
<li><strong>Oferta B:</strong> un adelanto de efectivo para comerciantes (merchant cash advance). Recibe $10,000 y devuelve $13,500 (una "tasa de factor" de 1.35) mediante retiros diarios de su cuenta bancaria durante unos seis meses.</li>
</ul>
<table>
<thead><tr><th></th><th>Oferta A</th><th>Oferta B</th></tr></thead>
<tbody>
<tr><td>Dinero recibido</td><td>$9,700</td><td>$10,000</td></tr>
<tr><td>Pagos</td><td>$461.45 al mes durante 24 meses</td><td>Unos $107 cada día hábil durante unos 6 meses</td></tr>
<tr><td>Total devuelto</td><td>$11,074.78</td><td>$13,500</td></tr>
<tr><td>Costo total del préstamo</td><td>$1,374.78</td><td>$3,500</td></tr>
<tr><td>APR aproximada</td><td>Alrededor del 13%</td><td>Muy por encima del 100%</td></tr>
</tbody>
</table>
<p>Una tasa de factor de 1.35 suena como "35%", pero como el dinero se devuelve en seis meses y no en un año, y los pagos empiezan al día siguiente, el costo anual es mucho más alto. La Oferta B se consigue más rápido, pero cuesta más del doble en dólares, y los retiros diarios sacan efectivo del negocio todos los días, incluso los días flojos.</p>
<h2>Cargos que debe buscar</h2>
<ul>
<li><strong>Cargos de originación o de cierre</strong>, muchas veces un porcentaje del préstamo.</li>
<li><strong>Cargos de solicitud, de trámite o de documentación.</strong></li>
<li><strong>Cargos por pago atrasado</strong>, y cuánto tiempo pasa antes de que se apliquen.</li>
<li><strong>Penalidades por pago anticipado</strong>: un cargo por liquidar el préstamo antes de tiempo. Pregunte si ahorra intereses al pagar antes.</li>
<li><strong>Cargos anuales o por cada retiro</strong> en las líneas de crédito.</li>
</ul>
<h2>Condiciones que debe leer con cuidado</h2>
<ul>
<li><strong>Calendario de pagos.</strong> ¿Mensual, semanal o diario? ¿Coincide con las fechas en que le entra el dinero?</li>
<li><strong>Tasa fija o variable.</strong> Una tasa variable puede subir, y su pago con ella.</li>
<li><strong>Garantía (colateral).</strong> ¿Qué se puede llevar el prestamista si usted no paga?</li>
<li><strong>Garantía personal.</strong> ¿Es usted responsable personalmente si el negocio no puede pagar? ¿Le piden a su cónyuge que firme también?</li>
<li><strong>Compromisos del contrato (covenants).</strong> Reglas que debe cumplir mientras tenga el préstamo, como mantener un saldo mínimo o enviar estados financieros.</li>
<li><strong>Qué se considera incumplimiento</strong> y qué pasa en ese caso.</li>
<li><strong>Retiros automáticos.</strong> ¿De qué cuenta, con qué frecuencia y se pueden cambiar?</li>
</ul>
<h2>Preguntas para hacerle a cada prestamista</h2>
<ol>
<li>"¿Cuál es la cantidad total que voy a devolver, con todos los cargos incluidos?"</li>
<li>"¿Cuál es la APR?"</li>
<li>"¿Cada cuánto son los pagos y de cuánto es cada uno?"</li>
<li>"¿Hay alguna penalidad por pagar antes? ¿Me ahorro algo si lo hago?"</li>
<li>"¿Qué pasa si me atraso o si tengo un mes flojo?"</li>
<li>"¿Qué garantías o colateral se requieren?"</li>
</ol>
<h2>Antes de firmar</h2>
<ul>
<li>Ponga el pago nuevo en su proyección de flujo de caja. ¿Todavía lo puede pagar en su mes más flojo?</li>
<li>Nunca firme bajo presión. Un buen prestamista le da tiempo para leer y hacer preguntas.</li>
<li>Pídale a su asesor, a un contador o a otra persona de confianza que lea la oferta con usted.</li>
<li>Guarde una copia de todo lo que firme.</li>
</ul>`,
} satisfies StarterTranslation;
