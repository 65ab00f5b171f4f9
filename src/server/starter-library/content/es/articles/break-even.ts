import type { StarterTranslation } from "../../types.js";

export default {
  slug: "break-even",
  title: "Su punto de equilibrio, paso a paso",
  description: "Calcule cuántas ventas necesita cada mes solo para cubrir sus costos, y cuántas más necesita para alcanzar su meta de ganancia.",
  tags: ["precios", "punto-de-equilibrio", "planificación", "costos"],
  html: `<p>Su punto de equilibrio es el número de ventas que necesita para cubrir todos sus costos, sin que sobre ni falte nada. Cada venta por encima de ese punto deja ganancia; cada mes por debajo de él pierde dinero. Conocer este número le facilita mucho juzgar un precio, un alquiler o una nueva contratación.</p>
<h2>Los tres números que necesita</h2>
<ol>
<li><strong>Costos fijos por mes</strong>: alquiler, seguro, pagos de préstamos, teléfono, programas, su propio sueldo básico. Se mantienen más o menos iguales, venda lo que venda.</li>
<li><strong>Precio promedio por venta.</strong></li>
<li><strong>Costo variable por venta</strong>: lo que le cuesta cada venta en materiales, ingredientes, empaque y comisiones de tarjeta.</li>
</ol>
<h2>La fórmula</h2>
<p>Primero, averigüe cuánto le deja cada venta después de sus propios costos. Esto se llama el <strong>margen de contribución</strong>:</p>
<p><strong>Contribución por venta = precio − costo variable por venta</strong></p>
<p>La contribución de cada venta ayuda a pagar los costos fijos. Por lo tanto:</p>
<p><strong>Ventas de equilibrio = costos fijos ÷ contribución por venta</strong></p>
<h2>Ejemplo: un carrito de café</h2>
<p>Jasmine tiene un carrito de café. Estos son sus números:</p>
<ul>
<li>Costos fijos: $2,400 al mes (préstamo del carrito, permiso, seguro, almacenamiento, teléfono y una cantidad básica para ella).</li>
<li>Venta promedio: $6.00.</li>
<li>Costo variable por venta (café, leche, vaso, tapa, comisión de tarjeta): $2.00.</li>
</ul>
<p>Contribución por venta: $6.00 − $2.00 = $4.00.</p>
<p>Punto de equilibrio: $2,400 ÷ $4.00 = <strong>600 ventas al mes</strong>. Si trabaja 25 días al mes, eso equivale a <strong>24 ventas al día</strong>.</p>
<h2>Sume su meta de ganancia</h2>
<p>El punto de equilibrio es el piso, no la meta. Para saber cuántas ventas necesita para obtener ganancia, sume la ganancia a los costos fijos:</p>
<p><strong>Ventas necesarias = (costos fijos + meta de ganancia) ÷ contribución por venta</strong></p>
<p>Jasmine quiere $2,000 al mes de ganancia además de su sueldo básico: ($2,400 + $2,000) ÷ $4.00 = <strong>1,100 ventas al mes</strong>, o 44 al día.</p>
<h2>Ponga a prueba sus decisiones</h2>
<p>La fórmula del punto de equilibrio le permite probar ideas en papel antes de probarlas en la realidad.</p>
<table>
<thead><tr><th>¿Qué pasa si…?</th><th>Contribución</th><th>Equilibrio por mes</th><th>Por día (25 días)</th></tr></thead>
<tbody>
<tr><td>Hoy</td><td>$4.00</td><td>600</td><td>24</td></tr>
<tr><td>Sube el precio promedio a $6.50</td><td>$4.50</td><td>534</td><td>22</td></tr>
<tr><td>La leche y los vasos cuestan $0.50 más</td><td>$3.50</td><td>686</td><td>28</td></tr>
<tr><td>Alquila un lugar por $600 más al mes</td><td>$4.00</td><td>750</td><td>30</td></tr>
</tbody>
</table>
<p>(Los números se redondean hacia arriba: no se puede hacer una parte de una venta). El nuevo lugar solo tiene sentido si Jasmine está segura de que le traerá al menos seis clientes más al día. Un aumento de 50 centavos en el precio reduce en unas 66 al mes las ventas que necesita.</p>
<h2>Úselo cada vez que cambien sus costos</h2>
<ul>
<li>Antes de firmar un contrato de alquiler o tomar un préstamo, sume el nuevo pago mensual a los costos fijos y vuelva a calcular.</li>
<li>Cuando un proveedor suba sus precios, vuelva a calcular su contribución.</li>
<li>Compare su punto de equilibrio con lo que realmente vende. Si la mayoría de los meses está cerca de él, su negocio tiene poco margen para un mes malo.</li>
</ul>
<p>Anote su punto de equilibrio en su plan de negocios y téngalo en un lugar donde lo vea. Responde una pregunta que todo dueño, asesor y prestamista se hace: "¿Cuánto necesita vender para mantener el negocio abierto?"</p>`,
} satisfies StarterTranslation;
