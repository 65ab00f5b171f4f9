import { officialLink } from "../../html.js";
import type { StarterTranslation } from "../../types.js";

export default {
  slug: "receipts-and-records",
  title: "Recibos y registros: qué guardar y por cuánto tiempo",
  description: "Qué registros del negocio guardar, un sistema fácil para los recibos y una guía general de cuánto tiempo conservarlos.",
  tags: ["contabilidad", "registros", "impuestos"],
  html: `<p>Tener buenos registros lo protege. Comprueban sus gastos si el IRS (el Servicio de Impuestos Internos) o su estado se los pide, le ayudan a reclamar cada deducción que le corresponde y le dan al prestamista la prueba de ingresos que necesita. Guardarlos es fácil una vez que tiene un sistema.</p>
<h2>Qué guardar</h2>
<ul>
<li><strong>Registros de ventas</strong>: facturas, informes de ventas de su lector de tarjetas o caja registradora, comprobantes de depósito y ventas diarias en efectivo.</li>
<li><strong>Recibos y cuentas de gastos</strong>: qué compró, a quién, cuándo y por cuánto.</li>
<li><strong>Estados de cuenta del banco y de las tarjetas de crédito</strong> de las cuentas del negocio.</li>
<li><strong>Registros de nómina</strong>, si tiene empleados: sueldos, horas, impuestos retenidos y pagados, y formularios de impuestos.</li>
<li><strong>Pagos a contratistas</strong> y los formularios que le entregaron (como el Formulario W-9).</li>
<li><strong>Registros del vehículo</strong>, si usa un vehículo para el negocio: un registro de millaje con fechas, viajes, motivo y millas.</li>
<li><strong>Registros de bienes</strong>: recibos de equipo, vehículos y propiedades, y cuándo los compró y los vendió.</li>
<li><strong>Declaraciones de impuestos</strong> y todo lo que se usó para prepararlas.</li>
<li><strong>Documentos legales</strong>: registros del negocio, licencias, contratos de arrendamiento, documentos de préstamos, pólizas de seguro.</li>
</ul>
<h2>Un buen recibo muestra</h2>
<p>El nombre del vendedor, la fecha, lo que se compró y la cantidad. Si un recibo no está claro, escríbale una nota corta, por ejemplo "azulejos para el trabajo del baño de los Garcia". Para comidas o viajes, anote el motivo de negocio y quiénes estuvieron presentes.</p>
<h2>Un sistema sencillo</h2>
<ol>
<li><strong>Capture enseguida.</strong> Tómele una foto a cada recibo de papel el mismo día que lo recibe, antes de que se borre o se pierda. Muchas aplicaciones de contabilidad le permiten adjuntar la foto a la transacción.</li>
<li><strong>Nombre u ordene por mes.</strong> Una carpeta digital por mes (por ejemplo, "2025-03 recibos"), o un sobre por mes para los de papel.</li>
<li><strong>Reenvíe los recibos que le llegan por correo electrónico</strong> a una sola carpeta o etiqueta, como "Recibos del negocio".</li>
<li><strong>Empareje los recibos durante su contabilidad semanal</strong>: cada gasto de sus registros debe tener su recibo.</li>
<li><strong>Haga copias de respaldo.</strong> Guarde copias digitales en dos lugares, como su teléfono y una cuenta en la nube o una computadora.</li>
</ol>
<h2>Cuánto tiempo guardar los registros</h2>
<p>La regla general del IRS es guardar los registros que respaldan su declaración de impuestos durante <strong>tres años</strong> a partir de la fecha en que la presentó. Algunas situaciones piden más tiempo:</p>
<table>
<thead><tr><th>Registro</th><th>Guía general</th></tr></thead>
<tbody>
<tr><td>La mayoría de los registros de ingresos y gastos</td><td>Al menos 3 años después de presentar la declaración</td></tr>
<tr><td>Registros de nómina (impuestos sobre la nómina)</td><td>Al menos 4 años</td></tr>
<tr><td>Registros de equipo, vehículos y propiedades</td><td>Hasta 3 años después del año en que los venda o se deshaga de ellos</td></tr>
<tr><td>Si se declararon ingresos bastante por debajo de lo real</td><td>6 años</td></tr>
<tr><td>Las declaraciones de impuestos mismas, registros del negocio, documentos de préstamos</td><td>Muchos dueños los guardan para siempre</td></tr>
</tbody>
</table>
<p>Su estado puede tener sus propias reglas, y los prestamistas, las aseguradoras o los arrendadores pueden pedirle que guarde algunos registros por más tiempo. Muchos contadores sugieren guardar todo durante siete años para estar seguros. El IRS explica cómo llevar registros en los negocios pequeños en ${officialLink("https://www.irs.gov/es", "irs.gov/es")}. Consulte con su contador sobre su situación.</p>
<h2>El millaje: una deducción que muchos olvidan</h2>
<p>Si maneja por trabajo, un registro de millaje puede valer mucho a la hora de pagar impuestos, pero solo si lo va anotando sobre la marcha, no si lo reconstruye meses después. Anote la fecha, adónde fue, para qué y las millas. Sirve tanto una libreta en el carro como una aplicación de millaje.</p>
<h2>Lista de control</h2>
<ul>
<li>Le tomo una foto a cada recibo el día que lo recibo.</li>
<li>Mis recibos están ordenados por mes.</li>
<li>Cada gasto en mis libros tiene su recibo.</li>
<li>Llevo un registro de millaje si manejo por trabajo.</li>
<li>Mis registros tienen copia de respaldo en dos lugares.</li>
</ul>`,
} satisfies StarterTranslation;
