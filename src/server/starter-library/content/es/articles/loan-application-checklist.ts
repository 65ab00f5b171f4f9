import type { StarterTranslation } from "../../types.js";

export default {
  slug: "loan-application-checklist",
  title: "Cómo preparar una solicitud de préstamo: lista de verificación",
  description: "Los documentos y las respuestas que piden la mayoría de los prestamistas, cómo organizarlos y cómo explicar su solicitud con claridad.",
  tags: ["préstamos", "solicitud-de-préstamo", "planificación", "lista-de-verificación"],
  html: `<p>Una solicitud completa y organizada le facilita el trabajo al prestamista y acelera la decisión. También demuestra que usted maneja su negocio con cuidado. Cada prestamista tiene su propia lista, así que pida siempre la suya, pero la mayoría pide lo que aparece a continuación. Empiece a reunirlo unas semanas antes de presentar la solicitud.</p>
<h2>1. Su solicitud, por escrito</h2>
<p>Prepare respuestas breves y claras a estas preguntas:</p>
<ul>
<li><strong>¿Cuánto</strong> quiere pedir prestado?</li>
<li><strong>¿Para qué</strong>, exactamente? Anote cada artículo y su costo. Incluya cotizaciones o facturas si las tiene.</li>
<li><strong>¿Cómo ayudará</strong> al negocio? Por ejemplo: "Un segundo horno me permite atender 40 pedidos más al mes".</li>
<li><strong>¿Cómo lo va a pagar?</strong> Muestre qué parte de su flujo de caja cubrirá la cuota.</li>
</ul>
<h2>2. Sobre el negocio</h2>
<ul>
<li>Un plan de negocios, o por lo menos un resumen de una página: qué vende, a quién, su experiencia, sus metas.</li>
<li>Documentos legales: el registro del negocio o los documentos de constitución (para una LLC o una corporación), el registro de su nombre comercial (DBA) si lo tiene, y el acuerdo de sociedad o acuerdo operativo si tiene socios.</li>
<li>Licencias y permisos.</li>
<li>Su EIN (número de identificación del empleador), si lo tiene.</li>
<li>Contratos de alquiler u otros contratos importantes para el negocio (su local, sus clientes grandes).</li>
</ul>
<h2>3. Registros financieros</h2>
<ul>
<li><strong>Estados de cuenta bancarios del negocio</strong>, a menudo de los últimos 3 a 12 meses.</li>
<li><strong>Estado de resultados</strong> (de ganancias y pérdidas) de lo que va de este año y de los últimos uno o dos años, si el negocio tiene esa antigüedad.</li>
<li><strong>Balance general</strong>: lo que el negocio tiene y lo que debe.</li>
<li><strong>Proyección de flujo de caja</strong> para los próximos 12 meses, con la cuota del nuevo préstamo incluida.</li>
<li><strong>Declaraciones de impuestos</strong>: del negocio y personales, a menudo de los últimos dos o tres años.</li>
<li><strong>Una lista de sus deudas actuales</strong>: a quién le debe, el saldo, el pago mensual, la tasa de interés y la fecha final. A esto a veces se le llama calendario de deudas.</li>
<li><strong>El dinero que le deben y el dinero que usted debe</strong> (cuentas por cobrar y cuentas por pagar), si les factura a sus clientes o compra a crédito.</li>
</ul>
<h2>4. Sobre usted, el dueño</h2>
<ul>
<li>Una identificación con foto emitida por el gobierno.</li>
<li>Un currículum breve o una descripción de su experiencia laboral.</li>
<li>Un estado financiero personal: sus bienes personales (ahorros, auto, casa) y sus deudas. Muchos prestamistas tienen su propio formulario; el de la SBA (Agencia Federal de Pequeños Negocios) es el Formulario 413.</li>
<li>Su autorización para revisar su crédito.</li>
</ul>
<h2>5. Colateral, si se lo piden</h2>
<p>Una lista de lo que podría ofrecer como colateral (equipo, vehículos, inventario, propiedades), con su valor aproximado y cualquier préstamo que ya tengan encima.</p>
<h2>Organícese</h2>
<ol>
<li>Cree una carpeta (en papel o digital) con una sección para cada parte anterior.</li>
<li>Ponga nombres claros a los archivos digitales: "Declaración de impuestos del negocio [año].pdf", "Estados de cuenta ene-jun.pdf".</li>
<li>Asegúrese de que los números coincidan entre los documentos. Si su declaración de impuestos y su estado de resultados no coinciden, esté listo para explicar por qué.</li>
<li>Escriba una nota breve que explique cualquier cosa fuera de lo común: un mal año, un hueco en los registros, un pago atrasado en el pasado. Los prestamistas prefieren escucharlo de usted.</li>
</ol>
<h2>Antes de presentarla</h2>
<ul>
<li>Revise si sus reportes de crédito tienen errores.</li>
<li>Repase la solicitud con su asesor. Otro par de ojos encuentra lo que falta.</li>
<li>Haga copias de todo lo que envíe.</li>
<li>Pregúntele al prestamista cuánto tarda la decisión y con quién comunicarse si tiene preguntas.</li>
</ul>
<p>Compass puede ayudarle con varias de estas cosas: su plan de negocios, su proyección de flujo de caja de 12 meses y sus documentos están todos en un mismo lugar que su asesor puede ver. Si todavía no tiene algunos registros, no se rinda: dígale al prestamista lo que sí tiene y pregúntele a su asesor cómo preparar lo demás.</p>`,
} satisfies StarterTranslation;
