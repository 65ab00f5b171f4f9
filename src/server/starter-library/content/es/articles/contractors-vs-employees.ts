import { officialLink } from "../../html.js";
import type { StarterTranslation } from "../../types.js";

export default {
  slug: "contractors-vs-employees",
  title: "Cómo contratar ayuda: contratistas (1099) o empleados (W-2)",
  description: "La diferencia entre un contratista independiente y un empleado, por qué importa y los trámites que necesita cada uno.",
  tags: ["empleados", "contratistas", "impuestos", "legal"],
  html: `<p>Cuando su negocio crezca, necesitará ayuda: alguien que haga entregas, limpie, cocine, conteste el teléfono o lleve las cuentas. Una de las primeras preguntas es si esa persona es un <strong>empleado</strong> o un <strong>contratista independiente</strong>. No es simplemente una decisión suya, y equivocarse puede salir caro. Este artículo explica lo básico; revise su situación con un contador, el departamento de trabajo de su estado o un abogado laboral.</p>
<h2>La diferencia básica</h2>
<p>Un <strong>empleado</strong> trabaja para su negocio bajo su dirección. Usted decide cuándo, dónde y cómo se hace el trabajo. Usted retiene impuestos de su pago, paga su parte de los impuestos sobre la nómina y le entrega un Formulario W-2 cada año.</p>
<p>Un <strong>contratista independiente</strong> tiene su propio negocio y le presta un servicio al suyo. Decide cómo hacer el trabajo, por lo general usa sus propias herramientas, puede trabajar para otros clientes y le envía facturas. Por lo general, usted no le retiene impuestos. Si en un año le paga más del límite de declaración del IRS (Servicio de Impuestos Internos), usted le envía a él y al IRS un Formulario 1099-NEC.</p>
<h2>Cómo saber cuál es</h2>
<p>El IRS examina toda la relación, agrupada en tres áreas:</p>
<ul>
<li><strong>Control del comportamiento:</strong> ¿controla usted, o tiene derecho a controlar, lo que hace el trabajador y cómo lo hace? Capacitarlo en sus métodos y fijarle el horario apuntan a que es empleado.</li>
<li><strong>Control financiero:</strong> ¿invierte en sus propias herramientas, fija sus propios precios, tiene otros clientes y corre el riesgo de ganar o perder dinero? Eso apunta a que es contratista.</li>
<li><strong>Relación:</strong> ¿hay un contrato por escrito, se ofrecen beneficios, el trabajo es continuo y una parte clave de su negocio? Un trabajo continuo y central apunta a que es empleado.</li>
</ul>
<p>Llamar contratista a alguien en un contrato no lo convierte en contratista. Muchos estados usan sus propias pruebas, y algunas son más estrictas que las reglas federales. El IRS explica sus reglas en ${officialLink("https://www.irs.gov/es", "irs.gov/es")}; el departamento de trabajo de su estado explica las reglas estatales.</p>
<table>
<thead><tr><th></th><th>Empleado (W-2)</th><th>Contratista independiente (1099)</th></tr></thead>
<tbody>
<tr><td>Quién controla cómo se hace el trabajo</td><td>Usted</td><td>El trabajador</td></tr>
<tr><td>Herramientas y equipo</td><td>Por lo general, suyos</td><td>Por lo general, del trabajador</td></tr>
<tr><td>Impuestos retenidos del pago</td><td>Sí, por usted</td><td>No; el trabajador paga los suyos</td></tr>
<tr><td>Su parte del Seguro Social y Medicare</td><td>Sí</td><td>No</td></tr>
<tr><td>Seguro de desempleo, compensación laboral (workers' compensation)</td><td>Por lo general, sí (las reglas varían según el estado)</td><td>Por lo general, no</td></tr>
<tr><td>Leyes de salario mínimo y horas extra</td><td>Se aplican</td><td>No se aplican</td></tr>
<tr><td>Formulario de fin de año</td><td>W-2</td><td>1099-NEC, cuando se supera el límite</td></tr>
</tbody>
</table>
<h2>Por qué es importante hacerlo bien</h2>
<p>Si un trabajador en realidad es empleado pero se le trata como contratista, su negocio puede terminar debiendo impuestos sobre la nómina atrasados, multas e intereses, además de horas extra o beneficios no pagados según la ley estatal. También deja al trabajador sin las protecciones a las que tiene derecho.</p>
<h2>Trámites para un contratista</h2>
<ol>
<li>Pídale un Formulario W-9 antes de pagarle (su nombre, el nombre de su negocio y su número de contribuyente).</li>
<li>Redacte un acuerdo sencillo: el trabajo, el precio, los plazos.</li>
<li>Pida facturas y pague desde su cuenta del negocio.</li>
<li>Al final del año, envíe el Formulario 1099-NEC si le pagó más del límite. El límite fue de $600 durante muchos años y está cambiando; confirme la cantidad actual con el IRS o con su contador.</li>
</ol>
<h2>Trámites para un empleado</h2>
<ol>
<li>Obtenga un EIN (número de identificación del empleador) para su negocio si no lo tiene.</li>
<li>Pídale al empleado que llene el Formulario W-4 (retención de impuestos) y el Formulario I-9 (elegibilidad para trabajar en los EE. UU.).</li>
<li>Inscríbase en su estado para los impuestos sobre la nómina y el seguro de desempleo, y reporte la nueva contratación como lo exija su estado.</li>
<li>Obtenga un seguro de compensación laboral si su estado lo exige.</li>
<li>Procese la nómina: retenga los impuestos, deposítelos a tiempo y presente las declaraciones de nómina.</li>
<li>Guarde los registros de horas y pagos.</li>
</ol>
<p>La nómina tiene muchos pasos, y los errores traen multas. Muchos pequeños empleadores usan un servicio o una aplicación de nómina, que suele costar mucho menos que corregir errores después. Antes de su primera contratación, actualice su proyección de flujo de caja: un empleado cuesta más que su salario por hora una vez que se suman los impuestos sobre la nómina, el seguro y el tiempo libre pagado.</p>`,
} satisfies StarterTranslation;
