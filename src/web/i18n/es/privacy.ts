/**
 * Spanish strings of the privacy area (the English, and the
 * shape every language follows: ../en/privacy.ts).
 */
import type en from "../en/privacy";

const es: typeof en = {
  privacy: {
    heading: "Política de privacidad",
    updated: "Última actualización: {{date}}",
    loading: "Cargando la política de privacidad…",
    loadFailed: "No se pudo cargar la política de privacidad. Revise su conexión e inténtelo de nuevo.",
    intro:
      "{{org}} administra este sitio para ayudar a los dueños de pequeños negocios a aprender, planificar su negocio y prepararse para solicitar un préstamo. En esta página le explicamos, en palabras sencillas, qué información guardamos sobre usted y por qué, quién puede verla, cómo la protegemos, cuánto tiempo la guardamos y cómo obtener una copia o pedir que se borre.",
    keep: {
      heading: "Qué guardamos y por qué",
      account: {
        label: "Su cuenta y su perfil:",
        text: "su nombre, su correo electrónico y sus números de teléfono, las direcciones de su casa y de su negocio, datos sobre su negocio y las demás respuestas que nos da, como su fecha de nacimiento, número de licencia de conducir, los ingresos y el tamaño de su hogar, género, raza, origen étnico, ciudadanía y condición de veterano. Muchas de estas respuestas son opcionales. Las usamos para administrar su cuenta, asignarle un asesor y preparar con usted una solicitud de préstamo. El programa también usa respuestas como la raza y el origen étnico en informes sobre las personas a las que atiende.",
      },
      counseling: {
        label: "Su registro de asesoría:",
        text: "los datos que pide un financiador del programa, como la Administración de Pequeñas Empresas de EE. UU. (SBA), sobre las personas que atiende: cómo supo de nosotros, si tiene un negocio en marcha y desde cuándo, su tipo de negocio y su número de empleados, su idioma y, de cada sesión con su asesor, el tema, el tipo, el idioma y la duración. Los informes a un financiador llevan un número de cliente, nunca su nombre, su teléfono ni su dirección. Su raza, su origen étnico, su sexo, una discapacidad y su situación militar se le preguntan solo si usted lo acepta, en la página «Sobre su negocio, para quienes financian el programa» (en el menú de su cuenta): cada respuesta es opcional y puede ser «prefiero no decirlo», y registramos cuándo dio su consentimiento. Puede retirarlo en la misma página en cualquier momento; esas respuestas se borran entonces de inmediato. Sin su consentimiento nunca se guardan ni se informan. Su asesor no puede verlas; los administradores del programa las usan solo para los informes a los financiadores, que cuentan a quién atiende el programa y llevan un número de cliente en lugar de su nombre.",
      },
      documents: {
        label: "Los documentos de su negocio:",
        text: "la encuesta del negocio, el plan de negocios y la proyección de flujo de caja de 12 meses que usted completa. Usted y su asesor los usan para planificar su negocio y preparar una solicitud de préstamo.",
      },
      messages: {
        label: "Mensajes:",
        text: "lo que usted y su asesor se escriben en este sitio.",
      },
      learning: {
        label: "Su avance en el aprendizaje:",
        text: "qué lecciones y módulos ha terminado, para que pueda continuar donde lo dejó y su asesor pueda ayudarle.",
      },
      usage: {
        label: "Cómo usa el sitio:",
        text: "qué páginas abre, cuánto tiempo permanece en ellas y cuándo inicia y cierra sesión. Su asesor usa estos datos para ver cómo le va, y el programa los usa para mejorar el sitio.",
      },
      technical: {
        label: "Datos técnicos:",
        text: "la dirección IP de su dispositivo, para proteger las cuentas (por ejemplo, para impedir que alguien adivine contraseñas) y para limitar cuántas solicitudes puede hacer un mismo dispositivo; y las cookies y el almacenamiento del navegador que mantienen su sesión iniciada y recuerdan un navegador desde el que ya inició sesión antes.",
      },
      noSale: "No vendemos su información. Este sitio no muestra anuncios ni usa rastreo de terceros.",
    },
    see: {
      heading: "Quién puede verla",
      you: { label: "Usted", text: "puede ver su propia información y cambiar gran parte de su perfil." },
      coach: {
        label: "Su asesor u oficial de préstamos",
        text: "(la persona asignada a usted) puede ver su perfil, sus documentos, sus mensajes y su avance. No puede ver su número de licencia de conducir, los ingresos de su hogar, su fecha de nacimiento, su raza ni su origen étnico, ni las respuestas sobre usted de su registro de asesoría (raza, origen étnico, sexo, discapacidad y situación militar).",
      },
      admins: { label: "Los administradores del programa", text: "de {{org}} pueden ver toda esta información, para administrar el programa y ayudarle." },
      partners: {
        label: "Los bancos aliados",
        text: "cuyo código de referido usted usó al crear su cuenta solo reciben informes resumidos sobre todos los clientes que refirieron, como cantidades y totales. Nunca ven sus documentos ni sus registros personales.",
      },
      services: {
        label: "Los servicios que envían nuestros correos electrónicos y mensajes de texto",
        text: "reciben su correo electrónico o su número de teléfono y el mensaje, para poder hacérselo llegar (por ejemplo, un código para iniciar sesión).",
      },
    },
    protect: {
      heading: "Cómo la protegemos",
      encrypted:
        "Su número de licencia de conducir, su fecha de nacimiento y los ingresos de su hogar se guardan cifrados. También se cifran los números de teléfono y las claves secretas de la verificación en dos pasos, y las claves que este sitio usa para iniciar su sesión.",
      passwords: "Nunca guardamos su contraseña. Solo guardamos una versión codificada (un hash), que no se puede convertir de nuevo en su contraseña.",
      guessing: "Si se ingresan muchas contraseñas incorrectas, el inicio de sesión se vuelve más lento o se pausa. Además, le enviamos un correo electrónico cuando cambia su contraseña o su forma de iniciar sesión.",
    },
    retention: {
      heading: "Cuánto tiempo la guardamos",
      account: "Su cuenta, perfil, documentos, mensajes y avance: mientras su cuenta esté activa.",
      denials:
        "Registros de solicitudes rechazadas, que se guardan por seguridad (incluyen la dirección IP): 30 días si nadie había iniciado sesión y 400 días si había una cuenta con la sesión iniciada.",
      adminLog: "Registros de los cambios que hacen los administradores: se guardan de forma permanente. Indican quién cambió qué y cuándo, sin sus datos personales.",
      codes: "Códigos y enlaces que le enviamos: son válidos desde 10 minutos (códigos para iniciar sesión o restablecer la contraseña) hasta 7 días (el enlace que confirma su correo electrónico). Se borran un día después de vencer.",
      sessions:
        "Sesión iniciada: una sesión dura hasta 14 días, y el token que la renueva, hasta 30 días. La cookie que recuerda un navegador desde el que ya inició sesión dura 400 días.",
    },
    rights: {
      heading: "Obtener una copia o pedir que se borre",
      withEmail: "Para obtener una copia de la información que guardamos sobre usted, corregirla o pedir que se borre, escriba a <mail>{{email}}</mail>.",
      withoutEmail:
        "Para obtener una copia de la información que guardamos sobre usted, corregirla o pedir que se borre, comuníquese con el equipo del programa de {{org}}. Su asesor le puede indicar cómo hacerlo.",
      how: "Indíquenos el correo electrónico de su cuenta. Es posible que le pidamos comprobar que es usted. Respondemos en un plazo de 30 días.",
      limits: "Los registros de seguridad se guardan hasta que vence su plazo, incluso después de que se borre su cuenta.",
    },
    changes: {
      heading: "Cambios a esta política",
      body: "Cuando esta política cambie, actualizaremos la fecha que aparece al principio de esta página.",
    },
  },
};

export default es;
