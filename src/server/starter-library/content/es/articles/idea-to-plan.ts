import { officialLink } from "../../html.js";
import type { StarterTranslation } from "../../types.js";

export default {
  slug: "idea-to-plan",
  title: "De la idea a un plan de negocios de una página",
  description: "Convierta una idea de negocio en un plan breve y claro que pueda usar cada mes y mostrarle a un prestamista.",
  tags: ["planificación", "primeros-pasos", "plan-de-negocios"],
  html: `<p>Mucha gente piensa que un plan de negocios es un informe grueso escrito para un banco. No tiene por qué serlo. Un buen primer plan cabe en una página. Le ayuda a pensar con claridad, a detectar problemas a tiempo y a explicar su negocio en pocos minutos. Puede agregar detalles más adelante, cuando un prestamista o un socio se los pida.</p>
<h2>¿Para qué escribir un plan?</h2>
<ul>
<li><strong>Pone a prueba su idea primero en papel.</strong> Los errores en papel son gratis. Los errores después de firmar un contrato de alquiler, no.</li>
<li><strong>Le ayuda a mantener el enfoque.</strong> Cuando está ocupado, un plan le recuerda lo más importante de este año.</li>
<li><strong>Le ayuda a conseguir dinero.</strong> Los prestamistas quieren ver que usted ha pensado en sus clientes, sus costos y cómo va a pagarles.</li>
</ul>
<h2>El plan de una página: ocho preguntas</h2>
<p>Responda cada pregunta en dos o tres oraciones. Use palabras sencillas, como si se lo explicara a un amigo.</p>
<ol>
<li><strong>¿Qué vende?</strong> Describa el producto o el servicio, no el sueño. "Almuerzos salvadoreños caseros entregados en oficinas del centro" es más claro que "comida deliciosa para todos".</li>
<li><strong>¿Quién lo compra?</strong> Nombre a su grupo principal de clientes. ¿Quiénes son, dónde están y qué problema les resuelve?</li>
<li><strong>¿Por qué usted?</strong> ¿Qué hace que un cliente lo elija a usted y no a otros: precio, calidad, rapidez, ubicación, idioma, confianza?</li>
<li><strong>¿Cómo lo encontrarán los clientes?</strong> Anote las dos o tres formas en que llegará a ellos primero, como las recomendaciones de boca en boca, un puesto en un mercado o una página en las redes sociales.</li>
<li><strong>¿Cuánto costará empezar?</strong> Anote el equipo, los suministros, los depósitos, las licencias y su primer mes de costos.</li>
<li><strong>¿Cuánto costará cada mes?</strong> Alquiler, seguro, teléfono, suministros, transporte y su propio sueldo.</li>
<li><strong>¿Cuánto venderá?</strong> Calcule las ventas de cada uno de los primeros 12 meses. Sea honesto: la mayoría de los negocios nuevos empiezan más despacio de lo que espera su dueño.</li>
<li><strong>¿Cuáles son sus metas?</strong> Escriba dos o tres metas para este año, cada una con un número y una fecha.</li>
</ol>
<h2>Un ejemplo breve</h2>
<blockquote><p>Rosa vende pasteles personalizados desde una cocina casera con licencia. Sus clientes son familias a menos de 10 millas que quieren un pastel para un cumpleaños o una quinceañera. La eligen por sus diseños y porque habla español e inglés. Encuentra clientes por medio de grupos de la iglesia, una página de Facebook y recomendaciones. Los costos para empezar son $2,400 para una batidora, moldes, una vitrina y su permiso. Los costos mensuales son de unos $650 más los ingredientes. Espera vender 20 pasteles al mes al principio y 40 para diciembre, a un precio promedio de $85. Su meta es pagarse $1,500 al mes para fin de año.</p></blockquote>
<p>En un solo párrafo, un prestamista o un asesor ya sabe qué hace Rosa, a quién atiende, qué necesita y si los números podrían funcionar.</p>
<h2>Revise sus números</h2>
<p>Cuando tenga sus ventas y sus costos mensuales, haga una prueba rápida. Tome las ventas que espera en un mes normal, réstele el costo de lo que vende (ingredientes, materiales) y luego reste sus costos mensuales. ¿Queda algo? Si no, algo tiene que cambiar: el precio, los costos o cuánto vende. Es mucho mejor darse cuenta ahora.</p>
<h2>Manténgalo vivo</h2>
<ul>
<li>Ponga el plan donde lo vea.</li>
<li>Una vez al mes, compare lo que pasó de verdad con lo que había planeado.</li>
<li>Actualice el plan cuando cambie algo importante: un producto nuevo, un local nuevo, un préstamo.</li>
</ul>
<p>En Compass puede armar su plan paso a paso con la herramienta de plan de negocios y convertir sus cálculos de ventas y costos en una proyección de flujo de caja de 12 meses. Su asesor puede revisar ambos con usted.</p>
<h2>Dónde conseguir ayuda gratuita</h2>
<p>Su asesor es el primero a quien puede preguntar. La Agencia Federal de Pequeños Negocios de los EE. UU. (SBA) también ofrece guías de planificación gratuitas y un directorio de asesores locales en ${officialLink("https://www.sba.gov/es", "sba.gov/es")}.</p>`,
} satisfies StarterTranslation;
