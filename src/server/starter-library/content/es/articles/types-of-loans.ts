import { officialLink } from "../../html.js";
import type { StarterTranslation } from "../../types.js";

export default {
  slug: "types-of-loans",
  title: "Tipos de préstamos para negocios pequeños y cuál le conviene",
  description: "Micropréstamos, préstamos a plazo, líneas de crédito, préstamos garantizados por la SBA, financiamiento de equipo y opciones más riesgosas, comparados en palabras sencillas.",
  tags: ["préstamos", "sba", "crédito", "financiamiento"],
  html: `<p>No todos los préstamos sirven para todas las necesidades. El tipo correcto depende de para qué es el dinero, por cuánto tiempo lo necesita y cuánto puede pagar el negocio cada mes. Escoger el préstamo de acuerdo con su propósito es una de las mejores maneras de evitar problemas.</p>
<h2>Micropréstamos</h2>
<p>Préstamos pequeños, muchas veces desde unos cuantos cientos de dólares hasta unos $50,000, por lo general de prestamistas comunitarios, fondos de préstamos y organizaciones sin fines de lucro. Están pensados para negocios nuevos y pequeños, incluidos los dueños con poco historial de crédito. Muchos vienen con asesoría gratuita. <strong>Sirven para:</strong> equipo, inventario, costos de arranque, capital de trabajo.</p>
<h2>Préstamos a plazo</h2>
<p>Usted recibe una cantidad fija de una vez y la devuelve en pagos regulares (por lo general mensuales) durante un tiempo fijo, como de dos a cinco años, con intereses. <strong>Sirven para:</strong> inversiones únicas que rinden durante años: equipo, un vehículo, remodelar un local. El plazo no debe ser más largo que la vida útil de lo que compra.</p>
<h2>Líneas de crédito</h2>
<p>Una línea de crédito es un límite del que puede pedir prestado cuando lo necesita, pagar y volver a pedir prestado, un poco como una tarjeta de crédito, pero por lo general con una tasa más baja. Solo paga intereses sobre lo que usa. Algunas líneas cobran cargos anuales o mensuales. <strong>Sirven para:</strong> huecos cortos en el flujo de caja, como comprar inventario antes de una temporada de mucho trabajo o esperar a que paguen los clientes. <strong>No sirven para:</strong> cubrir pérdidas constantes.</p>
<h2>Préstamos garantizados por la SBA</h2>
<p>La Administración de Pequeñas Empresas de los EE. UU. (SBA, por sus siglas en inglés) en general no les presta dinero directamente a los negocios. En cambio, garantiza una parte de los préstamos que hacen los prestamistas aprobados, lo que les permite a esos prestamistas aprobar a más negocios, muchas veces con plazos más largos. Los programas principales incluyen:</p>
<ul>
<li><strong>Préstamos 7(a)</strong>: el programa más común de la SBA, para muchos propósitos, desde cantidades pequeñas hasta varios millones de dólares.</li>
<li><strong>Préstamos 504</strong>: para bienes fijos grandes, como comprar un edificio o equipo grande.</li>
<li><strong>Micropréstamos</strong>: hasta $50,000, que se otorgan por medio de prestamistas intermediarios sin fines de lucro, muchas veces con asesoría para el negocio.</li>
</ul>
<p>Las reglas y los límites de los programas cambian; consulte ${officialLink("https://www.sba.gov/", "sba.gov")} o pregúntele a su prestamista por los detalles actuales.</p>
<h2>Financiamiento de equipo</h2>
<p>Un préstamo o arrendamiento (leasing) para comprar un equipo o un vehículo específico, que por lo general sirve como garantía. Puede ser más fácil de conseguir que un préstamo general. Compare el costo total con comprarlo usado o ir pagándolo poco a poco con sus ahorros.</p>
<h2>Opciones que hay que usar con cuidado</h2>
<ul>
<li><strong>Tarjetas de crédito para negocios.</strong> Son cómodas para compras pequeñas y útiles si paga el saldo completo cada mes. Arrastrar un saldo sale caro.</li>
<li><strong>Adelantos de efectivo para comerciantes (merchant cash advances).</strong> Una compañía le da efectivo ahora a cambio de una parte de sus ventas futuras con tarjeta o de retiros diarios de su cuenta bancaria. Son rápidos y fáciles de conseguir, pero muchas veces salen muy caros cuando el costo se expresa como una tasa anual, y los pagos diarios pueden ahogar su flujo de caja. Lea el artículo "Cómo leer una oferta de préstamo" antes de firmar uno.</li>
<li><strong>Financiamiento de facturas o factoraje (factoring).</strong> Recibe efectivo ahora por facturas que sus clientes pagarán más adelante, menos un cargo. Puede ayudar a un negocio cuyos clientes comerciales tardan en pagar, pero los cargos se van sumando.</li>
<li><strong>Préstamos de familiares y amigos.</strong> Pueden ayudar, pero ponga las condiciones por escrito (cantidad, pagos, qué pasa si al negocio le va mal) para proteger la relación.</li>
</ul>
<h2>Escoja el préstamo según la necesidad</h2>
<table>
<thead><tr><th>Necesita dinero para…</th><th>Muchas veces conviene</th></tr></thead>
<tbody>
<tr><td>Empezar, equipo pequeño, el primer inventario</td><td>Micropréstamo</td></tr>
<tr><td>Equipo o un vehículo que dura años</td><td>Préstamo a plazo o financiamiento de equipo</td></tr>
<tr><td>Un edificio o una remodelación grande</td><td>Préstamo a más largo plazo, como el 504 o el 7(a) de la SBA</td></tr>
<tr><td>Huecos de temporada o esperar los pagos de los clientes</td><td>Línea de crédito</td></tr>
<tr><td>Cubrir pérdidas mes tras mes</td><td>Por lo general no es un préstamo: primero corrija los precios y los costos, con su asesor</td></tr>
</tbody>
</table>
<p>Antes de escoger, hable con su prestamista o su asesor sobre su propósito, la cantidad y su flujo de caja. Un prestamista comunitario muchas veces puede sugerirle el tipo de préstamo que le conviene, aunque no sea uno que él ofrezca.</p>`,
} satisfies StarterTranslation;
