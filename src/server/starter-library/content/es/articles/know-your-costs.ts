import type { StarterTranslation } from "../../types.js";

export default {
  slug: "know-your-costs",
  title: "Conozca sus costos: el primer paso para un buen precio",
  description: "Separe sus costos en costos directos y gastos generales, cuente su propio tiempo y encuentre el costo real de una unidad de lo que vende.",
  tags: ["precios", "costos", "ganancias"],
  html: `<p>No puede fijar un buen precio hasta que sepa cuánto le cuesta realmente hacer y vender una unidad de su producto o una hora de su servicio. Muchos pequeños negocios cobran de menos porque cuentan los ingredientes o los materiales y se olvidan de todo lo demás. Este artículo le muestra cómo encontrar su costo total.</p>
<h2>Dos tipos de costos</h2>
<p>Los <strong>costos directos (variables)</strong> suben y bajan con cada venta. Si hace un pastel más, compra más harina, otra caja y paga otra comisión de tarjeta. Ejemplos: materiales, ingredientes, empaque, envío, comisiones de venta, comisiones por procesar tarjetas y la mano de obra que lleva cada artículo.</p>
<p>Los <strong>gastos generales (costos fijos)</strong> se mantienen más o menos iguales, venda mucho o poco: alquiler, seguro, licencias, teléfono, programas, sitio web, pagos de equipo, publicidad y la ayuda con la contabilidad.</p>
<h2>No olvide su propio tiempo</h2>
<p>Si usted hace el producto o el trabajo, su tiempo es un costo. Si lo deja fuera, su precio solo funciona mientras usted trabaje gratis. Decida una cantidad justa por hora para usted, lo que tendría que pagarle a otra persona para hacer el trabajo, e inclúyala.</p>
<h2>Ejemplo: una panadería casera</h2>
<p>Dora vende galletas por docena a $18. Esto es lo que realmente le cuesta una docena:</p>
<table>
<thead><tr><th>Costo de una docena</th><th>Cantidad</th></tr></thead>
<tbody>
<tr><td>Ingredientes</td><td>$4.20</td></tr>
<tr><td>Caja y etiqueta</td><td>$0.80</td></tr>
<tr><td>Comisión de tarjeta (cerca del 3% de $18)</td><td>$0.54</td></tr>
<tr><td>Su tiempo: 20 minutos a $18 la hora</td><td>$6.00</td></tr>
<tr><td><strong>Costo directo</strong></td><td><strong>$11.54</strong></td></tr>
<tr><td>Parte de los gastos generales: $500 al mes ÷ 125 docenas vendidas</td><td>$4.00</td></tr>
<tr><td><strong>Costo total</strong></td><td><strong>$15.54</strong></td></tr>
</tbody>
</table>
<p>A $18, Dora gana su pago por hora <em>más</em> $2.46 de ganancia por docena, cerca del 14% del precio. Si solo hubiera contado los ingredientes y la caja ($5.00), habría pensado que ganaba $13 por docena.</p>
<h2>El volumen cambia su costo</h2>
<p>Los gastos generales se reparten entre todo lo que vende. Si Dora vende solo 80 docenas en un mes flojo, cada docena carga $500 ÷ 80 = $6.25 de gastos generales. Su costo total sube a $17.79 y su ganancia casi desaparece: $0.21 por docena. Por eso duelen tanto los meses flojos, y por eso su precio debe basarse en un volumen de ventas realista, no en uno esperanzado.</p>
<h2>Cómo encontrar sus propios costos</h2>
<ol>
<li><strong>Haga una lista de sus gastos generales.</strong> Revise sus estados de cuenta bancarios y de tarjetas de los últimos tres meses. Sume cada costo que no esté ligado a una sola venta. Divida entre tres para obtener un promedio mensual. Incluya los costos anuales divididos entre 12.</li>
<li><strong>Calcule su volumen mensual.</strong> ¿Cuántas unidades, trabajos u horas vende en un mes normal?</li>
<li><strong>Encuentre los gastos generales por unidad.</strong> Gastos generales mensuales ÷ volumen mensual.</li>
<li><strong>Haga una lista de los costos directos de una unidad.</strong> Pese o cuente sus materiales, revise las facturas de los proveedores, mida cuánto tiempo le toma.</li>
<li><strong>Súmelos.</strong> Costo directo + gastos generales por unidad = costo total.</li>
</ol>
<h2>Manténgalos al día</h2>
<p>Los precios de los proveedores cambian. El alquiler sube. Las comisiones de tarjeta cambian. Revise sus costos por lo menos dos veces al año, y cada vez que cambie un costo importante. Muchos dueños descubren que un precio que estaba bien hace dos años ahora apenas cubre sus costos.</p>
<p>Cuando conozca su costo total, podrá fijar un precio que lo cubra y le deje ganancia. Los siguientes artículos explican cómo: el punto de equilibrio, el markup (recargo sobre el costo) y el margen, y cómo ponerle precio a un servicio.</p>`,
} satisfies StarterTranslation;
