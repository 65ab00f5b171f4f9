import type { StarterTranslation } from "../../types.js";

export default {
  slug: "what-is-cash-flow",
  title: "Qué es el flujo de caja y por qué a los negocios con mucho trabajo se les acaba el dinero",
  description: "El flujo de caja es el momento en que el dinero entra y sale. Aprenda a verlo y por qué, a corto plazo, importa más que las ventas.",
  tags: ["flujo-de-caja", "primeros-pasos", "dinero"],
  html: `<p>El flujo de caja es simplemente el dinero que entra a su negocio y el dinero que sale, y <strong>cuándo</strong> pasa cada cosa. Un negocio puede tener muchos clientes, incluso ser rentable en el papel, y aun así no poder pagar el alquiler el primero del mes. La mayoría de los negocios pequeños que cierran no se quedan primero sin clientes; se quedan sin efectivo.</p>
<h2>Efectivo que entra, efectivo que sale</h2>
<p>El <strong>efectivo que entra</strong> es el dinero que usted de verdad recibe: un cliente paga en el mostrador, un cliente paga una factura, le depositan un préstamo en su cuenta.</p>
<p>El <strong>efectivo que sale</strong> es el dinero que de verdad se va: alquiler, materiales, sueldos, pagos de préstamos, impuestos, lo que usted se paga.</p>
<p>La diferencia en un período (por lo general un mes) es su <strong>flujo de caja neto</strong>. Si entró más de lo que salió, es positivo. Si salió más, es negativo, y el dinero salió del saldo de su banco.</p>
<h2>El momento lo es todo</h2>
<p>Imagine a Luis, que hace reparaciones y arreglos en casas, y termina un trabajo de cocina de $4,000 el 10 de marzo. Pagó $1,500 de materiales el 1 de marzo. El cliente paga 30 días después de la factura, en abril. Mientras tanto, el pago de la camioneta, el teléfono y el seguro de Luis ($900) vencen en marzo.</p>
<table>
<thead><tr><th></th><th>Marzo</th><th>Abril</th></tr></thead>
<tbody>
<tr><td>Efectivo que entra</td><td>$0</td><td>$4,000</td></tr>
<tr><td>Efectivo que sale</td><td>$2,400</td><td>$900</td></tr>
<tr><td>Flujo de caja neto</td><td>−$2,400</td><td>+$3,100</td></tr>
</tbody>
</table>
<p>Fue un buen trabajo: Luis gana $2,500 por encima de sus materiales. Pero en marzo el saldo de su banco baja $2,400. Si empezó marzo con solo $1,000, no puede pagar sus cuentas, aunque le esté yendo bien.</p>
<h2>Razones comunes por las que falta efectivo</h2>
<ul>
<li><strong>Los clientes pagan tarde</strong>, o usted les da 30 o 60 días para pagar.</li>
<li><strong>Usted compra inventario o materiales antes de vender.</strong></li>
<li><strong>Las ventas son de temporada</strong>: fuertes en el verano y flojas en el invierno, mientras el alquiler sigue igual.</li>
<li><strong>Las cuentas grandes llegan una o dos veces al año</strong>: seguros, renovaciones de licencias, impuestos.</li>
<li><strong>El crecimiento.</strong> Un pedido más grande significa comprar más materiales antes de que le paguen.</li>
<li><strong>Los pagos de préstamos</strong> son efectivo que sale, aunque solo la parte de los intereses cuenta como gasto.</li>
</ul>
<h2>Maneras sencillas de mejorar el flujo de caja</h2>
<ol>
<li><strong>Cobre antes.</strong> Pida un depósito (por ejemplo, del 30% al 50%) antes de empezar un trabajo a la medida. Envíe las facturas el mismo día que termina. Acepte tarjetas y pagos digitales.</li>
<li><strong>Dé seguimiento a los pagos atrasados</strong> con cortesía y rapidez: un recordatorio el día después de la fecha de vencimiento y una llamada una semana después.</li>
<li><strong>Pague las cuentas a tiempo, no antes</strong>, a menos que le den un descuento por pagar antes.</li>
<li><strong>Compre solo el inventario que va a necesitar pronto.</strong> El efectivo que está en un estante no paga el alquiler.</li>
<li><strong>Reparta las cuentas grandes.</strong> Pregunte si los seguros o las licencias se pueden pagar cada mes, o aparte dinero cada mes.</li>
<li><strong>Tenga un colchón de efectivo</strong> para los meses en que no alcanza.</li>
</ol>
<h2>Mire hacia adelante, no solo hacia atrás</h2>
<p>El saldo de su banco le dice dónde está hoy. Una <strong>proyección de flujo de caja</strong> le dice dónde estará dentro de tres, seis o doce meses, para que pueda actuar antes de que haya un problema: ahorrar en los meses buenos, aplazar una compra o hablar a tiempo con su prestamista. Los siguientes artículos de este módulo le muestran cómo hacer una, paso a paso.</p>`,
} satisfies StarterTranslation;
