import { officialLink } from "../../html.js";
import type { StarterTranslation } from "../../types.js";

export default {
  slug: "tax-calendar",
  title: "Calendario de impuestos para negocios pequeños",
  description: "Las principales fechas de impuestos federales para negocios pequeños, cómo funcionan los impuestos estimados trimestrales y cómo apartar dinero para que la temporada de impuestos no sea un susto.",
  tags: ["impuestos", "contabilidad", "planificación", "calendario"],
  html: `<p>Los impuestos son una de las mayores sorpresas para los dueños de negocios nuevos. Cuando usted trabajaba para un empleador, los impuestos se descontaban de cada cheque de pago. Cuando trabaja por su cuenta, nadie hace eso por usted: tiene que apartar el dinero y pagarlo a tiempo. Un calendario sencillo y el hábito de ahorrar le quitan casi todo el estrés.</p>
<p>Este artículo cubre las fechas <strong>federales</strong> más comunes para los negocios que usan el año calendario. Su estado y su ciudad pueden tener sus propios impuestos sobre la renta, sobre las ventas y sobre la nómina, con sus propias fechas. Las fechas que caen en fin de semana o en un día feriado oficial pasan al siguiente día hábil. Confirme sus propias fechas con un contador o en ${officialLink("https://www.irs.gov/es", "irs.gov/es")}; esta es información general, no asesoría de impuestos.</p>
<h2>Impuestos estimados: pagar sobre la marcha</h2>
<p>Si usted es dueño único de su negocio (sole proprietor), socio de una sociedad (partnership) o dueño de una LLC (compañía de responsabilidad limitada) que paga impuestos como ellos, por lo general debe hacer <strong>pagos de impuestos estimados</strong> cuatro veces al año si espera deber $1,000 o más cuando presente su declaración. Estos pagos cubren el impuesto sobre la renta y el <strong>impuesto sobre el trabajo por cuenta propia</strong> (el Seguro Social y Medicare de las personas que trabajan por su cuenta, alrededor del 15.3% sobre la mayor parte de sus ingresos netos del trabajo por cuenta propia). Si no los hace, puede tener que pagar multas e intereses.</p>
<h2>Las principales fechas federales</h2>
<table>
<thead><tr><th>Fecha</th><th>Qué se debe entregar o pagar</th><th>Quién</th></tr></thead>
<tbody>
<tr><td>15 de enero</td><td>4.º pago de impuestos estimados del año anterior</td><td>Dueños que pagan impuestos estimados</td></tr>
<tr><td>31 de enero</td><td>Formularios W-2 a los empleados; Formularios 1099-NEC a los contratistas a quienes pagó más del límite que obliga a declarar; declaración de impuestos sobre la nómina del 4.º trimestre (Formulario 941); declaración anual del impuesto federal de desempleo (Formulario 940)</td><td>Negocios que les pagan a empleados o contratistas</td></tr>
<tr><td>15 de marzo</td><td>Declaraciones de impuestos de sociedades (partnerships) y corporaciones S</td><td>Sociedades, LLC con varios dueños, corporaciones S</td></tr>
<tr><td>15 de abril</td><td>Declaración de impuestos personal (con el Anexo C, o Schedule C, para los dueños únicos); declaraciones de corporaciones C; 1.er pago de impuestos estimados de este año</td><td>La mayoría de los dueños</td></tr>
<tr><td>30 de abril</td><td>Declaración de impuestos sobre la nómina del 1.er trimestre (Formulario 941)</td><td>Empleadores</td></tr>
<tr><td>15 de junio</td><td>2.º pago de impuestos estimados</td><td>Dueños que pagan impuestos estimados</td></tr>
<tr><td>31 de julio</td><td>Declaración de impuestos sobre la nómina del 2.º trimestre (Formulario 941)</td><td>Empleadores</td></tr>
<tr><td>15 de septiembre</td><td>3.er pago de impuestos estimados; declaraciones de sociedades y corporaciones S con prórroga</td><td>Dueños que pagan impuestos estimados; quienes tienen prórroga</td></tr>
<tr><td>15 de octubre</td><td>Declaraciones personales y de corporaciones C con prórroga</td><td>Quienes tienen prórroga</td></tr>
<tr><td>31 de octubre</td><td>Declaración de impuestos sobre la nómina del 3.er trimestre (Formulario 941)</td><td>Empleadores</td></tr>
</tbody>
</table>
<p>Los empleadores también depositan los impuestos sobre la nómina que retienen según un calendario fijo (muchas veces cada mes o dos veces por semana, según las cantidades). Un servicio de nómina o un contador puede encargarse de esto por usted.</p>
<p>Una prórroga le da más tiempo para <strong>presentar</strong> su declaración, no más tiempo para <strong>pagar</strong>. Los impuestos que debe se tienen que pagar en la fecha original.</p>
<h2>No se olvide de los impuestos estatales y locales</h2>
<ul>
<li><strong>Impuesto sobre las ventas:</strong> si usted lo cobra, lo declara y lo paga según el calendario que fija su estado (mensual, trimestral o anual). El impuesto sobre las ventas que usted cobra no es su dinero; manténgalo aparte.</li>
<li><strong>Impuesto estatal sobre la renta</strong> y pagos estatales de impuestos estimados, en la mayoría de los estados.</li>
<li><strong>Impuestos estatales sobre la nómina</strong>, como el seguro de desempleo, si tiene empleados.</li>
<li><strong>Impuestos locales sobre el negocio o sobre la propiedad</strong> y renovaciones de licencias.</li>
</ul>
<h2>Aparte dinero cada vez que le pagan</h2>
<p>La manera más fácil de estar preparado es pasar una parte fija de su ganancia a una cuenta de ahorros separada para impuestos cada semana o cada mes. Muchos dueños apartan entre el 25% y el 30% de su ganancia para los impuestos federales y estatales sobre la renta y el impuesto sobre el trabajo por cuenta propia, pero la parte correcta depende de sus ingresos, su familia y su estado. Pídale a un contador que le sugiera una cifra.</p>
<p>Ejemplo: un mecánico a domicilio tiene $5,000 de ganancia en marzo. Apartar el 25% significa pasar $1,250 a sus ahorros para impuestos. Cuando llegue la fecha del pago del 15 de junio, el dinero ya estará ahí.</p>
<h2>Su lista de control de impuestos</h2>
<ul>
<li>Puse las fechas de impuestos de este año en el calendario de mi teléfono, con recordatorios una semana antes.</li>
<li>Paso con regularidad una parte de la ganancia a una cuenta de ahorros para impuestos.</li>
<li>Sé si tengo que hacer pagos estimados y de cuánto.</li>
<li>Conozco las fechas del impuesto sobre las ventas y del impuesto sobre la renta de mi estado, si me corresponden.</li>
<li>Tengo un contador o un preparador de impuestos, o sé dónde encontrar ayuda gratuita.</li>
</ul>
<p>En muchas comunidades hay ayuda gratuita con los impuestos, incluidos programas de voluntarios patrocinados por el IRS (el Servicio de Impuestos Internos) para personas de bajos ingresos; pregúntele a su asesor qué hay cerca de usted.</p>`,
} satisfies StarterTranslation;
