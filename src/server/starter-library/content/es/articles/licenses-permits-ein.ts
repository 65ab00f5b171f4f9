import { officialLink } from "../../html.js";
import type { StarterTranslation } from "../../types.js";

export default {
  slug: "licenses-permits-ein",
  title: "Licencias, permisos y su EIN",
  description: "Qué licencias y permisos suele necesitar un pequeño negocio, cómo averiguar cuáles necesita el suyo y cómo obtener gratis un EIN (número de identificación del empleador).",
  tags: ["legal", "licencias", "ein", "impuestos"],
  html: `<p>Casi todos los negocios necesitan algún tipo de licencia o permiso, y las reglas dependen de lo que usted hace y de dónde lo hace. Hacerlo bien desde el principio lo protege de multas, cierres y problemas con un prestamista más adelante. También les muestra a sus clientes que usted tiene un negocio serio y de confianza.</p>
<h2>La lista habitual</h2>
<p>No todos los negocios necesitan todo esto, pero revise cada punto:</p>
<ul>
<li><strong>Licencia general de negocio.</strong> Muchas ciudades y condados la exigen a cualquier negocio que opere allí, incluidos los negocios desde casa.</li>
<li><strong>Permiso de zonificación o de ocupación en el hogar.</strong> Algunas zonas limitan qué negocios pueden funcionar desde una casa o en cierta calle, o cuántos clientes pueden ir de visita.</li>
<li><strong>Permisos de salud.</strong> Los necesitan la mayoría de los negocios de comida: restaurantes, camiones de comida, servicios de banquetes y muchas cocinas caseras. Muchos estados tienen reglas de "cottage food" (alimentos caseros) para algunos alimentos preparados en casa, con límites.</li>
<li><strong>Registro para el impuesto sobre las ventas.</strong> Si vende bienes o servicios sujetos a impuestos, su estado puede exigirle que se registre, cobre el impuesto sobre las ventas y presente declaraciones. Qué está sujeto a impuestos, y con qué frecuencia se declara, depende del estado. Consulte con el departamento de impuestos o de ingresos de su estado.</li>
<li><strong>Licencias profesionales o de oficio.</strong> La cosmetología, el cuidado de niños, la contratación de obras, la electricidad, los bienes raíces y muchos otros oficios necesitan una licencia estatal.</li>
<li><strong>Registro del nombre comercial.</strong> Si hace negocios con un nombre distinto de su nombre legal, quizás tenga que registrarlo (a menudo se le llama DBA, "doing business as", es decir, "que opera como").</li>
<li><strong>Permisos de construcción, de bomberos y de letreros.</strong> A menudo se necesitan cuando alquila o modifica un local comercial.</li>
</ul>
<h2>Cómo averiguar lo que necesita</h2>
<ol>
<li>Llame o visite la oficina de negocios de su ciudad o condado. Pregunte: "Quiero abrir un [tipo de negocio] en [dirección]. ¿Qué licencias y permisos necesito?"</li>
<li>Revise el sitio web de negocios de su estado; muchos estados tienen una página única con todo lo que necesitan los negocios nuevos.</li>
<li>Pregunte en su Centro de Desarrollo de Pequeños Negocios (SBDC) local o a su asesor; ellos conocen las oficinas locales.</li>
<li>Anote cada licencia, su costo, su fecha de renovación y la oficina que la emitió.</li>
</ol>
<p>Ponga las fechas de renovación en su calendario. Muchas licencias deben renovarse cada año, y una licencia vencida puede detener un préstamo o un contrato.</p>
<h2>Su EIN (número de identificación del empleador)</h2>
<p>El EIN es un número de nueve dígitos que el IRS (Servicio de Impuestos Internos) le asigna a un negocio, algo así como un número de Seguro Social para el negocio. Es <strong>gratis</strong>. Puede solicitarlo en línea en ${officialLink("https://www.irs.gov/es", "irs.gov/es")} y, en la mayoría de los casos, obtener el número el mismo día.</p>
<p>Por lo general necesita un EIN si usted:</p>
<ul>
<li>contrata empleados;</li>
<li>opera el negocio como sociedad o como corporación;</li>
<li>tiene una LLC (compañía de responsabilidad limitada) con más de un dueño, o una LLC que eligió pagar impuestos como corporación;</li>
<li>presenta ciertas declaraciones de impuestos federales, como las declaraciones de impuestos sobre la nómina (impuestos de empleo).</li>
</ul>
<p>El dueño de una empresa individual sin empleados a menudo puede usar su número de Seguro Social en su lugar. Muchos de todas formas obtienen un EIN para no tener que darle su número de Seguro Social a cada cliente que les paga. Los bancos a menudo piden un EIN para abrir una cuenta del negocio.</p>
<blockquote><p><strong>Cuidado:</strong> algunos sitios web cobran por "ayudarle" a obtener un EIN. El IRS no cobra nada. Solicítelo directamente en el sitio web del IRS.</p></blockquote>
<h2>Tenga una carpeta de "documentos del negocio"</h2>
<p>Guarde copias de sus licencias, permisos, la carta de su EIN, los documentos de registro y las pólizas de seguro en una sola carpeta, en papel y como fotos o escaneos. Cuando solicite un préstamo o un contrato, se los pedirán, y tenerlos listos le ahorra días.</p>`,
} satisfies StarterTranslation;
