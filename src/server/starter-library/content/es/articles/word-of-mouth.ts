import type { StarterTranslation } from "../../types.js";

export default {
  slug: "word-of-mouth",
  title: "Cómo convertir a sus clientes contentos en recomendaciones de boca en boca",
  description: "Cómo pedir reseñas y recomendaciones en el momento oportuno, crear una recompensa sencilla por recomendaciones y manejar las quejas para que le ayuden.",
  tags: ["mercadeo", "recomendaciones", "reseñas", "clientes"],
  html: `<p>Para la mayoría de los negocios pequeños, el mejor mercadeo es un cliente contento que se lo cuenta a un amigo. Una recomendación de alguien en quien la gente confía vale más que cualquier anuncio. Pero las recomendaciones de boca en boca no se dan solas tan a menudo como podrían. Usted puede hacer que sean mucho más probables con unos cuantos hábitos sencillos.</p>
<h2>Empiece con una experiencia que valga la pena contar</h2>
<p>La gente recomienda los negocios que cumplen y que la hacen sentir bien atendida. Los detalles pequeños importan:</p>
<ul>
<li>Llegue o entregue cuando dijo que lo haría. Si va a llegar tarde, avise antes de que tengan que preguntar.</li>
<li>Recuerde los nombres y los gustos de sus clientes.</li>
<li>Agregue un detalle pequeño e inesperado: una nota de agradecimiento escrita a mano, una muestra de algo nuevo, un mensaje después para ver si todo está bien.</li>
<li>Resuelva los problemas rápido y con amabilidad.</li>
</ul>
<h2>Pida en el momento oportuno</h2>
<p>El mejor momento para pedir una reseña o una recomendación es justo cuando el cliente está más contento: cuando le da las gracias, elogia su trabajo o regresa por segunda vez. Muchos dueños nunca lo piden porque les da pena. Hágalo sencillo:</p>
<blockquote><p>"¡Qué bueno que le haya gustado! Soy un negocio pequeño, así que las reseñas me ayudan muchísimo. ¿Le molestaría dejarme una reseña corta? Le puedo enviar el enlace."</p></blockquote>
<blockquote><p>"Si conoce a alguien más que necesite [su servicio], le agradecería mucho que le pasara mi número."</p></blockquote>
<p>Hágalo fácil: envíe por mensaje de texto o por correo electrónico un enlace directo a su página de reseñas, y entregue dos tarjetas de presentación, una para quedarse y otra para pasarla.</p>
<h2>Una recompensa sencilla por recomendaciones</h2>
<p>Un programa de recomendaciones les agradece a los clientes que le envían clientes nuevos. Puede ser algo pequeño:</p>
<ul>
<li>"Recomiende a un amigo y los dos reciben $10 de descuento en su próxima visita."</li>
<li>"Cada cinco recomendaciones, gana un servicio gratis."</li>
<li>Una tarjeta de agradecimiento con un regalito.</li>
</ul>
<p>Primero calcule el costo. Si un cliente nuevo vale $300 para usted en un año, una recompensa de $20 es un buen negocio. Anote quién recomendó a quién en una libreta o una hoja de cálculo, y siempre dele las gracias a la persona que lo recomendó.</p>
<h2>Reseñas: siga las reglas</h2>
<p>Las reseñas en internet tienen mucha fuerza, pero tienen que ser honestas. No escriba reseñas falsas, no les pida a sus amigos que se hagan pasar por clientes y no pague por reseñas positivas. Muchos sitios de reseñas no permiten que los negocios ofrezcan recompensas a cambio de reseñas, y las reseñas falsas o compradas pueden violar las reglas de protección al consumidor. Pídales la reseña a todos sus clientes de la misma manera, ya sea que espere una reseña buena o una mala.</p>
<h2>Maneje bien las quejas</h2>
<p>Un cliente descontento al que se atiende bien muchas veces se vuelve un cliente fiel. Cuando algo sale mal:</p>
<ol>
<li><strong>Escuche</strong> sin interrumpir ni discutir.</li>
<li><strong>Dele las gracias</strong> por decírselo; la mayoría de los clientes descontentos simplemente se van sin decir nada.</li>
<li><strong>Resuélvalo</strong>: vuelva a hacer el trabajo, cambie el artículo o devuelva el dinero, según sea justo.</li>
<li><strong>Dé seguimiento</strong> para asegurarse de que ahora está satisfecho.</li>
<li><strong>Aprenda de la experiencia</strong>: ¿qué va a cambiar para que no vuelva a pasar?</li>
</ol>
<p>Si recibe una reseña negativa en internet, responda con calma y brevemente: dele las gracias, pídale disculpas por su experiencia e invítelo a comunicarse con usted para arreglar la situación. Los futuros clientes leen su respuesta tanto como la reseña.</p>
<h2>Manténgase en contacto</h2>
<p>Los clientes se olvidan. Con su permiso, mantenga una lista de números de teléfono o correos electrónicos y envíe un mensaje corto unas cuantas veces al año: un recordatorio de temporada ("Es hora del mantenimiento de primavera"), un producto nuevo o un agradecimiento. No envíe mensajes demasiado seguido y siempre dele a la gente la opción de dejar de recibirlos. Mantenerse en contacto hace que lo tengan presente cuando un amigo les pregunte: "¿Conoce a alguien que…?"</p>`,
} satisfies StarterTranslation;
