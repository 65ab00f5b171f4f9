import type { StarterTranslation } from "../../types.js";

export default {
  slug: "pricing-a-service",
  title: "Cómo ponerle precio a un servicio: el ejemplo de la limpieza de casas",
  description: "Encuentre una tarifa por hora que le pague a usted, cubra sus costos y deje ganancia, y luego conviértala en precios sencillos que sus clientes entiendan.",
  tags: ["precios", "servicios", "costos"],
  html: `<p>Cuando vende un servicio, como limpieza, reparaciones, peluquería, clases particulares, contabilidad o cuidado de niños, lo que realmente vende es su tiempo y su habilidad. El error más común es cobrar lo que ganaría en un empleo, olvidando que un negocio también paga suministros, traslados, seguro, horas no pagadas e impuestos. Aquí tiene un método paso a paso, con un negocio de limpieza de casas como ejemplo.</p>
<h2>Paso 1: Decida cuánto necesita ganar</h2>
<p>Lucía tiene un negocio de limpieza y trabaja sola. Quiere pagarse <strong>$3,500 al mes</strong> antes de impuestos. (Como dueña de un negocio, de esa cantidad pagará su propio impuesto sobre la renta y el impuesto sobre el trabajo por cuenta propia, así que aparta una parte. Vea el artículo sobre el calendario de impuestos).</p>
<h2>Paso 2: Sume los costos mensuales del negocio</h2>
<table>
<thead><tr><th>Costo mensual</th><th>Cantidad</th></tr></thead>
<tbody>
<tr><td>Productos de limpieza</td><td>$250</td></tr>
<tr><td>Gastos del auto: gasolina, mantenimiento, parte del seguro</td><td>$400</td></tr>
<tr><td>Seguro de responsabilidad civil del negocio</td><td>$150</td></tr>
<tr><td>Teléfono y aplicación de citas</td><td>$100</td></tr>
<tr><td>Mercadeo (tarjetas, anuncios, regalos por recomendaciones)</td><td>$100</td></tr>
<tr><td><strong>Total</strong></td><td><strong>$1,000</strong></td></tr>
</tbody>
</table>
<h2>Paso 3: Cuente con honestidad sus horas facturables</h2>
<p>Un empleo de tiempo completo son unas 160 horas al mes, pero no todas las horas se pueden cobrar. Lucía también maneja de una casa a otra, contesta mensajes, da cotizaciones, compra suministros y lleva sus cuentas. Calcula que puede cobrar unas <strong>120 horas al mes</strong>. Muchos dueños de negocios de servicios descubren que solo entre el 60% y el 75% de su tiempo de trabajo se puede cobrar.</p>
<h2>Paso 4: Encuentre su tarifa por hora de equilibrio</h2>
<p>(Sueldo + costos) ÷ horas facturables = ($3,500 + $1,000) ÷ 120 = <strong>$37.50 la hora</strong>.</p>
<p>Por debajo de $37.50, Lucía se paga menos de lo que planeó. Con exactamente $37.50, gana su sueldo, pero al negocio no le queda nada para ahorros, equipo nuevo o un mes flojo.</p>
<h2>Paso 5: Agregue una ganancia</h2>
<p>Agrega un 15% para el negocio: $37.50 × 1.15 = $43.13. Redondea a <strong>$44 la hora</strong> como su tarifa meta.</p>
<h2>Paso 6: Convierta la tarifa en precios que les gusten a los clientes</h2>
<p>Por lo general, los clientes prefieren un precio claro por trabajo a una tarifa por hora. Lucía mide cuánto tarda en su trabajo y crea paquetes sencillos:</p>
<table>
<thead><tr><th>Servicio</th><th>Tiempo habitual</th><th>Precio</th></tr></thead>
<tbody>
<tr><td>Limpieza regular, apartamento de 2 dormitorios</td><td>2 horas</td><td>$90</td></tr>
<tr><td>Limpieza regular, casa de 3 dormitorios</td><td>3 horas</td><td>$135</td></tr>
<tr><td>Limpieza profunda, casa de 3 dormitorios</td><td>5 horas</td><td>$225</td></tr>
<tr><td>Limpieza por mudanza</td><td>cotización después de una visita</td><td>desde $250</td></tr>
</tbody>
</table>
<p>Anota cuánto tarda realmente cada trabajo. Si un tipo de trabajo se sigue pasando del tiempo, le sube el precio o cambia lo que incluye.</p>
<h2>Paso 7: Compare con el mercado</h2>
<p>Por último, Lucía averigua cuánto cobran otras personas que limpian casas en su zona. Si cobran entre $120 y $160 por una casa de 3 dormitorios, sus $135 encajan. Si el mercado estuviera muy por debajo de su número, tendría que reducir costos, trabajar más rápido o buscar clientes que valoren algo adicional (productos ecológicos, servicio bilingüe, disponibilidad los fines de semana). No cobraría simplemente menos de lo que le cuesta.</p>
<h2>Consejos para ponerle precio a un servicio</h2>
<ul>
<li><strong>Fije un cobro mínimo</strong> para que los trabajos cortos también cubran el tiempo de traslado.</li>
<li><strong>Cobre los extras</strong>: el interior del horno, las ventanas, las citas de último momento.</li>
<li><strong>Premie a sus clientes habituales</strong> con precios estables y citas fijas en lugar de grandes descuentos.</li>
<li><strong>Póngalo por escrito.</strong> Una lista de precios sencilla hace que las cotizaciones sean más rápidas y más uniformes.</li>
<li><strong>Revise sus precios cada año</strong>, o antes si suben sus costos.</li>
</ul>`,
} satisfies StarterTranslation;
