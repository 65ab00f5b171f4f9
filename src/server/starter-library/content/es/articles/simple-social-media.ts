import type { StarterTranslation } from "../../types.js";

export default {
  slug: "simple-social-media",
  title: "Redes sociales sencillas para dueños ocupados",
  description: "Escoja una sola plataforma, publique unas cuantas veces por semana con su teléfono y convierta a sus seguidores en clientes sin pasar horas al día en ello.",
  tags: ["mercadeo", "redes-sociales", "en-línea"],
  html: `<p>Las redes sociales pueden traerle clientes gratis, pero también pueden comerse horas de su día sin mucho resultado. La meta no es hacerse famoso. La meta es recordarles a las personas que ya lo conocen que usted existe, mostrarles a personas nuevas lo que hace y facilitarles la compra. Esta es una rutina sencilla que se acomoda al trabajo de todos los días.</p>
<h2>Paso 1: Escoja una sola plataforma</h2>
<p>Empiece donde sus clientes ya pasan su tiempo. Pregúnteles a algunos. Como guía general:</p>
<ul>
<li><strong>Productos visuales</strong> (comida, pasteles, belleza, artesanías, ropa): las aplicaciones de fotos y de videos cortos funcionan bien.</li>
<li><strong>Servicios locales</strong> (reparaciones, limpieza, cuidado de niños): grupos del vecindario y de la comunidad, y páginas locales.</li>
<li><strong>Clientes que son empresas</strong> (contabilidad, comida para oficinas): redes profesionales.</li>
<li><strong>Comunidades unidas:</strong> las aplicaciones de mensajes con listas de difusión o grupos pueden funcionar mejor que cualquier página pública.</li>
</ul>
<p>Haga bien una antes de agregar otra.</p>
<h2>Paso 2: Complete todo su perfil</h2>
<ul>
<li>El nombre de su negocio y una foto o logotipo claro.</li>
<li>Una línea sobre lo que hace y dónde: "Pasteles a su gusto para cumpleaños y quinceañeras, East Side."</li>
<li>Cómo hacer un pedido: teléfono, mensaje, sitio web o enlace para hacer citas.</li>
<li>Horario y zona donde da servicio.</li>
</ul>
<h2>Paso 3: Publique unas cuantas veces por semana</h2>
<p>Tres publicaciones por semana, todas las semanas, valen más que diez publicaciones una semana y nada durante un mes. Ideas que funcionan para la mayoría de los negocios:</p>
<ol>
<li><strong>Su trabajo:</strong> un trabajo terminado, un producto nuevo, fotos de antes y después.</li>
<li><strong>Detrás de cámaras:</strong> preparando los ingredientes, cargando la camioneta, arreglando algo difícil.</li>
<li><strong>Sus clientes:</strong> un cliente contento (siempre pida permiso primero) o una reseña.</li>
<li><strong>Consejos útiles:</strong> "Cómo mantener su pastel fresco", "Tres señales de que debe revisar sus frenos".</li>
<li><strong>Ofertas y noticias:</strong> horario nuevo, una oferta para los días festivos, dónde va a estar este fin de semana.</li>
</ol>
<p>La mayoría de las publicaciones deben ser útiles o interesantes; solo algunas deben vender directamente.</p>
<h2>Paso 4: Haga el trabajo en tandas</h2>
<p>Aparte de 30 a 45 minutos una vez por semana. Escoja las mejores fotos que tomó durante la semana, escriba textos cortos y programe las publicaciones si la aplicación se lo permite. Durante la semana, solo tome fotos mientras trabaja. La buena luz (cerca de una ventana o al aire libre) importa más que un teléfono caro.</p>
<h2>Paso 5: Responda rápido</h2>
<p>Los mensajes y comentarios muchas veces son de personas listas para comprar. Responda el mismo día si puede. Active las notificaciones de mensajes o fije dos horas al día para contestar. Guarde respuestas cortas a las preguntas más comunes (precios, horario, zona de entrega) para pegarlas cuando se las pregunten.</p>
<h2>Anuncios pagados: vaya despacio</h2>
<p>La mayoría de las plataformas le permiten pagar para mostrarle una publicación a más personas de su zona. Si lo prueba, empiece con poco (por ejemplo, unos cuantos dólares al día durante una semana), dirija el anuncio a su propia zona y revise si le trajo mensajes o ventas. Suspenda lo que no funcione.</p>
<h2>Mida lo que importa</h2>
<p>Los "me gusta" se sienten bien, pero no pagan el alquiler. Una vez al mes, revise: ¿Cuántos mensajes o pedidos llegaron por las redes sociales? ¿Qué publicaciones los trajeron? Pregúnteles a sus clientes nuevos cómo lo encontraron. Siga haciendo lo que le trae clientes y haga menos de lo demás.</p>
<h2>Proteja su negocio</h2>
<ul>
<li>Use una contraseña segura y active la verificación en dos pasos en las cuentas de su negocio.</li>
<li>Asegúrese de que más de una persona de confianza pueda entrar a la cuenta, o mantenga al día los datos para recuperarla.</li>
<li>Nunca comparta datos ni fotos de sus clientes sin permiso.</li>
</ul>`,
} satisfies StarterTranslation;
