import type { StarterTranslation } from "../../types.js";

export default {
  slug: "markup-vs-margin",
  title: "Markup o margen: la diferencia que le cuesta dinero",
  description: "El markup (recargo sobre el costo) y el margen describen la ganancia como un porcentaje, pero no del mismo número. Confundirlos reduce su ganancia sin que se dé cuenta.",
  tags: ["precios", "margen", "ganancias"],
  html: `<p>Dos dueños dicen: "Gano un 40% en todo lo que vendo". Uno se refiere al markup y el otro al margen, y uno de ellos está ganando mucho menos de lo que cree. Estas dos palabras son fáciles de confundir, y el error se nota en su cuenta bancaria.</p>
<h2>Las definiciones</h2>
<ul>
<li>El <strong>markup</strong> (recargo sobre el costo) es la ganancia como porcentaje de su <strong>costo</strong>: markup = (precio − costo) ÷ costo.</li>
<li>El <strong>margen</strong> (o margen bruto) es la ganancia como porcentaje de su <strong>precio</strong>: margen = (precio − costo) ÷ precio.</li>
</ul>
<p>Ejemplo: usted compra un estuche de teléfono por $30 y lo vende por $50. La ganancia es de $20.</p>
<ul>
<li>Markup: $20 ÷ $30 = <strong>66.7%</strong></li>
<li>Margen: $20 ÷ $50 = <strong>40%</strong></li>
</ul>
<p>La misma venta, los mismos $20, dos porcentajes muy distintos. El margen siempre es menor que el markup.</p>
<h2>El error común</h2>
<p>Suponga que, según su plan, usted sabe que necesita un margen del 40% para cubrir el alquiler, los salarios y otros costos. Toma su costo de $30 y le "suma un 40%": $30 + $12 = $42.</p>
<p>Su margen a $42 es $12 ÷ $42 = <strong>28.6%</strong>, no 40%. Por cada $1,000 en ventas, se queda con unos $286 en lugar de $400. En un año de $100,000 en ventas, son unos $11,400 menos de lo que había planeado.</p>
<h2>Cómo fijar el precio para un margen deseado</h2>
<p>Use esta fórmula:</p>
<p><strong>Precio = costo ÷ (1 − margen deseado)</strong></p>
<p>Para un margen del 40% sobre un costo de $30: $30 ÷ (1 − 0.40) = $30 ÷ 0.60 = <strong>$50</strong>.</p>
<h2>Tabla rápida de conversión</h2>
<table>
<thead><tr><th>Si quiere este margen</th><th>Use este markup sobre el costo</th><th>Precio de un artículo de $10</th></tr></thead>
<tbody>
<tr><td>20%</td><td>25%</td><td>$12.50</td></tr>
<tr><td>25%</td><td>33.3%</td><td>$13.33</td></tr>
<tr><td>30%</td><td>42.9%</td><td>$14.29</td></tr>
<tr><td>40%</td><td>66.7%</td><td>$16.67</td></tr>
<tr><td>50%</td><td>100%</td><td>$20.00</td></tr>
</tbody>
</table>
<h2>¿Cuál debo usar?</h2>
<p>Use el que prefiera, pero <strong>diga siempre a cuál se refiere</strong> y use siempre el mismo. El margen suele ser más útil para planificar, porque sus costos y sus metas de ganancia por lo general se describen como una parte de las ventas: "el alquiler es el 10% de las ventas", "quiero un 15% de ganancia". El margen le permite compararlos directamente. Muchos proveedores y comerciantes hablan en términos de markup, así que esté preparado para convertirlo.</p>
<h2>El margen bruto no es la ganancia</h2>
<p>El margen de un producto solo cubre su propio costo (lo que usted pagó por él o gastó en hacerlo). De ese margen todavía tiene que pagar el alquiler, el seguro, los salarios, la publicidad y su propio sueldo. Un margen bruto del 40% podría dejarle un 5% o un 10% de ganancia real a fin de mes, o nada, si las ventas son bajas.</p>
<h2>Lista de verificación</h2>
<ul>
<li>Conozco el costo de cada uno de mis productos o servicios principales.</li>
<li>Conozco el margen que necesito para cubrir los gastos generales y obtener ganancia.</li>
<li>Fijo los precios con precio = costo ÷ (1 − margen), no sumándole el margen al costo.</li>
<li>Vuelvo a revisar mis márgenes cuando cambian los precios de los proveedores.</li>
</ul>`,
} satisfies StarterTranslation;
