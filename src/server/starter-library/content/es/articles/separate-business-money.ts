import type { StarterTranslation } from "../../types.js";

export default {
  slug: "separate-business-money",
  title: "Mantenga separado el dinero del negocio y el personal",
  description: "Por qué una cuenta aparte para el negocio le ahorra tiempo, impuestos y estrés, cómo abrirla y cómo pagarse a sí mismo de la manera correcta.",
  tags: ["contabilidad", "banco", "primeros-pasos"],
  html: `<p>Si maneja su negocio desde su cuenta bancaria personal, no es el único. Muchos dueños empiezan así. Pero mezclar el dinero del negocio con el personal hace muy difícil saber si el negocio está ganando dinero, complica los impuestos y pone nerviosos a los prestamistas. Separarlos es uno de los pasos más sencillos y valiosos que puede dar.</p>
<h2>Por qué es importante</h2>
<ul>
<li><strong>Usted ve la verdad.</strong> Con una cuenta aparte, el saldo y los estados de cuenta del negocio muestran cómo le va de verdad al negocio.</li>
<li><strong>Los impuestos se hacen más fáciles.</strong> Los ingresos y gastos del negocio ya están en un solo lugar. Si alguna vez le piden que compruebe un gasto, se ve claramente que es del negocio.</li>
<li><strong>Los prestamistas le tienen confianza.</strong> Los estados de cuenta bancarios del negocio son una de las primeras cosas que pide un prestamista.</li>
<li><strong>Lo protege.</strong> Si tiene una LLC (compañía de responsabilidad limitada) o una corporación, mezclar el dinero personal con el del negocio puede debilitar la separación legal entre usted y el negocio.</li>
</ul>
<h2>Cómo empezar</h2>
<ol>
<li><strong>Abra una cuenta de cheques para el negocio.</strong> Los bancos y las cooperativas de crédito (credit unions) suelen pedirle su identificación, su EIN (número de identificación del empleador) o su número de Seguro Social y, según la estructura de su negocio, su registro del negocio o los documentos de su DBA (nombre comercial). Pregunte por los cargos mensuales y cómo evitarlos; los bancos comunitarios y las cooperativas de crédito muchas veces tienen cuentas de bajo costo para negocios pequeños.</li>
<li><strong>Considere una cuenta de ahorros del negocio</strong> para su colchón de efectivo y el dinero que aparta para los impuestos.</li>
<li><strong>Use una sola tarjeta para las compras del negocio</strong>: la tarjeta de débito de la cuenta, o una tarjeta de crédito del negocio que liquide cada mes.</li>
<li><strong>Haga que todos los pagos de los clientes lleguen a la cuenta del negocio</strong>: lector de tarjetas, aplicaciones de pago, cheques y depósitos en efectivo.</li>
</ol>
<h2>Las reglas de oro</h2>
<ul>
<li>Todos los ingresos del negocio <strong>entran</strong> a la cuenta del negocio.</li>
<li>Todos los gastos del negocio se pagan <strong>desde</strong> la cuenta del negocio o la tarjeta del negocio.</li>
<li>Los gastos personales <strong>nunca</strong> se pagan desde la cuenta del negocio.</li>
<li>Si se equivoca (pasa), anótelo y corríjalo: devuélvale el dinero al negocio o regístrelo como dinero que usted retiró.</li>
</ul>
<h2>Cómo pagarse a sí mismo</h2>
<p>Usted necesita sacar dinero del negocio para vivir. La manera correcta depende de la estructura legal de su negocio:</p>
<ul>
<li><strong>Negocio de un solo dueño (sole proprietorship) o LLC de un solo miembro</strong> (que paga impuestos de la manera habitual): usted hace un <strong>retiro del dueño</strong>, una transferencia de la cuenta del negocio a su cuenta personal. No es un gasto del negocio. Usted paga el impuesto sobre la renta y el impuesto sobre el trabajo por cuenta propia sobre la ganancia del negocio, la saque o no.</li>
<li><strong>Corporación S o corporación C:</strong> a los dueños que trabajan en el negocio por lo general se les paga un sueldo por medio de la nómina, con los impuestos retenidos. Un contador puede organizarlo correctamente.</li>
</ul>
<p>Páguese en fechas fijas, por ejemplo el 1 y el 15 de cada mes, y una cantidad fija. Eso facilita tanto su presupuesto personal como el del negocio, y los retiros regulares son más fáciles de planear en su proyección de flujo de caja.</p>
<h2>Negocios que reciben efectivo</h2>
<p>Si sus clientes pagan a menudo en efectivo, deposítelo con regularidad y anote las ventas en efectivo de cada día. No pague gastos del negocio directamente de la caja sin un recibo y una nota. El efectivo depositado y registrado le da el historial que necesita para mostrarle sus ventas reales a un prestamista.</p>
<h2>Lista de control</h2>
<ul>
<li>Tengo una cuenta de cheques para el negocio.</li>
<li>Todas mis ventas entran a esa cuenta.</li>
<li>Pago los costos del negocio solo desde esa cuenta o con una tarjeta del negocio.</li>
<li>Me pago en fechas fijas, por transferencia.</li>
<li>Aparto dinero para los impuestos en una cuenta separada.</li>
</ul>`,
} satisfies StarterTranslation;
