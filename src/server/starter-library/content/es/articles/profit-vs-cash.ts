import type { StarterTranslation } from "../../types.js";

export default {
  slug: "profit-vs-cash",
  title: "Ganancia y efectivo: cómo leer sus propios números",
  description: "Por qué la ganancia de su estado de resultados y el dinero de su cuenta bancaria son números distintos, y cómo usar los dos.",
  tags: ["flujo-de-caja", "ganancias", "contabilidad"],
  html: `<p>"El informe dice que el mes pasado tuve $5,000 de ganancia. Entonces, ¿por qué tengo menos dinero en el banco que antes?" Casi todos los dueños de negocio se hacen esta pregunta alguna vez. La respuesta es que la ganancia y el efectivo miden cosas distintas, y usted necesita las dos.</p>
<h2>Dos preguntas distintas</h2>
<ul>
<li>La <strong>ganancia</strong> responde: "¿El trabajo que hice este mes produjo más de lo que costó?" Sale de su estado de resultados (también llamado estado de pérdidas y ganancias, o P&amp;L por sus siglas en inglés): ventas menos gastos.</li>
<li>El <strong>efectivo</strong> responde: "¿Cuánto dinero tengo de verdad para pagar las cuentas?" Sale de su cuenta bancaria y de su informe de flujo de caja.</li>
</ul>
<h2>Cinco razones por las que son distintos</h2>
<ol>
<li><strong>Los clientes todavía no han pagado.</strong> Si usted factura $12,000 en junio y le pagan en julio, su ganancia de junio puede contar esa venta (según su método de contabilidad), pero el efectivo llega en julio.</li>
<li><strong>El inventario.</strong> Comprar $3,000 de mercancía cuesta efectivo hoy. Solo se convierte en gasto a medida que la vende.</li>
<li><strong>Los pagos del préstamo.</strong> Un pago de $500 puede ser $80 de intereses y $420 de capital. Solo los $80 de intereses son un gasto. Los $500 completos son salida de efectivo.</li>
<li><strong>El equipo.</strong> Un horno de $6,000 se paga hoy, pero para la contabilidad y los impuestos su costo muchas veces se reparte entre varios años. Pregúntele a su contador cómo se aplican las reglas de impuestos a sus compras.</li>
<li><strong>Lo que se paga el dueño en un negocio de un solo dueño (sole proprietorship) o en una LLC (compañía de responsabilidad limitada).</strong> El dinero que usted saca para sí mismo (un "retiro del dueño") reduce el efectivo, pero no es un gasto del negocio.</li>
</ol>
<h2>Un ejemplo</h2>
<p>Ana tiene un negocio de banquetes (catering). En junio:</p>
<table>
<thead><tr><th>Lo que pasó en junio</th><th>Ganancia</th><th>Efectivo</th></tr></thead>
<tbody>
<tr><td>Eventos atendidos y facturados; los clientes pagan en julio</td><td>+$12,000</td><td>$0</td></tr>
<tr><td>Comida, personal y costos de la camioneta para esos eventos, pagados en junio</td><td>−$7,000</td><td>−$7,000</td></tr>
<tr><td>Pago de su préstamo de equipo ($80 de intereses, $420 de capital)</td><td>−$80</td><td>−$500</td></tr>
<tr><td>Retiro del dueño para los gastos personales de Ana</td><td>$0</td><td>−$2,000</td></tr>
<tr><td><strong>Total</strong></td><td><strong>+$4,920</strong></td><td><strong>−$9,500</strong></td></tr>
</tbody>
</table>
<p>Ana tuvo un mes muy rentable y el saldo de su banco bajó $9,500. En julio, cuando le paguen sus clientes, la situación se invierte. Si no hubiera tenido suficiente efectivo a principios de junio, habría tenido problemas en un mes excelente.</p>
<h2>Base de efectivo y base de acumulación</h2>
<p>Hay dos maneras principales de llevar la contabilidad. Con la <strong>base de efectivo</strong>, usted anota una venta cuando llega el dinero y un gasto cuando lo paga. Con la <strong>base de acumulación</strong> (accrual), anota una venta cuando la gana (por ejemplo, cuando envía la factura) y un gasto cuando lo debe. Muchos negocios pequeños usan la base de efectivo porque es más sencilla y se parece más a lo que hay en el banco. Un contador le puede decir cuál le está permitido usar y cuál le conviene.</p>
<h2>Cómo usar los dos números</h2>
<ul>
<li>Mire la <strong>ganancia</strong> para saber si sus precios y costos funcionan. Si el negocio no es rentable durante varios meses, vender más no lo va a arreglar.</li>
<li>Mire el <strong>efectivo</strong> cada semana para saber si puede pagar las cuentas que vienen.</li>
<li>Mire su <strong>proyección de flujo de caja</strong> para saber si un buen mes hoy podría convertirse en un mes apretado más adelante.</li>
<li>Mire el <strong>dinero que le deben</strong> (facturas sin pagar). Es ganancia que usted ya ganó, pero que todavía no puede gastar.</li>
</ul>
<p>Los prestamistas también miran los dos. La ganancia muestra que el negocio funciona. El flujo de caja muestra que usted puede hacer los pagos del préstamo a tiempo.</p>`,
} satisfies StarterTranslation;
