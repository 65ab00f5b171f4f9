/**
 * Spanish strings of the account area (the English, and the
 * shape every language follows: ../en/account.ts).
 */
import type en from "../en/account";

const es: typeof en = {
  storage: {
    heading: "Sus archivos",
    intro: "Los archivos que sube, como los adjuntos de los mensajes, cuentan para su almacenamiento.",
    loading: "Cargando el uso de su almacenamiento…",
    loadFailed: "No pudimos cargar el uso de su almacenamiento.",
    empty: "Todavía no ha subido ningún archivo.",
    used: "{{used}} de {{quota}} usados",
    usedUnlimited: "{{used}} usados (sin límite)",
    barLabel: "Almacenamiento usado",
    files_one: "{{count}} archivo",
    files_other: "{{count}} archivos",
    nearlyFull: "Su almacenamiento está casi lleno. Elimine los archivos que ya no necesite para liberar espacio.",
  },
  security: {
    heading: "Verificación en dos pasos",
    intro: "Proteja su cuenta con un segundo paso después de la contraseña: un código que le enviamos por mensaje de texto a su teléfono o un código de una aplicación de autenticación.",
    factorsHeading: "Sus métodos de verificación",
    loading: "Cargando sus métodos de verificación…",
    loadFailed: "No pudimos cargar sus métodos de verificación.",
    empty: "La verificación en dos pasos está desactivada. Agregue su teléfono o una aplicación de autenticación abajo.",
    confirmedOn: "Confirmado el {{date}}",
    notConfirmed: "Todavía sin confirmar",
    endingIn: "termina en {{hint}}",
    sms: {
      heading: "Mi número de celular",
      intro: "Le enviamos un código de 6 dígitos por mensaje de texto cada vez que inicia sesión.",
      phoneLabel: "Número de celular",
      phoneHint: "Un número de EE. UU. como (555) 234-5678, o + y el código del país.",
      send: "Enviarme un código",
      sentTo: "Enviamos un código de 6 dígitos a {{phone}}. Es válido por 10 minutos.",
      codeLabel: "Código de 6 dígitos",
      confirm: "Confirmar mi teléfono",
      otherNumber: "Usar otro número",
      resend: "Enviar un código nuevo",
      done: "Su teléfono está confirmado. Le enviaremos un código por mensaje de texto cuando inicie sesión.",
    },
    totp: {
      heading: "Aplicación de autenticación",
      intro: "Use una aplicación como Google Authenticator, Microsoft Authenticator o 1Password para generar los códigos.",
      start: "Configurar una aplicación de autenticación",
      step1: "En su aplicación de autenticación, agregue una cuenta con esta clave de configuración (o abra el enlace de abajo en el teléfono que tiene la aplicación).",
      secretLabel: "Clave de configuración",
      uriLabel: "Enlace de configuración",
      qrAlt: "Código QR del enlace de configuración: escanéelo con su aplicación de autenticación",
      qrLoading: "Generando el código QR…",
      qrError: "No se pudo generar el código QR: use la clave de configuración o el enlace.",
      once: "Esta clave solo se muestra ahora. No la comparta con nadie.",
      codeLabel: "Código de la aplicación",
      confirm: "Confirmar la aplicación",
      cancel: "Cancelar",
      done: "Su aplicación de autenticación está confirmada. Le pediremos su código cuando inicie sesión.",
    },
    remove: {
      button: "Desactivar la verificación en dos pasos",
      title: "¿Desactivar la verificación en dos pasos?",
      body: "Esto quita su número de teléfono y su aplicación de autenticación de la verificación en dos pasos. Iniciará sesión solo con su contraseña.",
      confirm: "Sí, desactivarla",
      cancel: "Mantenerla activada",
      done: "La verificación en dos pasos está desactivada.",
    },
    password: {
      heading: "Contraseña",
      intro: "Cambie la contraseña con la que inicia sesión. Después tendrá que volver a iniciar sesión en todos sus dispositivos, incluido este.",
      current: "Contraseña actual",
      submit: "Cambiar contraseña",
      errors: {
        currentRequired: "Ingrese su contraseña actual.",
      },
    },
    errors: {
      phoneFormat: "Ingrese un número de celular, como (555) 234-5678.",
      codeFormat: "Ingrese el código de 6 dígitos.",
      generic: "Algo salió mal. Inténtelo de nuevo.",
    },
  },
  stepUp: {
    title: "Confirme que es usted",
    body: "Este cambio protege su cuenta, así que necesitamos comprobar que realmente es usted.",
    how: "Cómo confirmarlo",
    usePassword: "Contraseña",
    useCode: "Código",
    password: "Su contraseña",
    code: "Código de 6 dígitos",
    codeHint: "De su aplicación de autenticación, o el que le enviamos por mensaje de texto.",
    textMe: "Enviarme un código por mensaje de texto",
    sentTo: "Enviamos un código a {{phone}}.",
    confirm: "Confirmar",
    cancel: "Cancelar",
    errors: {
      passwordRequired: "Ingrese su contraseña.",
      codeFormat: "Ingrese el código de 6 dígitos.",
      generic: "Algo salió mal. Inténtelo de nuevo.",
    },
  },
};

export default es;
