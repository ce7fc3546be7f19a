// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface SubscriptionMessages {
  email: string;
  terms: string;
  submit: string;
  errors: {
    emptyEmail: string;
    invalidEmail: string;
    terms: string;
  };
  failure: string;
}

const messages: Record<Locale, SubscriptionMessages> = {
  en: {
    email: "Your email",
    terms: "I agree to receive emails and accept the Terms and Conditions and the Privacy Policy",
    submit: "Subscribe",
    errors: {
      emptyEmail: "This field shouldn’t be empty",
      invalidEmail: "Please, enter valid email",
      terms: "Please check this box if you want to proceed"
    },
    failure: "Oops! Something went wrong. Please refresh the page and try again."
  },
  es: {
    email: "Tu correo electrónico",
    terms: "Acepto recibir correos y los Términos y condiciones y la Política de privacidad",
    submit: "Suscribirme",
    errors: {
      emptyEmail: "Este campo no puede estar vacío",
      invalidEmail: "Introduce un correo electrónico válido",
      terms: "Marca esta casilla si quieres continuar"
    },
    failure: "¡Vaya! Algo salió mal. Actualiza la página e inténtalo de nuevo."
  },
  pt: {
    email: "Seu e-mail",
    terms: "Aceito receber e-mails e os Termos e condições e a Política de privacidade",
    submit: "Inscrever-me",
    errors: {
      emptyEmail: "Este campo não pode ficar vazio",
      invalidEmail: "Digite um e-mail válido",
      terms: "Marque esta caixa se quiser continuar"
    },
    failure: "Ops! Algo deu errado. Atualize a página e tente novamente."
  },
  uk: {
    email: "Ваша електронна пошта",
    terms: "Погоджуюся отримувати листи та приймаю Умови використання й Політику конфіденційності",
    submit: "Підписатися",
    errors: {
      emptyEmail: "Це поле не може бути порожнім",
      invalidEmail: "Введіть дійсну адресу електронної пошти",
      terms: "Позначте це поле, щоб продовжити"
    },
    failure: "Ой! Щось пішло не так. Оновіть сторінку й спробуйте ще раз."
  },
};
export default messages;
