import type { StarterTranslation } from "../../types.js";

export default {
  slug: "choosing-a-legal-structure",
  title: "¿Empresa individual, LLC o corporación? Cómo elegir una estructura legal",
  description: "Las estructuras de negocio más comunes en los EE. UU. y lo que cada una significa para su riesgo personal, sus impuestos y sus trámites.",
  tags: ["legal", "llc", "impuestos", "primeros-pasos"],
  html: `<p>La estructura legal de su negocio decide tres cosas importantes: quién es responsable si algo sale mal, cómo se pagan los impuestos del negocio y cuántos trámites tendrá que hacer. Aquí tiene un resumen en palabras sencillas de las opciones habituales en los Estados Unidos. Las reglas cambian de un estado a otro, así que tome esto como punto de partida para conversar con un contador o un abogado, no como asesoría legal o tributaria.</p>
<h2>Empresa individual (sole proprietorship)</h2>
<p>Si empieza a vender por su cuenta y no hace nada más, usted es dueño de una empresa individual. No hay nada que formar.</p>
<ul>
<li><strong>Riesgo:</strong> ante la ley, usted y el negocio son lo mismo. Si el negocio debe dinero o lo demandan, sus ahorros personales, su auto o su casa pueden estar en riesgo.</li>
<li><strong>Impuestos:</strong> la ganancia del negocio va en su declaración de impuestos personal (Schedule C del Formulario 1040). También paga el impuesto sobre el trabajo por cuenta propia, que cubre el Seguro Social y Medicare.</li>
<li><strong>Trámites:</strong> los mínimos. Aun así, quizás necesite licencias locales y registrar un nombre comercial, DBA ("doing business as", es decir, "que opera como"), si usa un nombre distinto del suyo.</li>
</ul>
<h2>Sociedad general (general partnership)</h2>
<p>Dos o más personas que manejan un negocio juntas sin formar una entidad suelen ser una sociedad general. Cada socio puede ser personalmente responsable de las deudas del negocio, incluidas las que haya contraído otro socio. Si se asocia con alguien, redacten un acuerdo de sociedad que diga quién aporta qué, quién decide qué y qué pasa si alguien se va.</p>
<h2>LLC (compañía de responsabilidad limitada)</h2>
<p>Una LLC se crea presentando documentos ante su estado y pagando una tarifa. Muchos estados también cobran una tarifa anual o exigen un informe anual.</p>
<ul>
<li><strong>Riesgo:</strong> por lo general, separa las deudas del negocio de sus bienes personales. Esa protección tiene límites: si firma una garantía personal en un préstamo, usted sigue debiéndolo, y mezclar el dinero personal con el del negocio puede debilitar la protección.</li>
<li><strong>Impuestos:</strong> de forma predeterminada, una LLC de un solo dueño paga impuestos como una empresa individual, y una LLC de varios dueños, como una sociedad. Una LLC también puede elegir pagar impuestos como corporación.</li>
<li><strong>Trámites:</strong> más que una empresa individual, menos que una corporación.</li>
</ul>
<h2>La corporación y la elección de S corporation</h2>
<p>Una corporación es una "persona" legal separada, propiedad de sus accionistas. Una corporación regular (C corporation) paga su propio impuesto sobre la renta, y los dueños vuelven a pagar impuestos sobre los dividendos que reciben. Conviene a los negocios que piensan atraer inversionistas.</p>
<p>La "S corporation" no es un tipo de empresa aparte, sino una opción tributaria, que se hace presentando un formulario ante el IRS (Servicio de Impuestos Internos) y que una corporación o una LLC puede elegir si cumple los requisitos. La ganancia pasa a las declaraciones personales de los dueños. Los dueños que trabajan en el negocio deben pagarse un salario razonable por nómina. Para algunos negocios rentables, esto puede reducir el impuesto sobre el trabajo por cuenta propia, pero agrega costos de nómina y de contabilidad. Pídale a un contador que haga los cálculos para su situación.</p>
<h2>Lado a lado</h2>
<table>
<thead><tr><th>Estructura</th><th>Riesgo personal</th><th>Cómo se grava la ganancia</th><th>Trámites</th></tr></thead>
<tbody>
<tr><td>Empresa individual</td><td>Alto</td><td>Su declaración personal</td><td>Pocos</td></tr>
<tr><td>Sociedad general</td><td>Alto</td><td>Declaraciones personales de los socios</td><td>De pocos a moderados</td></tr>
<tr><td>LLC</td><td>Menor</td><td>Declaraciones personales de forma predeterminada; puede elegir el impuesto de corporación</td><td>Moderados</td></tr>
<tr><td>C corporation</td><td>Menor</td><td>Paga la corporación y luego los dueños sobre los dividendos</td><td>Muchos</td></tr>
</tbody>
</table>
<h2>Preguntas que debe hacerse</h2>
<ul>
<li>¿Podría mi trabajo lastimar a alguien o dañar una propiedad? (Comida, cuidado de niños, construcción, transporte).</li>
<li>¿Voy a firmar un contrato de alquiler, contratar empleados o aceptar contratos grandes?</li>
<li>¿Tengo un socio? ¿Voy a querer inversionistas?</li>
<li>¿Cuánta ganancia espero este año y el próximo?</li>
<li>¿Puedo cumplir con las tarifas e informes anuales del estado?</li>
</ul>
<p>Muchos dueños empiezan como empresa individual y forman una LLC cuando el negocio crece o el riesgo aumenta. Elija lo que elija, consiga un buen seguro: una estructura legal no lo reemplaza. Puede cambiar de estructura más adelante, pero es más fácil elegir bien antes de firmar préstamos y contratos de alquiler. La oficina de registro de negocios de su estado (a menudo la Secretaría de Estado) publica los formularios y las tarifas de su estado.</p>`,
} satisfies StarterTranslation;
