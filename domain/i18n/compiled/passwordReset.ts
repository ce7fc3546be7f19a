// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface PasswordResetMessages {
  forgot: {
    heading: string;
    lead: string;
    email: string;
    submit: string;
    sent: string;
    invalidEmail: string;
    limited: string;
    back: string;
    unavailable: string;
  };
  reset: {
    heading: string;
    lead: string;
    password: string;
    submit: string;
    tooShort: string;
    invalidLink: string;
    askAgain: string;
  };
  changed: string;
  mail: {
    subject: string;
    greeting: (values: { name: string | number }) => string;
    body: string;
    button: string;
    once: string;
    signature: string;
  };
}

const messages: Record<Locale, PasswordResetMessages> = {
  en: {
    forgot: {
      heading: "Reset your password",
      lead: "Enter the email address of your Lingo account and we’ll send you a link to choose a new password.",
      email: "Email",
      submit: "Send the link",
      sent: "Check your inbox. If an account uses that address, we’ve sent it a link to reset the password. The link works once, for 30 minutes.",
      invalidEmail: "Please, enter valid email",
      limited: "Too many attempts. To keep your account safe, please wait 15 minutes before you try again.",
      back: "Back to log in",
      unavailable: "We could not send the email just now. Please try again in a few minutes."
    },
    reset: {
      heading: "Choose a new password",
      lead: "Use at least 8 characters. After that, you log in with the new password on every device.",
      password: "New password",
      submit: "Save the new password",
      tooShort: "Use at least 8 characters.",
      invalidLink: "This link has expired or was already used. Ask for a new one below.",
      askAgain: "Send me a new link"
    },
    changed: "Your password is changed. Log in with the new one.",
    mail: {
      subject: "Reset your Lingo password",
      greeting: (d) => "Hi " + d.name + ",",
      body: "Someone, hopefully you, asked to reset the password of your Lingo account. To choose a new one, open this link within 30 minutes:",
      button: "Choose a new password",
      once: "The link works once. If you didn’t ask for it, ignore this email: your password stays as it is.",
      signature: "The Lingo team"
    }
  },
  es: {
    forgot: {
      heading: "Restablece tu contraseña",
      lead: "Escribe el correo de tu cuenta de Lingo y te enviaremos un enlace para elegir una contraseña nueva.",
      email: "Correo electrónico",
      submit: "Enviar el enlace",
      sent: "Revisa tu bandeja de entrada. Si hay una cuenta con ese correo, le hemos enviado un enlace para restablecer la contraseña. El enlace sirve una vez, durante 30 minutos.",
      invalidEmail: "Introduce un correo electrónico válido",
      limited: "Demasiados intentos. Para proteger tu cuenta, espera 15 minutos antes de volver a intentarlo.",
      back: "Volver a iniciar sesión",
      unavailable: "No hemos podido enviar el correo ahora mismo. Inténtalo de nuevo en unos minutos."
    },
    reset: {
      heading: "Elige una contraseña nueva",
      lead: "Usa al menos 8 caracteres. Después, inicia sesión con la contraseña nueva en todos tus dispositivos.",
      password: "Contraseña nueva",
      submit: "Guardar la contraseña",
      tooShort: "Usa al menos 8 caracteres.",
      invalidLink: "Este enlace ha caducado o ya se usó. Pide uno nuevo aquí abajo.",
      askAgain: "Enviarme un enlace nuevo"
    },
    changed: "Tu contraseña se ha cambiado. Inicia sesión con la nueva.",
    mail: {
      subject: "Restablece tu contraseña de Lingo",
      greeting: (d) => "Hola, " + d.name + ":",
      body: "Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta de Lingo. Para elegir una nueva, abre este enlace en los próximos 30 minutos:",
      button: "Elegir una contraseña nueva",
      once: "El enlace sirve una sola vez. Si no lo has pedido tú, ignora este correo: tu contraseña sigue siendo la misma.",
      signature: "El equipo de Lingo"
    }
  },
  pt: {
    forgot: {
      heading: "Redefina sua senha",
      lead: "Digite o e-mail da sua conta Lingo e enviaremos um link para você escolher uma nova senha.",
      email: "E-mail",
      submit: "Enviar o link",
      sent: "Confira sua caixa de entrada. Se houver uma conta com esse e-mail, enviamos para ele um link para redefinir a senha. O link funciona uma vez, por 30 minutos.",
      invalidEmail: "Digite um e-mail válido",
      limited: "Muitas tentativas. Para proteger sua conta, aguarde 15 minutos antes de tentar de novo.",
      back: "Voltar para o login",
      unavailable: "Não conseguimos enviar o e-mail agora. Tente de novo em alguns minutos."
    },
    reset: {
      heading: "Escolha uma nova senha",
      lead: "Use pelo menos 8 caracteres. Depois disso, entre com a nova senha em todos os seus aparelhos.",
      password: "Nova senha",
      submit: "Salvar a nova senha",
      tooShort: "Use pelo menos 8 caracteres.",
      invalidLink: "Este link expirou ou já foi usado. Peça um novo abaixo.",
      askAgain: "Enviar um novo link"
    },
    changed: "Sua senha foi alterada. Entre com a nova.",
    mail: {
      subject: "Redefina sua senha do Lingo",
      greeting: (d) => "Olá, " + d.name + ",",
      body: "Alguém, esperamos que você, pediu para redefinir a senha da sua conta Lingo. Para escolher uma nova, abra este link nos próximos 30 minutos:",
      button: "Escolher uma nova senha",
      once: "O link funciona só uma vez. Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.",
      signature: "Equipe Lingo"
    }
  },
  uk: {
    forgot: {
      heading: "Відновлення пароля",
      lead: "Введіть електронну адресу свого акаунта Lingo, і ми надішлемо посилання, щоб ви обрали новий пароль.",
      email: "Електронна пошта",
      submit: "Надіслати посилання",
      sent: "Перевірте пошту. Якщо ця адреса належить акаунту, ми надіслали на неї посилання для відновлення пароля. Посилання діє один раз і 30 хвилин.",
      invalidEmail: "Введіть дійсну електронну адресу",
      limited: "Забагато спроб. Щоб захистити ваш акаунт, зачекайте 15 хвилин і спробуйте знову.",
      back: "Повернутися до входу",
      unavailable: "Зараз не вдалося надіслати лист. Спробуйте ще раз за кілька хвилин."
    },
    reset: {
      heading: "Оберіть новий пароль",
      lead: "Щонайменше 8 символів. Після цього входьте з новим паролем на всіх пристроях.",
      password: "Новий пароль",
      submit: "Зберегти новий пароль",
      tooShort: "Пароль має містити щонайменше 8 символів.",
      invalidLink: "Термін дії посилання минув, або його вже використано. Попросіть нове нижче.",
      askAgain: "Надіслати нове посилання"
    },
    changed: "Пароль змінено. Увійдіть із новим паролем.",
    mail: {
      subject: "Відновлення пароля Lingo",
      greeting: (d) => "Вітаємо, " + d.name + "!",
      body: "Хтось — сподіваємося, що ви — попросив відновити пароль вашого акаунта Lingo. Щоб обрати новий, відкрийте це посилання впродовж 30 хвилин:",
      button: "Обрати новий пароль",
      once: "Посилання діє лише один раз. Якщо ви не надсилали такого запиту, просто проігноруйте цей лист: ваш пароль не зміниться.",
      signature: "Команда Lingo"
    }
  },
};
export default messages;
