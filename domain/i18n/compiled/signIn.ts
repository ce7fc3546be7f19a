// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface SignInMessages {
  heading: string;
  lead: string;
  email: string;
  password: string;
  submit: string;
  failed: string;
  unavailable: string;
  limited: string;
  empty: string;
  forgot: string;
  changed: string;
  noAccount: string;
  getApp: string;
}

const messages: Record<Locale, SignInMessages> = {
  en: {
    heading: "Log in",
    lead: "Welcome back. Pick up your lessons where you left off.",
    email: "Email",
    password: "Password",
    submit: "Log in",
    failed: "The email or password is not right. Check both and try again.",
    unavailable: "We could not sign you in just now. Please try again in a moment.",
    limited: "Too many attempts. To keep your account safe, please wait 15 minutes before you try again.",
    empty: "This field shouldn’t be empty",
    forgot: "Forgot password?",
    changed: "Your password is changed. Log in with the new one.",
    noAccount: "No account yet? You create one in the app, with your 7 free days.",
    getApp: "Get the app"
  },
  es: {
    heading: "Iniciar sesión",
    lead: "Qué bien verte de nuevo. Sigue tus clases donde las dejaste.",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Iniciar sesión",
    failed: "El correo o la contraseña no son correctos. Revísalos e inténtalo de nuevo.",
    unavailable: "No hemos podido iniciar tu sesión ahora. Inténtalo de nuevo en un momento.",
    limited: "Demasiados intentos. Para proteger tu cuenta, espera 15 minutos antes de volver a intentarlo.",
    empty: "Este campo no puede estar vacío",
    forgot: "¿Has olvidado tu contraseña?",
    changed: "Tu contraseña se ha cambiado. Inicia sesión con la nueva.",
    noAccount: "¿Aún no tienes cuenta? La creas en la app, con tus 7 días gratis.",
    getApp: "Descargar la app"
  },
  pt: {
    heading: "Entrar",
    lead: "Que bom ver você de novo. Continue suas aulas de onde parou.",
    email: "E-mail",
    password: "Senha",
    submit: "Entrar",
    failed: "O e-mail ou a senha não estão corretos. Confira e tente de novo.",
    unavailable: "Não conseguimos fazer seu login agora. Tente de novo em instantes.",
    limited: "Muitas tentativas. Para proteger sua conta, espere 15 minutos antes de tentar de novo.",
    empty: "Este campo não pode ficar vazio",
    forgot: "Esqueceu a senha?",
    changed: "Sua senha foi alterada. Entre com a nova.",
    noAccount: "Ainda não tem conta? Você cria a sua no app, com seus 7 dias grátis.",
    getApp: "Baixar o app"
  },
  uk: {
    heading: "Увійти",
    lead: "Раді бачити вас знову. Продовжуйте уроки з того місця, де зупинилися.",
    email: "Електронна пошта",
    password: "Пароль",
    submit: "Увійти",
    failed: "Неправильна електронна пошта або пароль. Перевірте їх і спробуйте ще раз.",
    unavailable: "Зараз не вдалося увійти. Спробуйте ще раз за хвилину.",
    limited: "Забагато спроб. Щоб захистити ваш акаунт, зачекайте 15 хвилин, перш ніж пробувати знову.",
    empty: "Це поле не може бути порожнім",
    forgot: "Забули пароль?",
    changed: "Пароль змінено. Увійдіть із новим паролем.",
    noAccount: "Ще немає акаунта? Його створюють у застосунку, разом із 7 безкоштовними днями.",
    getApp: "Завантажити застосунок"
  },
};
export default messages;
