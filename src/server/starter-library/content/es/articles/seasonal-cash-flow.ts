import type { StarterTranslation } from "../../types.js";

export default {
  slug: "seasonal-cash-flow",
  title: "Cómo manejar el efectivo en un negocio de temporada",
  description: "Ahorre en los meses de mucho trabajo para los meses flojos, con una meta de ahorro mensual sencilla e ideas para ganar más fuera de temporada.",
  tags: ["flujo-de-caja", "temporada", "ahorros"],
  html: `<p>Los jardineros, las heladerías, los preparadores de impuestos, los decoradores de días festivos, los que limpian piscinas y los puestos de productos del campo comparten un mismo reto: la mayor parte del dinero del año llega en unos pocos meses, mientras que muchas cuentas llegan todos los meses. Un negocio de temporada puede estar muy sano, pero solo si la temporada alta paga la temporada baja.</p>
<h2>Paso 1: Conozca sus meses flojos</h2>
<p>Revise las ventas del año pasado mes por mes. Si su negocio es nuevo, pregunte a otros de su mismo oficio o use su mejor cálculo. Marque los meses en que las ventas no cubren sus costos. Esos son los meses para los que tiene que prepararse.</p>
<h2>Paso 2: Sume lo que cuestan los meses flojos</h2>
<p>Haga una lista de todo lo que sigue pagando cuando hay poco trabajo: pagos del préstamo y de la camioneta, seguros, almacenamiento, teléfono, programas (software) y sus propios gastos de vida.</p>
<p>Ejemplo: Marco tiene una compañía de jardinería. De diciembre a marzo casi no tiene trabajo. Sus costos en esos meses son:</p>
<table>
<thead><tr><th>Costo mensual en la temporada baja</th><th>Cantidad</th></tr></thead>
<tbody>
<tr><td>Pago de la camioneta</td><td>$600</td></tr>
<tr><td>Seguros</td><td>$200</td></tr>
<tr><td>Teléfono y programas</td><td>$100</td></tr>
<tr><td>Almacenamiento del equipo</td><td>$300</td></tr>
<tr><td>Lo que se paga Marco a sí mismo</td><td>$2,000</td></tr>
<tr><td><strong>Total al mes</strong></td><td><strong>$3,200</strong></td></tr>
</tbody>
</table>
<p>Cuatro meses flojos × $3,200 = <strong>$12,800</strong> que Marco necesita tener ahorrados para el 1 de diciembre.</p>
<h2>Paso 3: Conviértalo en una meta de ahorro mensual</h2>
<p>Marco tiene ocho meses de mucho trabajo (de abril a noviembre). $12,800 ÷ 8 = <strong>$1,600 al mes</strong>. Cada mes de temporada alta, el mismo día, pasa $1,600 a una cuenta de ahorros separada del negocio, como si fuera una cuenta por pagar. No lo toca hasta diciembre.</p>
<p>Si $1,600 le parece demasiado, eso también es información útil: puede significar que los precios están muy bajos o que los meses flojos cuestan más de lo que el negocio puede aguantar.</p>
<h2>Paso 4: Haga la temporada baja más corta o más barata</h2>
<ul>
<li><strong>Agregue servicios para fuera de temporada.</strong> Marco podría ofrecer remoción de nieve, luces navideñas o poda de árboles en el invierno.</li>
<li><strong>Venda por adelantado.</strong> Ofrezca contratos de primavera en febrero con un pequeño descuento por pagar un depósito antes.</li>
<li><strong>Reduzca los costos de temporada.</strong> Pregunte si se puede bajar el seguro mientras el equipo está guardado, o si se pueden pausar las suscripciones.</li>
<li><strong>Reparta sus propios ingresos.</strong> Páguese la misma cantidad cada mes de sus ahorros, en lugar de mucho en el verano y nada en el invierno.</li>
<li><strong>Planee las compras grandes para el final de la temporada alta,</strong> cuando sepa cuánto efectivo le queda, no para el principio.</li>
</ul>
<h2>Paso 5: Hable con su prestamista antes de la temporada baja</h2>
<p>Si tiene un préstamo, pregunte si los pagos pueden seguir sus temporadas, por ejemplo pagos más pequeños en el invierno y más grandes en el verano. Algunos prestamistas lo ofrecen, sobre todo los prestamistas comunitarios que conocen los negocios locales. Una línea de crédito, usada con cuidado, también puede cubrir un hueco. Pregunte en los buenos tiempos, con su proyección de flujo de caja en la mano, no en medio de una crisis.</p>
<h2>Lista de control para la temporada</h2>
<ul>
<li>Sé cuáles son mis meses flojos y cuánto cuestan.</li>
<li>Tengo una meta de ahorro mensual para la temporada alta.</li>
<li>Mis ahorros están en una cuenta separada.</li>
<li>Tengo al menos una idea para ganar dinero en la temporada baja.</li>
<li>Mi proyección de flujo de caja muestra todos los meses por encima de mi saldo mínimo.</li>
</ul>`,
} satisfies StarterTranslation;
