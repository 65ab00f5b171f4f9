import type { StarterTranslation } from "../../types.js";

export default {
  slug: "first-customers",
  title: "Cómo conseguir sus primeros diez clientes",
  description: "Un plan práctico para conseguir sus primeros clientes que pagan, con poco dinero: sus contactos, una oferta clara y pedir directamente.",
  tags: ["mercadeo", "clientes", "primeros-pasos"],
  html: `<p>Sus primeros clientes son los más difíciles de conseguir y los más valiosos. Demuestran que la gente pagará por lo que usted vende, le dicen qué mejorar y se lo cuentan a sus amistades. No necesita un gran presupuesto para encontrarlos. Necesita una oferta clara, una lista de personas y el valor de pedir.</p>
<h2>Paso 1: Explique su oferta en una sola oración</h2>
<p>Complete: "Ayudo a <em>[quién]</em> con <em>[qué problema]</em> mediante <em>[lo que usted hace]</em>". Por ejemplo: "Ayudo a familias ocupadas a comer mejor llevándoles cada domingo comida casera para toda la semana". Si un desconocido no entiende su oferta en diez segundos, simplifíquela.</p>
<h2>Paso 2: Haga una lista de 50 personas</h2>
<p>Anote a todas las personas que conoce que podrían comprar, o que podrían conocer a alguien que compraría: familiares, amistades, vecinos, antiguos compañeros de trabajo, gente de la iglesia, la escuela, los deportes o grupos comunitarios, y los negocios donde usted ya compra. No juzgue la lista todavía. Cincuenta nombres parecen muchos, pero la mayoría de las personas los encuentra una vez que empieza.</p>
<h2>Paso 3: Comuníquese personalmente</h2>
<p>Un mensaje personal funciona mucho mejor que una publicación general. Que sea breve y honesto:</p>
<blockquote><p>"¡Hola, Marisol! Empecé mi propio negocio de costura: arreglos, dobladillos y reparaciones, y paso a recoger y a entregar en nuestro vecindario. ¿Usted o alguien de su familia tiene algo que necesite arreglo? Les ofrezco un 20% de descuento a mis primeros clientes a cambio de su opinión sincera".</p></blockquote>
<ul>
<li>Envíe de cinco a diez mensajes al día en lugar de cincuenta de una vez, para poder contestarle a todo el mundo.</li>
<li>Si no recibe respuesta, vuelva a escribir una vez después de unos días. La gente está ocupada, no es descortés.</li>
<li>Pregunte siempre: "¿Conoce a alguien que pueda necesitar esto?"</li>
</ul>
<h2>Paso 4: Vaya adonde ya están sus clientes</h2>
<ul>
<li>Eventos comunitarios, mercados, ferias y festivales.</li>
<li>Grupos locales en línea de su vecindario o comunidad (siga las reglas de cada grupo sobre la promoción).</li>
<li>Negocios que atienden a los mismos clientes pero no compiten con usted: una costurera y una tintorería, una repostera y un salón de eventos, un mecánico y un lavado de autos. Propóngales recomendarse clientes mutuamente.</li>
<li>Iglesias, escuelas y asociaciones que tengan boletines o tableros de anuncios.</li>
</ul>
<h2>Paso 5: Haga que sea fácil decir que sí</h2>
<ul>
<li>Un primer pedido pequeño, una sesión de prueba o una muestra.</li>
<li>Un precio claro, sin sorpresas.</li>
<li>Formas fáciles de pagar: efectivo, tarjeta y las aplicaciones de pago más comunes.</li>
<li>Una manera sencilla de comunicarse con usted: un número de teléfono que usted conteste, o al que devuelva la llamada el mismo día.</li>
</ul>
<p>Tenga cuidado con los descuentos. Un descuento modesto para los "primeros clientes" está bien, pero no ponga precios tan bajos que pierda dinero o que acostumbre a los clientes a esperarlos para siempre.</p>
<h2>Paso 6: Haga que cada primer cliente cuente</h2>
<ol>
<li>Haga un trabajo excelente y entregue cuando lo prometió.</li>
<li>Pida su opinión: "¿Qué le gustó? ¿Qué podría mejorar?"</li>
<li>Si quedó contento, pídale una reseña o una recomendación (vea el artículo sobre las recomendaciones de boca en boca).</li>
<li>Anote su nombre, su contacto, qué compró y cuándo, para poder darle seguimiento.</li>
</ol>
<h2>Lleve la cuenta de lo que funciona</h2>
<p>Mantenga una lista sencilla: a quién contactó, cómo, y quién compró. Después de sus primeros diez clientes, fíjese de dónde vinieron. Haga más de lo que funcionó y deje de hacer lo que no. Ese es el comienzo de su plan de mercadeo.</p>`,
} satisfies StarterTranslation;
