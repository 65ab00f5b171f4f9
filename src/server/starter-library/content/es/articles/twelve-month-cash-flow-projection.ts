import type { StarterTranslation } from "../../types.js";

export default {
  slug: "twelve-month-cash-flow-projection",
  title: "Cómo hacer una proyección de flujo de caja a 12 meses: el ejemplo de un camión de comida",
  description: "Paso a paso, calcule el efectivo que entra y sale cada mes, encuentre los meses apretados antes de que lleguen y decida qué hacer con ellos.",
  tags: ["flujo-de-caja", "proyección", "planificación", "comida"],
  html: `<p>Una proyección de flujo de caja es su mejor cálculo de cuánto dinero va a entrar y salir de su negocio cada mes durante el próximo año. No es una promesa. Es una herramienta para ver los problemas temprano, cuando todavía tiene tiempo de resolverlos. Los prestamistas casi siempre piden una, y Compass tiene una herramienta de flujo de caja que la prepara con usted.</p>
<h2>Paso 1: Empiece con el efectivo que tiene</h2>
<p>Anote cuánto dinero tiene el negocio el primer día: el saldo del banco más el efectivo en mano. Este es su <strong>efectivo inicial</strong>.</p>
<h2>Paso 2: Calcule el efectivo que entra, mes por mes</h2>
<p>Haga una lista de cada fuente de efectivo: las ventas que se cobran al momento, las facturas que espera cobrar (en el mes en que espera recibir el dinero, no en el mes en que hace el trabajo), los préstamos y el dinero que usted mismo pone. Piense en las temporadas, los días festivos y cuánto tardan sus clientes en pagar.</p>
<h2>Paso 3: Haga una lista del efectivo que sale</h2>
<ul>
<li><strong>Costos fijos</strong> que se mantienen más o menos iguales cada mes: alquiler, seguros, pagos de préstamos, teléfono, programas (software).</li>
<li><strong>Costos variables</strong> que suben y bajan con las ventas: ingredientes, materiales, empaques, cargos por tarjetas. Muchas veces es más fácil calcularlos como un porcentaje de las ventas.</li>
<li><strong>Lo que usted se paga.</strong> Inclúyalo. Un plan que solo funciona si a usted no se le paga no es un plan.</li>
<li><strong>Costos únicos y anuales</strong>: reparaciones, renovaciones de licencias, seguros que se pagan una vez al año, equipo, impuestos.</li>
</ul>
<h2>Paso 4: Haga las cuentas de cada mes</h2>
<p>Para cada mes: <strong>efectivo inicial + efectivo que entra − efectivo que sale = efectivo final</strong>. El efectivo final de un mes es el efectivo inicial del siguiente.</p>
<h2>El ejemplo: el camión de comida de Carmen</h2>
<p>Carmen tiene un camión de tacos en una ciudad con inviernos fríos. Empieza el año con $8,000 en el banco. Sus números:</p>
<ul>
<li>Costos fijos: $3,200 al mes (préstamo del camión $900, cocina comercial compartida $700, combustible y gas propano $550, estacionamiento y almacenamiento $300, seguros $250, teléfono, programas y lector de tarjetas $150, mercadeo $100, otros $250).</li>
<li>Lo que se paga a sí misma: $2,000 al mes.</li>
<li>Comida, empaques y cargos por tarjetas: alrededor del 35% de las ventas.</li>
<li>Costos únicos: $1,500 de reparaciones en marzo, antes de la temporada, y $1,800 de permisos y renovaciones de seguros en abril.</li>
</ul>
<table>
<thead><tr><th>Mes</th><th>Efectivo que entra (ventas)</th><th>Efectivo que sale</th><th>Neto</th><th>Efectivo al final del mes</th></tr></thead>
<tbody>
<tr><td>Enero</td><td>$3,000</td><td>$6,250</td><td>−$3,250</td><td>$4,750</td></tr>
<tr><td>Febrero</td><td>$3,500</td><td>$6,425</td><td>−$2,925</td><td>$1,825</td></tr>
<tr><td>Marzo</td><td>$6,000</td><td>$8,800</td><td>−$2,800</td><td>−$975</td></tr>
<tr><td>Abril</td><td>$9,000</td><td>$10,150</td><td>−$1,150</td><td>−$2,125</td></tr>
<tr><td>Mayo</td><td>$12,000</td><td>$9,400</td><td>+$2,600</td><td>$475</td></tr>
<tr><td>Junio</td><td>$14,000</td><td>$10,100</td><td>+$3,900</td><td>$4,375</td></tr>
<tr><td>Julio</td><td>$15,000</td><td>$10,450</td><td>+$4,550</td><td>$8,925</td></tr>
<tr><td>Agosto</td><td>$14,000</td><td>$10,100</td><td>+$3,900</td><td>$12,825</td></tr>
<tr><td>Septiembre</td><td>$11,000</td><td>$9,050</td><td>+$1,950</td><td>$14,775</td></tr>
<tr><td>Octubre</td><td>$8,000</td><td>$8,000</td><td>$0</td><td>$14,775</td></tr>
<tr><td>Noviembre</td><td>$5,000</td><td>$6,950</td><td>−$1,950</td><td>$12,825</td></tr>
<tr><td>Diciembre</td><td>$4,000</td><td>$6,600</td><td>−$2,600</td><td>$10,225</td></tr>
</tbody>
</table>
<h2>Paso 5: Lea la proyección</h2>
<p>En todo el año, el efectivo de Carmen crece de $8,000 a $10,225. El negocio funciona. Pero fíjese en marzo y abril: la proyección muestra que su cuenta queda <strong>por debajo de cero</strong>, hasta unos −$2,125, antes de que lleguen las ventas del verano. En la vida real, eso significa pagos rebotados, cargos por atraso o un pago del préstamo que no se hizo.</p>
<p>Como lo ve en enero, tiene opciones:</p>
<ol>
<li>Preguntarle ahora a su prestamista por una pequeña línea de crédito o un préstamo a corto plazo para cubrir la primavera, que pagaría en el verano.</li>
<li>Pasar las reparaciones a mayo, o pedirle al mecánico que le divida la cuenta.</li>
<li>Pagarse menos en marzo y abril y más en julio y agosto.</li>
<li>Conseguir trabajos de banquetes (catering) o eventos privados para la primavera.</li>
<li>El año que viene, ahorrar parte del excedente del verano para cubrir el invierno sin pedir prestado.</li>
</ol>
<h2>Consejos para una proyección útil</h2>
<ul>
<li><strong>Sea un poco pesimista.</strong> Calcule las ventas un poco bajas y los costos un poco altos.</li>
<li><strong>Use los números del año pasado</strong> si los tiene; son la mejor guía para las temporadas.</li>
<li><strong>Mantenga un saldo mínimo.</strong> Decida el nivel más bajo de efectivo con el que se siente cómodo (por ejemplo, un mes de costos fijos) y esté pendiente de los meses que queden por debajo.</li>
<li><strong>Actualícela cada mes.</strong> Reemplace el cálculo con lo que pasó en realidad y ajuste los meses que vienen.</li>
<li><strong>No se olvide de los impuestos.</strong> Si hace pagos de impuestos estimados, póngalos en los meses en que vencen.</li>
</ul>
<p>Una proyección toma una o dos horas la primera vez y unos minutos cada mes después. Es una de las cosas más útiles que le puede mostrar a un prestamista, y una de las mejores protecciones contra las sorpresas.</p>`,
} satisfies StarterTranslation;
