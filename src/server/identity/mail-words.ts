/**
 * The words of the e-mails and text messages Compass sends an account's owner, in each language the
 * web app speaks (issue #16; ADR 0026): security notices, the address confirmation, the password
 * reset code, the unread-message reminder, the texted codes. The language is the user's `language` setting (user-language.ts);
 * English when there is none. Plain text; links and codes as they are.
 */
/** The account changes its owner is told of by mail (security-mail.ts). */
export type SecurityEvent =
  | "password_changed"
  | "password_reset"
  | "mfa_enrolled"
  | "mfa_replaced"
  | "mfa_removed"
  | "email_verified";


export type MailLanguage = "en" | "es";

/** Who an invitation makes the invitee. */
export type InvitedRole = "lender" | "bank";

export interface MailText {
  subject: string;
  text: string;
}

interface MailWords {
  security: Record<SecurityEvent, { subject: string; line: string }>;
  /** The notice's body around its line. */
  securityBody(line: string, when: string, signedOut: boolean, publicUrl: string): string;
  existingAccount(publicUrl: string): MailText;
  lockedAccount(unlockLink: string, publicUrl: string, when: string): MailText;
  verification(link: string): MailText;
  resetCode(code: string): MailText;
  unreadReminder(publicUrl: string): MailText;
  /** The check-in on the business's progress (issue #40): `name` the learner's first name (may be empty), `fromCoach` when their coach sent it. */
  impactCheckIn(publicUrl: string, name: string, fromCoach: boolean): MailText;
  /** An administrator made an account for `name` (may be empty): set a password through `link`. */
  invitation(link: string, role: InvitedRole, name: string): MailText;
  /** The same when sign-in is another issuer's: sign in there with `email`. */
  externalInvitation(signInUrl: string, email: string, role: InvitedRole, name: string): MailText;
  /** Text messages: a code to add a phone, to sign in, to confirm it is the user. */
  smsEnrolmentCode(code: string): string;
  smsSignInCode(code: string): string;
  smsStepUpCode(code: string): string;
}

const EN: MailWords = {
  security: {
    password_changed: { subject: "Your Compass password was changed", line: "The password of your Compass account was changed." },
    password_reset: { subject: "Your Compass password was reset", line: "The password of your Compass account was reset with a code sent to this address." },
    mfa_enrolled: { subject: "A second sign-in step was added to your Compass account", line: "A second sign-in step (a phone number or an authenticator app) was added to your Compass account." },
    mfa_replaced: { subject: "Your Compass second sign-in step was replaced", line: "The second sign-in step of your Compass account (its phone number or authenticator app) was replaced." },
    mfa_removed: { subject: "Your Compass second sign-in step was removed", line: "Every second sign-in step (phone number and authenticator app) was removed from your Compass account." },
    email_verified: { subject: "Your Compass e-mail address is confirmed", line: "Your e-mail address was confirmed for your Compass account." },
  },
  securityBody: (line, when, signedOut, publicUrl) =>
    `${line}\nWhen: ${when}\n${signedOut ? "\nEvery device that was signed in has been signed out.\n" : ""}\nIf this was you, there is nothing more to do.\n\nIf it was not you, reset your password now at ${publicUrl}/reset-password and tell your coach or the program's administrator.\n`,
  existingAccount: (publicUrl) => ({
    subject: "You already have a Compass account",
    text: `Someone (maybe you) tried to sign up for Compass with this e-mail address, which already has an account.\n\nTo sign in, go to ${publicUrl}/ . If you forgot your password, reset it at ${publicUrl}/reset-password .\n\nIf it was not you, you can ignore this message: nothing was changed.\n`,
  }),
  lockedAccount: (unlockLink, publicUrl, when) => ({
    subject: "Sign-in to your Compass account was paused",
    text: `There were many wrong password attempts on your Compass account, so signing in from new devices is paused for up to an hour.\nWhen: ${when}\n\nIf it was you, open this link within an hour to sign in again right away from this device:\n\n${unlockLink}\n\nDevices you have signed in from before still work with your password. If it was not you, your account is safe, but consider resetting your password at ${publicUrl}/reset-password .\n`,
  }),
  verification: (link) => ({
    subject: "Confirm your e-mail address for Compass",
    text: `Welcome to Compass.\n\nConfirm your e-mail address by opening this link within 7 days, then sign in:\n\n${link}\n\nIf you did not sign up, ignore this message.\n`,
  }),
  resetCode: (code) => ({
    subject: "Your Compass password reset code",
    text: `Your code to reset your Compass password is ${code}.\n\nIt works once, for 10 minutes. If you did not ask for it, ignore this message: your password stays the same.\n`,
  }),
  unreadReminder: (publicUrl) => ({
    subject: "You have unread messages on Compass",
    text:
      `A message or notification from your Compass program has been waiting for you for a while.\n\n` +
      `Read it at ${publicUrl}/my-messages\n\n` +
      `You get this e-mail at most once an hour. To stop these e-mails, sign in, open "E-mail and text ` +
      `messages" in your account menu and switch off "E-mail me when a message waits unread".\n`,
  }),
  impactCheckIn: (publicUrl, name, fromCoach) => ({
    subject: "How is your business doing?",
    text:
      `${name ? `Hello ${name},` : "Hello,"}\n\n` +
      `${fromCoach ? "Your coach would like" : "Your program would like"} to hear how your business is doing: jobs you have created or kept, ` +
      `your revenue, a loan, line of credit, investment or grant you received, a business you started, a certification.\n\n` +
      `Tell us in a few minutes, and confirm what your coach has recorded (sign in if asked):\n${publicUrl}/my-impact\n\n` +
      `Your answers help your program show its funders what it achieves. Funders never see your name.\n\n` +
      `To stop these e-mails, sign in, open "E-mail and text messages" in your account menu and switch off ` +
      `"E-mail me a check-in on my business's progress".\n`,
  }),
  invitation: (link, role, name) => ({
    subject: "You are invited to Compass",
    text:
      `${name ? `Hello ${name},` : "Hello,"}\n\nAn administrator has made a Compass account for you as a ${role === "bank" ? "partner bank" : "lender"}.\n\n` +
      `Set your password here (the link works once, for 7 days):\n${link}\n\n` +
      `If you did not expect this, you can ignore this e-mail: nothing happens until the password is set.\n`,
  }),
  externalInvitation: (signInUrl, email, role, name) => ({
    subject: "You are invited to Compass",
    text:
      `${name ? `Hello ${name},` : "Hello,"}\n\nAn administrator has made a Compass account for you as a ${role === "bank" ? "partner bank" : "lender"}.\n\n` +
      `Sign in here with your organization's account for ${email} (within 7 days):\n${signInUrl}\n\n` +
      `Your Compass account is linked to it at that first sign-in. If you did not expect this, you can ignore this e-mail.\n`,
  }),
  smsEnrolmentCode: (code) => `Your Compass verification code is ${code}`,
  smsSignInCode: (code) => `Your Compass sign-in code is ${code}. It works once, for 10 minutes.`,
  smsStepUpCode: (code) => `Your Compass code to confirm it's you is ${code}. It works once, for 10 minutes.`,
};

const ES: MailWords = {
  security: {
    password_changed: { subject: "Se cambió su contraseña de Compass", line: "Se cambió la contraseña de su cuenta de Compass." },
    password_reset: { subject: "Se restableció su contraseña de Compass", line: "Se restableció la contraseña de su cuenta de Compass con un código enviado a esta dirección." },
    mfa_enrolled: { subject: "Se agregó la verificación en dos pasos a su cuenta de Compass", line: "Se agregó un segundo paso para iniciar sesión (un número de teléfono o una aplicación de autenticación) a su cuenta de Compass." },
    mfa_replaced: { subject: "Se reemplazó la verificación en dos pasos de su cuenta de Compass", line: "Se reemplazó el segundo paso para iniciar sesión de su cuenta de Compass (su número de teléfono o su aplicación de autenticación)." },
    mfa_removed: { subject: "Se quitó la verificación en dos pasos de su cuenta de Compass", line: "Se quitaron todos los segundos pasos para iniciar sesión (número de teléfono y aplicación de autenticación) de su cuenta de Compass." },
    email_verified: { subject: "Se confirmó su correo electrónico en Compass", line: "Se confirmó su dirección de correo electrónico para su cuenta de Compass." },
  },
  securityBody: (line, when, signedOut, publicUrl) =>
    `${line}\nFecha: ${when}\n${signedOut ? "\nSe cerró la sesión en todos los dispositivos donde estaba abierta.\n" : ""}\nSi fue usted, no tiene que hacer nada más.\n\nSi no fue usted, restablezca su contraseña ahora en ${publicUrl}/reset-password e infórmelo a su asesor o al administrador del programa.\n`,
  existingAccount: (publicUrl) => ({
    subject: "Usted ya tiene una cuenta de Compass",
    text: `Alguien (quizás usted) intentó crear una cuenta de Compass con esta dirección de correo electrónico, que ya tiene una cuenta.\n\nPara iniciar sesión, vaya a ${publicUrl}/ . Si olvidó su contraseña, restablézcala en ${publicUrl}/reset-password .\n\nSi no fue usted, puede ignorar este mensaje: no se cambió nada.\n`,
  }),
  lockedAccount: (unlockLink, publicUrl, when) => ({
    subject: "Se pausó el inicio de sesión en su cuenta de Compass",
    text: `Hubo muchos intentos con una contraseña incorrecta en su cuenta de Compass, así que el inicio de sesión desde dispositivos nuevos está pausado hasta por una hora.\nFecha: ${when}\n\nSi fue usted, abra este enlace antes de que pase una hora para volver a iniciar sesión de inmediato desde este dispositivo:\n\n${unlockLink}\n\nLos dispositivos donde ya inició sesión antes siguen funcionando con su contraseña. Si no fue usted, su cuenta está segura, pero le recomendamos restablecer su contraseña en ${publicUrl}/reset-password .\n`,
  }),
  verification: (link) => ({
    subject: "Confirme su correo electrónico para Compass",
    text: `Le damos la bienvenida a Compass.\n\nConfirme su dirección de correo electrónico abriendo este enlace en los próximos 7 días y luego inicie sesión:\n\n${link}\n\nSi usted no creó una cuenta, ignore este mensaje.\n`,
  }),
  resetCode: (code) => ({
    subject: "Su código para restablecer la contraseña de Compass",
    text: `Su código para restablecer su contraseña de Compass es ${code}.\n\nFunciona una sola vez, durante 10 minutos. Si usted no lo pidió, ignore este mensaje: su contraseña sigue siendo la misma.\n`,
  }),
  unreadReminder: (publicUrl) => ({
    subject: "Tiene mensajes sin leer en Compass",
    text:
      `Un mensaje o una notificación de su programa de Compass lleva un tiempo esperándole.\n\n` +
      `Léalo en ${publicUrl}/my-messages\n\n` +
      `Recibe este correo como máximo una vez por hora. Para dejar de recibirlos, inicie sesión, abra "Correos ` +
      `y mensajes de texto" en el menú de su cuenta y desactive "Avisarme por correo electrónico cuando tenga un mensaje sin leer".\n`,
  }),
  impactCheckIn: (publicUrl, name, fromCoach) => ({
    subject: "¿Cómo va su negocio?",
    text:
      `${name ? `Hola, ${name}:` : "Hola:"}\n\n` +
      `${fromCoach ? "Su asesor quiere" : "Su programa quiere"} saber cómo va su negocio: los empleos que ha creado o mantenido, ` +
      `sus ingresos, un préstamo, una línea de crédito, una inversión o una subvención que recibió, un negocio que abrió, una certificación.\n\n` +
      `Cuéntenoslo en unos minutos y confirme lo que su asesor registró (inicie sesión si se le pide):\n${publicUrl}/my-impact\n\n` +
      `Sus respuestas ayudan a su programa a mostrar a quienes lo financian lo que logra. Ellos nunca ven su nombre.\n\n` +
      `Para dejar de recibir estos correos, inicie sesión, abra "Correos y mensajes de texto" en el menú de su cuenta y desactive ` +
      `"Enviarme por correo un seguimiento del progreso de mi negocio".\n`,
  }),
  invitation: (link, role, name) => ({
    subject: "Invitación a Compass",
    text:
      `${name ? `Hola, ${name}:` : "Hola:"}\n\nUn administrador creó para usted una cuenta de Compass como ${role === "bank" ? "banco aliado" : "prestamista"}.\n\n` +
      `Cree su contraseña aquí (el enlace funciona una sola vez, durante 7 días):\n${link}\n\n` +
      `Si no esperaba este correo, puede ignorarlo: no pasa nada hasta que se cree la contraseña.\n`,
  }),
  externalInvitation: (signInUrl, email, role, name) => ({
    subject: "Invitación a Compass",
    text:
      `${name ? `Hola, ${name}:` : "Hola:"}\n\nUn administrador creó para usted una cuenta de Compass como ${role === "bank" ? "banco aliado" : "prestamista"}.\n\n` +
      `Inicie sesión aquí con la cuenta de su organización para ${email} (en los próximos 7 días):\n${signInUrl}\n\n` +
      `Su cuenta de Compass quedará vinculada a ella en ese primer inicio de sesión. Si no esperaba este correo, puede ignorarlo.\n`,
  }),
  smsEnrolmentCode: (code) => `Su código de verificación de Compass es ${code}`,
  smsSignInCode: (code) => `Su código para iniciar sesión en Compass es ${code}. Funciona una sola vez, durante 10 minutos.`,
  smsStepUpCode: (code) => `Su código de Compass para confirmar que es usted es ${code}. Funciona una sola vez, durante 10 minutos.`,
};

export const MAIL_WORDS: Record<MailLanguage, MailWords> = { en: EN, es: ES };

/**
 * One message in both languages, for someone whose language is not known yet (an invitee who has
 * never signed in): English first, then Spanish, under a subject in both.
 */
export function bilingual(make: (words: MailWords) => MailText): MailText {
  const en = make(EN);
  const es = make(ES);
  return { subject: `${en.subject} · ${es.subject}`, text: `${en.text}\n— Español —\n\n${es.text}` };
}

/** A moment as a reader of the language reads it, in UTC. */
export function mailTime(language: MailLanguage, at = new Date()): string {
  if (language === "en") return at.toUTCString();
  return new Intl.DateTimeFormat("es", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(at) + " (UTC)";
}
