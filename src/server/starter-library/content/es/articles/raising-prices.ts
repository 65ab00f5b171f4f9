import type { StarterTranslation } from "../../types.js";

export default {
  slug: "raising-prices",
  title: "Cómo y cuándo subir sus precios",
  description: "Señales de que es hora de subir los precios, por qué quizás necesite menos clientes de lo que cree y cómo avisarles a sus clientes con confianza.",
  tags: ["precios", "clientes", "ganancias"],
  html: `<p>Subir los precios es una de las cosas más difíciles para el dueño de un negocio pequeño. Le preocupa que los clientes se vayan. Pero los costos suben cada año, y un negocio que nunca sube sus precios gana poco a poco menos y menos por el mismo trabajo. Si se hace con cuidado, un aumento de precios casi siempre cuesta muchos menos clientes de lo que temen los dueños.</p>
<h2>Señales de que es hora</h2>
<ul>
<li>Sus costos (materiales, alquiler, combustible, seguros) han subido desde la última vez que fijó sus precios.</li>
<li>Está ocupado todo el tiempo, pero queda poco dinero al final del mes.</li>
<li>Sus precios están claramente por debajo de los de otros que ofrecen una calidad parecida.</li>
<li>Los clientes casi nunca, o nunca, le dicen que su precio es muy alto.</li>
<li>Tiene una lista de espera o rechaza trabajos.</li>
<li>No ha cambiado sus precios en más de un año.</li>
</ul>
<h2>Puede perder algunas ventas y aun así ganar más</h2>
<p>Ejemplo: un negocio de lavado de autos a domicilio hace 100 lavados al mes a $100. Cada lavado cuesta $70 en materiales, combustible y mano de obra. Ganancia: $30 por lavado, o $3,000 al mes.</p>
<p>El dueño sube el precio un 10%, a $110. Los costos siguen en $70, así que ahora la ganancia es de $40 por lavado. Para ganar los mismos $3,000, solo necesita 75 lavados. Podría perder <strong>la cuarta parte de sus clientes</strong> y ganar lo mismo, con menos trabajo. Si se queda con 90 clientes, la ganancia sube a $3,600.</p>
<table>
<thead><tr><th>Lavados al mes</th><th>A $100 (ganancia de $30 cada uno)</th><th>A $110 (ganancia de $40 cada uno)</th></tr></thead>
<tbody>
<tr><td>100</td><td>$3,000</td><td>$4,000</td></tr>
<tr><td>90</td><td>$2,700</td><td>$3,600</td></tr>
<tr><td>75</td><td>$2,250</td><td>$3,000</td></tr>
</tbody>
</table>
<p>Mientras más pequeño sea su margen, más le ayuda un pequeño aumento de precio.</p>
<h2>Cómo subir los precios bien</h2>
<ol>
<li><strong>Primero, conozca sus números.</strong> Revise otra vez sus costos y decida qué precio necesita. Los aumentos pequeños y regulares (por ejemplo, cada año) son más fáciles para los clientes que un gran salto después de cinco años.</li>
<li><strong>Avise con tiempo.</strong> Dígales a sus clientes habituales con dos a cuatro semanas de anticipación. Basta con un mensaje corto, un letrero o un correo electrónico.</li>
<li><strong>Explique brevemente, sin pedir disculpas.</strong> "Como han subido los costos de nuestros materiales, nuestros precios cambiarán el 1 de marzo. Gracias por apoyar nuestro negocio." No necesita justificar cada dólar.</li>
<li><strong>Mantenga el valor a la vista.</strong> Recuérdeles a sus clientes lo que reciben: calidad, cumplimiento, buen trato, atención en su idioma, comodidad.</li>
<li><strong>Piense en sus mejores clientes habituales.</strong> Podría mantenerles el precio unos meses como agradecimiento, o darles acceso primero a servicios nuevos.</li>
<li><strong>Aplique los precios nuevos a los clientes nuevos de inmediato.</strong> Ellos nunca conocieron el precio anterior.</li>
</ol>
<h2>Otras maneras de subir su venta promedio</h2>
<ul>
<li>Ofrezca una opción de mejor calidad junto a la básica.</li>
<li>Junte productos o servicios en un paquete por un poco menos de lo que costarían por separado.</li>
<li>Cobre los extras que antes incluía gratis (entrega a domicilio, pedidos urgentes, pedidos especiales).</li>
<li>Fije un pedido mínimo o un cobro mínimo.</li>
<li>Elimine los descuentos que no le traen clientes nuevos.</li>
</ul>
<h2>Después del cambio</h2>
<p>Vigile sus números durante dos o tres meses: cantidad de clientes, venta promedio y ganancia. Es posible que algunos clientes se vayan; muchas veces son los que más se fijan en el precio, y los que se quedan valoran lo que usted hace. Si pierde muchos más de lo que esperaba, hable con algunos de ellos, escúchelos y haga ajustes. La mayoría de los dueños que suben sus precios con cuidado desearían haberlo hecho antes.</p>`,
} satisfies StarterTranslation;
