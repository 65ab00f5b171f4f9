import type { StarterTranslation } from "../../types.js";

export default {
  slug: "cash-cushion",
  title: "Cómo crear un colchón de efectivo para su negocio",
  description: "Cuánto dinero de emergencia necesita un pequeño negocio, dónde guardarlo y una forma sencilla de reunirlo poco a poco.",
  tags: ["flujo-de-caja", "ahorros", "planificación"],
  html: `<p>Un colchón de efectivo (a veces llamado reserva o fondo de emergencia) es el dinero que el negocio guarda para imprevistos: un horno que se descompone, un cliente que paga con dos meses de retraso, una temporada baja que dura más de lo normal, un aumento repentino de precios de un proveedor. Sin un colchón, cada imprevisto se convierte en una crisis. Con uno, es solo una mala semana.</p>
<h2>¿Cuánto es suficiente?</h2>
<p>Una meta común es <strong>tres meses de costos esenciales</strong>: las cuentas que debe pagar aunque se detengan las ventas, como el alquiler, los pagos de préstamos, el seguro, los servicios públicos, el teléfono y una cantidad básica para su propio sueldo. Los negocios con ventas muy desiguales, o que dependen de unos pocos clientes grandes, quizás prefieran seis meses.</p>
<p>Eso puede parecer mucho, así que comience con una primera meta más pequeña: <strong>un mes de costos esenciales</strong>.</p>
<p>Ejemplo: un pequeño salón de belleza tiene estos costos esenciales al mes:</p>
<table>
<thead><tr><th>Costo esencial</th><th>Por mes</th></tr></thead>
<tbody>
<tr><td>Alquiler</td><td>$2,200</td></tr>
<tr><td>Pago del préstamo</td><td>$450</td></tr>
<tr><td>Seguro</td><td>$150</td></tr>
<tr><td>Servicios públicos y teléfono</td><td>$400</td></tr>
<tr><td>Programas y comisiones de tarjeta (mínimo)</td><td>$100</td></tr>
<tr><td>Sueldo básico del dueño</td><td>$1,700</td></tr>
<tr><td><strong>Total</strong></td><td><strong>$5,000</strong></td></tr>
</tbody>
</table>
<p>Primera meta: $5,000. Meta completa: tres meses, $15,000.</p>
<h2>Reúnalo poco a poco</h2>
<p>La forma más fácil es ahorrar un porcentaje fijo de cada depósito. Si el salón ahorra el <strong>5% de sus ventas</strong> y vende $12,000 al mes, eso son $600 al mes. Alcanza la primera meta de $5,000 en unos nueve meses, sin un gran sacrificio de una sola vez.</p>
<ul>
<li>Elija un porcentaje que pueda mantener: 2%, 5% o 10%.</li>
<li>Transfiera el dinero el mismo día cada semana o cada mes.</li>
<li>Si su banco lo permite, programe una transferencia automática.</li>
<li>En un mes excelente, ahorre un poco más; en un mes malo, ahorre un poco menos, pero procure no saltárselo.</li>
</ul>
<h2>Dónde guardarlo</h2>
<p>Guarde el colchón en una <strong>cuenta de ahorros separada del negocio</strong>, no en su cuenta de cheques, donde es fácil gastarlo sin querer, ni en su cuenta personal. Debe estar seguro y a su alcance en uno o dos días. No es dinero para invertir en algo arriesgado.</p>
<h2>Cuándo usarlo y cuándo no</h2>
<p>Úselo para emergencias reales y para baches cortos en el flujo de caja de los que espera recuperarse. No lo use para compras planificadas, para sostener un negocio que pierde dinero todos los meses ni para gastos personales. Si se da cuenta de que usa el colchón todos los meses, es señal de que debe revisar con atención sus precios y costos, y de hablar con su asesor.</p>
<p>Después de usarlo, haga un plan para volver a llenarlo, de la misma manera en que lo reunió.</p>
<h2>Por qué les importa a los prestamistas</h2>
<p>Un negocio con ahorros representa menos riesgo para un prestamista: un mes malo no significa un pago atrasado. Demostrar que ahorra con regularidad, aunque sean cantidades pequeñas, le dice al prestamista que usted planifica con anticipación. También puede significar que necesite pedir menos prestado, o nada, cuando algo sale mal.</p>`,
} satisfies StarterTranslation;
