import type { StarterTranslation } from "../../types.js";

export default {
  slug: "local-and-online",
  title: "Cómo lograr que lo encuentren: lo básico en su zona y en internet",
  description: "Formas gratuitas y de bajo costo de asegurarse de que la gente cercana pueda encontrarlo, confiar en usted y comunicarse con usted, en la calle y en internet.",
  tags: ["mercadeo", "en-línea", "local"],
  html: `<p>Hoy, cuando la gente necesita un producto o un servicio, muchos lo buscan en el teléfono: "tamales cerca de mí", "plomero abierto ahora", "arreglos de ropa en el centro". Otros le preguntan a un vecino o se fijan en un letrero. Un pequeño negocio necesita aparecer en ambos lugares. La buena noticia: casi todo lo básico es gratis.</p>
<h2>Lo básico que todos necesitan</h2>
<ul>
<li><strong>Un nombre claro</strong> que diga lo que usted hace, o un nombre más una frase corta: "Rivera &amp; Sons: reparaciones y pintura para el hogar".</li>
<li><strong>Un solo número de teléfono y un solo correo electrónico</strong> que de verdad revise, y que use en todas partes.</li>
<li><strong>Tarjetas de presentación o un volante sencillo</strong> con su nombre, lo que hace, su zona, su teléfono y su horario.</li>
<li><strong>Fotos de su trabajo</strong>, tomadas con su teléfono y con buena luz. Venden mejor que las palabras.</li>
</ul>
<h2>Perfiles gratuitos de negocios en internet</h2>
<p>Los grandes servicios de búsqueda y de mapas permiten que los negocios creen un perfil gratuito. A menudo este es el paso en internet más útil para un negocio local, porque hace que usted aparezca cuando alguien cercano busca lo que usted vende.</p>
<ol>
<li>Cree un perfil de negocio gratuito en los principales buscadores y aplicaciones de mapas que usan sus clientes.</li>
<li>Use exactamente el mismo nombre del negocio, la misma dirección (o zona de servicio, si trabaja en casa de sus clientes), el mismo teléfono y el mismo horario en todas partes. Los datos que no coinciden confunden a los clientes y a los servicios de búsqueda.</li>
<li>Elija la categoría que mejor describa su negocio.</li>
<li>Agregue fotos: sus productos, su trabajo, la fachada de su local o su vehículo, y usted.</li>
<li>Mantenga el horario al día, incluidos los días festivos.</li>
<li>Pídales a sus clientes satisfechos que dejen reseñas, y responda con cortesía a cada reseña, buena o mala.</li>
</ol>
<blockquote><p>Desconfíe de quien lo llame prometiendo "el primer lugar garantizado en las búsquedas" a cambio de un pago. Crear y actualizar su propio perfil es gratis.</p></blockquote>
<h2>¿Necesita un sitio web?</h2>
<p>No siempre al principio. Un perfil de negocio completo y una página activa en las redes sociales pueden ser suficientes. Un sitio web sencillo ayuda cuando los clientes quieren ver precios, un menú, muestras de su trabajo o cómo hacer una cita. Que tenga de una a cinco páginas: lo que hace, fotos, precios o precios "desde", zona y horario, y cómo comunicarse con usted. Asegúrese de que se lea fácilmente en un teléfono, porque la mayoría de los visitantes usará uno.</p>
<h2>Visibilidad local, en persona</h2>
<ul>
<li><strong>Letreros</strong> en su tienda, carrito, camión o auto (revise primero las reglas locales).</li>
<li><strong>Mercados, ferias y festivales</strong>, donde la gente puede probar su producto.</li>
<li><strong>Asociaciones locales</strong>: cámaras de comercio (incluidas las cámaras hispanas y otras cámaras comunitarias), asociaciones de comerciantes y grupos del vecindario.</li>
<li><strong>Negocios aliados</strong> que atienden a los mismos clientes y que exhiban sus tarjetas o le recomienden gente.</li>
<li><strong>Tableros de anuncios comunitarios</strong> en lavanderías, supermercados, bibliotecas y lugares de culto.</li>
</ul>
<h2>Hable el idioma de sus clientes</h2>
<p>Si muchos de sus clientes prefieren el español u otro idioma, dígalo: "Se habla español" en su letrero, su perfil y sus tarjetas. Escriba su perfil y sus publicaciones en los idiomas que usan sus clientes. Es una razón real para elegirlo a usted.</p>
<h2>Un comienzo en una hora</h2>
<ol>
<li>Cree o reclame su perfil de negocio gratuito y llene todos los campos (30 minutos).</li>
<li>Agregue cinco fotos buenas (10 minutos).</li>
<li>Envíe un mensaje a tres clientes satisfechos pidiéndoles una reseña (10 minutos).</li>
<li>Asegúrese de que su nombre, su teléfono y su horario coincidan en todos los lugares donde aparecen (10 minutos).</li>
</ol>
<p>Luego, una vez al mes, dedique 15 minutos a actualizar fotos y horarios y a responder reseñas. Un cuidado pequeño y constante lo mantiene visible.</p>`,
} satisfies StarterTranslation;
