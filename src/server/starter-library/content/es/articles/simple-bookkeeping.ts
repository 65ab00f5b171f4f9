import type { StarterTranslation } from "../../types.js";

export default {
  slug: "simple-bookkeeping",
  title: "Contabilidad sencilla en 30 minutos a la semana",
  description: "Una rutina semanal y mensual para anotar ventas y gastos, ordenarlos por categorías y preparar los informes que pide un prestamista.",
  tags: ["contabilidad", "registros", "ganancias"],
  html: `<p>Llevar la contabilidad es simplemente anotar todo el dinero que entra y sale de su negocio, y ordenarlo para que tenga sentido. No hace falta un título en contabilidad. Hace falta un hábito. Treinta minutos a la semana bastan para la mayoría de los negocios pequeños, y le ahorran muchas horas a la hora de los impuestos o cuando solicite un préstamo.</p>
<h2>Escoja su herramienta</h2>
<ul>
<li><strong>Una libreta o un libro de cuentas</strong> sirve si tiene pocas transacciones, pero es fácil de perder y lento de sumar.</li>
<li><strong>Una hoja de cálculo</strong> es gratis y flexible. Use una fila por transacción y columnas para la fecha, la descripción, la categoría, el dinero que entra y el dinero que sale.</li>
<li><strong>Un programa o una aplicación de contabilidad</strong> puede conectarse con la cuenta bancaria de su negocio, importar las transacciones y preparar informes. Muchos cobran una cuota mensual; algunos tienen versiones gratis para negocios muy pequeños.</li>
</ul>
<p>La mejor herramienta es la que usted de verdad va a usar cada semana.</p>
<h2>Prepare unas categorías sencillas</h2>
<p>Ponga cada transacción en una categoría. Usar categorías parecidas a las de su declaración de impuestos le ahorra trabajo después. Un negocio pequeño de servicios podría empezar con estas:</p>
<table>
<thead><tr><th>Dinero que entra</th><th>Dinero que sale</th></tr></thead>
<tbody>
<tr><td>Ventas</td><td>Suministros y materiales</td></tr>
<tr><td>Otros ingresos</td><td>Alquiler</td></tr>
<tr><td>Préstamos recibidos (no son ingresos)</td><td>Vehículo y combustible</td></tr>
<tr><td>Dinero que puso el dueño (no es ingreso)</td><td>Seguros</td></tr>
<tr><td></td><td>Teléfono, internet y programas</td></tr>
<tr><td></td><td>Publicidad</td></tr>
<tr><td></td><td>Sueldos y contratistas</td></tr>
<tr><td></td><td>Cargos del banco y de las tarjetas</td></tr>
<tr><td></td><td>Intereses de préstamos (el capital no es un gasto)</td></tr>
<tr><td></td><td>Retiro del dueño (no es un gasto)</td></tr>
</tbody>
</table>
<p>Mantenga la lista corta. Puede agregar categorías cuando las necesite.</p>
<h2>La rutina semanal (30 minutos)</h2>
<ol>
<li>Anote cada venta de la semana, o impórtelas de su banco o de su lector de tarjetas.</li>
<li>Anote cada gasto y asígnele una categoría.</li>
<li>Empareje los recibos con los gastos (tómeles foto a los recibos de papel; vea el artículo sobre recibos).</li>
<li>Revise las facturas sin pagar y envíe recordatorios.</li>
<li>Mire el saldo de su banco y las cuentas que vencen en las próximas dos semanas.</li>
</ol>
<h2>La rutina mensual (una hora)</h2>
<ol>
<li><strong>Concilie</strong>: compare sus registros con su estado de cuenta del banco, línea por línea. Los saldos finales deben coincidir. Busque y corrija lo que falte o esté anotado dos veces.</li>
<li><strong>Prepare un estado de resultados</strong> (de pérdidas y ganancias): el total de ventas menos el total de gastos del mes.</li>
<li><strong>Compare con su plan</strong>: ¿están las ventas y los costos donde esperaba? Actualice su proyección de flujo de caja.</li>
<li><strong>Pase el dinero para los impuestos</strong> a su cuenta de ahorros para impuestos.</li>
</ol>
<h2>Un ejemplo sencillo</h2>
<p>Kim tiene un negocio de tutorías. Al final de abril, sus registros muestran ventas de $4,200 y gastos de $1,150 (libros y materiales $300, programas $60, publicidad $150, transporte $240, alquiler de un cuarto pequeño $400). Su ganancia de abril es de $3,050. También sacó $2,500 como retiro del dueño, que no es un gasto, así que no cambia su ganancia, pero sí baja el saldo de su banco.</p>
<h2>Cuándo buscar ayuda</h2>
<p>Piense en contratar a un tenedor de libros o a un contador si tiene empleados, vende productos con inventario, tiene muchas transacciones o simplemente ve que sus libros siempre están atrasados. Muchos dueños hacen la rutina semanal ellos mismos y le pagan a un contador por los impuestos y una revisión anual. Pregúntele a su asesor por ayuda de contabilidad gratuita o de bajo costo en su área.</p>`,
} satisfies StarterTranslation;
