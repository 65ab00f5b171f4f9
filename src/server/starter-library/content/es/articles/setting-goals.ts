import type { StarterTranslation } from "../../types.js";

export default {
  slug: "setting-goals",
  title: "Cómo fijar metas para su negocio que de verdad pueda medir",
  description: "Escriba unas pocas metas claras con números y fechas, divídalas en pasos mensuales y revíselas con frecuencia.",
  tags: ["planificación", "metas", "primeros-pasos"],
  html: `<p>"Hacer crecer el negocio" es un deseo, no una meta. Una meta le dice exactamente qué quiere, para cuándo y cómo sabrá que lo logró. Las metas claras le ayudan a decidir en qué gastar su tiempo y su dinero, y les dan a su asesor y a su prestamista algo concreto de qué hablar con usted.</p>
<h2>Cómo es una buena meta</h2>
<p>Una meta útil para su negocio tiene cuatro partes:</p>
<ul>
<li><strong>Un número.</strong> Ventas, clientes, ganancia, ahorros, horas.</li>
<li><strong>Una fecha.</strong> "Para el 30 de junio" o "todos los meses de este año".</li>
<li><strong>Depende de usted.</strong> Usted puede dar pasos para lograrla.</li>
<li><strong>Una razón.</strong> Es importante para usted y para el negocio.</li>
</ul>
<table>
<thead><tr><th>Vaga</th><th>Clara</th></tr></thead>
<tbody>
<tr><td>Conseguir más clientes</td><td>Tener 30 clientes habituales cada semana para el 30 de septiembre</td></tr>
<tr><td>Ganar más dinero</td><td>Subir las ventas mensuales promedio de $6,000 a $8,000 para diciembre</td></tr>
<tr><td>Ahorrar para emergencias</td><td>Ahorrar $3,000 en una cuenta de ahorros del negocio para fin de año</td></tr>
<tr><td>Organizarme</td><td>Anotar cada venta y cada gasto todos los viernes, a partir de esta semana</td></tr>
</tbody>
</table>
<h2>Escoja solo unas pocas</h2>
<p>Elija dos o tres metas para el año. Si son más, ninguna recibe verdadera atención. Una combinación sencilla funciona bien:</p>
<ol>
<li>Una <strong>meta de dinero</strong> (ventas, ganancia o lo que usted se paga).</li>
<li>Una <strong>meta de clientes</strong> (clientes nuevos, clientes que regresan, reseñas).</li>
<li>Una <strong>meta de salud del negocio</strong> (ahorros, contabilidad, pagar deudas, un mejor puntaje de crédito).</li>
</ol>
<h2>Divida cada meta en pasos</h2>
<p>Una meta grande se vuelve manejable cuando la divide por mes o por semana. Ejemplo: un vendedor de comida quiere subir sus ventas mensuales de $6,000 a $8,000 en ocho meses. Son $2,000 más, o unos $250 más cada mes que el mes anterior. Maneras de lograrlo:</p>
<ul>
<li>Agregar un evento o un día de mercado nuevo cada mes (unos $300 en ventas adicionales cada vez).</li>
<li>Agregar una bebida a cada combo por $1.50 más.</li>
<li>Empezar a tomar pedidos de comida para oficinas.</li>
</ul>
<p>Ahora la meta tiene acciones que usted puede poner en un calendario.</p>
<h2>Dele seguimiento donde la vea</h2>
<ul>
<li>Escriba sus metas en una sola página: en su libreta, en su teléfono o en la pared.</li>
<li>Escoja un momento fijo cada mes, por ejemplo el primer lunes, para revisar sus números.</li>
<li>Anote el número real al lado de la meta. ¿Va adelantado, al día o atrasado?</li>
</ul>
<h2>Cuando se atrase</h2>
<p>No alcanzar una meta mensual es normal. Lo importante es lo que haga después. Pregúntese:</p>
<ol>
<li>¿Qué pasó? (El clima, un cliente perdido, un cambio de precio, menos tiempo para dedicarle.)</li>
<li>¿Era realista la meta? Si no, cámbiela y anote por qué.</li>
<li>¿Qué cosa puedo hacer diferente este mes?</li>
</ol>
<p>Comparta sus metas con su asesor. Una breve revisión mensual con otra persona hace mucho más probable que usted siga adelante. Cuando alcance una meta, fíjese en ello, celébrelo y fije la siguiente.</p>`,
} satisfies StarterTranslation;
