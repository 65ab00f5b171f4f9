import type { StarterTranslation } from "../../types.js";

export default {
  slug: "know-your-customers",
  title: "¿Quiénes son sus clientes? Cómo encontrarlos y entenderlos",
  description: "Describa a sus mejores clientes, hable con personas reales antes de gastar dinero y use lo que aprenda para darle forma a su oferta.",
  tags: ["planificación", "clientes", "investigación"],
  html: `<p>"Todo el mundo" no es un cliente. Un negocio que trata de venderle a todo el mundo por lo general termina hablándole a nadie. Los dueños que crecen más rápido pueden describir en detalle a su mejor cliente: quién es, qué necesita y por qué compra.</p>
<h2>Empiece con un perfil del cliente</h2>
<p>Escriba una descripción breve de la persona (o del negocio) con más probabilidades de comprarle. Responda estas preguntas:</p>
<ul>
<li>¿Quiénes son? Rango de edad, familia, trabajo o tipo de negocio.</li>
<li>¿Dónde están? Vecindario, ciudad, grupos en línea, lugares que visitan cada semana.</li>
<li>¿Qué problema tienen que usted les resuelve? Sea específico: "no tienen tiempo de cocinar entre semana", "se les descompone la camioneta y pierden un día de trabajo".</li>
<li>¿Qué usan hoy en lugar de usted? Otro negocio, un familiar o nada.</li>
<li>¿Qué es lo que más les importa: el precio, la rapidez, la calidad, la confianza, el idioma, que quede cerca?</li>
<li>¿Cómo pagan? ¿En efectivo, con tarjeta, con factura a fin de mes?</li>
</ul>
<p>Quizás tenga dos o tres grupos de clientes. Eso está bien, pero elija uno para enfocarse primero.</p>
<h2>Hable con diez personas reales</h2>
<p>La investigación más barata es una conversación. Antes de comprar inventario o firmar un contrato de alquiler, hable con al menos diez personas que encajen en su perfil. No trate de venderles nada. Pregúnteles por su vida y escuche.</p>
<p>Buenas preguntas:</p>
<ol>
<li>"Cuénteme de la última vez que necesitó [este producto o servicio]. ¿Qué pasó?"</li>
<li>"¿Qué fue difícil o molesto?"</li>
<li>"¿Qué terminó haciendo? ¿Cuánto le costó?"</li>
<li>"Si alguien le resolviera esto, ¿qué tendría que hacer bien?"</li>
<li>"¿A quién más conoce que tenga este problema?"</li>
</ol>
<p>Evite preguntar "¿Compraría esto?". La mayoría de la gente dice que sí por amabilidad. Lo que las personas hicieron en el pasado le dice mucho más que lo que dicen que podrían hacer.</p>
<h2>Busque patrones</h2>
<p>Después de sus conversaciones, anote lo que escuchó más de una vez. Por ejemplo, un mecánico a domicilio podría descubrir que:</p>
<ul>
<li>La mayoría de sus clientes son repartidores que pierden dinero cada día que su auto no está en la calle.</li>
<li>Les importa más la rapidez que el precio.</li>
<li>Por lo general buscan ayuda en grupos de WhatsApp y con amigos.</li>
</ul>
<p>Eso cambia el negocio: ofrecer servicio el mismo día, cobrar un recargo justo por ello y dedicar el tiempo de mercadeo a esos grupos en lugar de a volantes.</p>
<h2>Calcule el tamaño de la oportunidad, más o menos</h2>
<p>No necesita un número perfecto. Un cálculo aproximado basta para comprobar que hay suficientes clientes cerca. Por ejemplo: "Hay unos 40 edificios de oficinas a menos de dos millas. Si cinco personas de cada edificio me pidieran el almuerzo una vez por semana, serían 200 almuerzos a la semana". Luego pregúntese: ¿alcanza para cubrir mis costos y pagarme a mí? Si no, quizás necesite una zona más amplia, un precio más alto o un segundo grupo de clientes.</p>
<h2>Siga aprendiendo después de abrir</h2>
<ul>
<li>Pregúntele a cada cliente nuevo cómo se enteró de usted, y anótelo.</li>
<li>Una vez al mes, llame o escriba a dos o tres clientes y pregúnteles qué podría hacer mejor.</li>
<li>Fíjese en quiénes son sus mejores clientes (los que compran seguido y pagan a tiempo) y busque más personas como ellos.</li>
</ul>
<p>Incluya el perfil de su cliente en su plan de negocios. Los prestamistas y los asesores a menudo preguntan primero "¿Quiénes son sus clientes?", y una respuesta clara genera confianza.</p>`,
} satisfies StarterTranslation;
