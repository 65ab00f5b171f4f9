/**
 * Spanish strings of the auth-pages area (the English, and the
 * shape every language follows: ../en/auth-pages.ts).
 */
import type en from "../en/auth-pages";

const es: typeof en = {
  authPages: {
    fields: {
      email: "Correo electrónico",
      password: "Contraseña",
      newPassword: "Nueva contraseña",
      confirmPassword: "Repita la nueva contraseña",
      passwordHint: "Al menos 10 caracteres. Unas cuantas palabras sin relación entre sí forman una contraseña segura.",
      referralCode: "Código de referido (opcional)",
      referralCodeHint: "Si su asesor, prestamista o banco le dio uno.",
      code: "Código de 6 dígitos",
    },
    start: {
      redirecting: "Abriendo el inicio de sesión…",
      failed: "No se pudo abrir el inicio de sesión. Revise su conexión e inténtelo de nuevo.",
    },
    login: {
      heading: "Iniciar sesión",
      intro: "¡Hola de nuevo! Inicie sesión con su correo electrónico y su contraseña.",
      submit: "Iniciar sesión",
      forgot: "¿Olvidó su contraseña?",
      noAccount: "¿Primera vez en Compass?",
      toSignup: "Crear una cuenta",
      passwordChanged: "Se cambió su contraseña y se cerró la sesión en todos sus dispositivos. Inicie sesión con su nueva contraseña.",
    },
    signup: {
      heading: "Cree su cuenta",
      intro: "Cree una cuenta para comenzar su recorrido de aprendizaje con su asesor.",
      submit: "Crear cuenta",
      haveAccount: "¿Ya tiene una cuenta?",
      toLogin: "Iniciar sesión",
      privacy: "Al crear una cuenta, usted acepta que guardemos y usemos su información como se explica en nuestra <policy>política de privacidad</policy>.",
    },
    changePassword: {
      heading: "Elija una nueva contraseña",
      intro: "Su contraseña actual solo servía para iniciar sesión una vez. Elija su propia contraseña para continuar.",
      submit: "Guardar y continuar",
    },
    mfa: {
      heading: "Ingrese el código que le enviamos por mensaje de texto",
      intro: "Enviamos un código de 6 dígitos a {{name}} (que termina en {{hint}}). Es válido por 10 minutos.",
      resent: "Le estamos enviando un código nuevo a {{name}} (que termina en {{hint}}).",
      submit: "Verificar e iniciar sesión",
      resend: "Enviar un código nuevo",
      appHeading: "Ingrese el código de su aplicación de autenticación",
      appIntro: "Abra su aplicación de autenticación e ingrese el código de 6 dígitos que muestra para Compass.",
      textInstead: "Mejor envíenme un código por mensaje de texto",
    },
    expired: {
      heading: "Esta página de inicio de sesión venció",
      body: "Por su seguridad, las páginas de inicio de sesión son válidas por una hora. Vuelva a empezar.",
      restart: "Volver a empezar",
    },
    reset: {
      heading: "Restablezca su contraseña",
      emailIntro: "Ingrese el correo electrónico de su cuenta. Le enviaremos un código de 6 dígitos.",
      sendCode: "Enviar código",
      codeSent: "Si existe una cuenta con {{email}}, le estamos enviando un código de 6 dígitos. Es válido por 10 minutos.",
      setPassword: "Guardar la nueva contraseña",
      newCode: "Enviar un código nuevo",
      doneHeading: "Se cambió su contraseña",
      doneBody: "Ya puede iniciar sesión con su nueva contraseña.",
      signIn: "Iniciar sesión",
      backToSignIn: "Volver al inicio de sesión",
    },
    invitation: {
      heading: "Cree su contraseña de Compass",
      intro: "Su administrador le creó una cuenta en Compass. Elija una contraseña para terminar de configurarla.",
      submit: "Guardar contraseña",
      doneHeading: "Su contraseña está lista",
      doneBody: "Su cuenta está lista: inicie sesión con su correo electrónico y esta contraseña.",
      missing: "Este enlace está incompleto. Vuelva a abrir el enlace del correo electrónico de invitación o pídale a su administrador que le envíe uno nuevo.",
    },
    verified: {
      heading: "Su correo electrónico está confirmado",
      body: "Gracias. Su correo electrónico ya está confirmado: inicie sesión para continuar.",
      continue: "Iniciar sesión",
    },
    unlocked: {
      heading: "Ya puede volver a iniciar sesión",
      body: "Ya puede volver a iniciar sesión desde este navegador. Si usted no intentó iniciar sesión muchas veces, le recomendamos cambiar su contraseña.",
    },
    unlockFailed: {
      heading: "Este enlace no funciona",
      body: "El enlace venció o ya se usó. Puede seguir iniciando sesión desde los navegadores que ha usado antes.",
    },
    checkEmail: {
      heading: "Revise su correo electrónico",
      body: "Enviamos un mensaje a {{email}}. Abra el enlace que contiene para confirmar su dirección y luego inicie sesión.",
      notReceived: "¿No le llegó nada después de unos minutos? Revise su carpeta de correo no deseado (spam). Si ya tenía una cuenta, el mensaje le explica cómo iniciar sesión.",
      toLogin: "Ir al inicio de sesión",
    },
    notVerified: {
      heading: "Este enlace no funciona",
      body: "El enlace de confirmación venció o ya se usó.",
    },
    errors: {
      heading: "Algo salió mal",
      generic: "Algo salió mal. Inténtelo de nuevo.",
      emailRequired: "Ingrese su correo electrónico.",
      emailInvalid: "Ingrese un correo electrónico válido, como name@example.com.",
      passwordRequired: "Ingrese su contraseña.",
      passwordShort: "Use al menos 10 caracteres.",
      passwordMismatch: "Las dos contraseñas no coinciden.",
      codeFormat: "Ingrese el código de 6 dígitos que recibió por correo electrónico.",
      smsCodeFormat: "Ingrese el código de 6 dígitos que recibió por mensaje de texto.",
    },
  },
};

export default es;
