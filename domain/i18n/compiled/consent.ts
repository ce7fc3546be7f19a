// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface ConsentMessages {
  title: string;
  text: string;
  policy: string;
  acceptAll: string;
  rejectAll: string;
  choose: string;
  save: string;
  close: string;
  necessary: {
    label: string;
    description: string;
  };
  analytics: {
    label: string;
    description: string;
  };
  advertising: {
    label: string;
    description: string;
  };
}

const messages: Record<Locale, ConsentMessages> = {
  en: {
    title: "Cookies on Lingo",
    text: "We use cookies that keep the site working and, if you agree, first-party measurement that shows us which pages help learners. We set no advertising cookies. You can change your mind at any time under “Cookie settings”.",
    policy: "Cookie policy",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    choose: "Choose cookies",
    save: "Save my choices",
    close: "Close",
    necessary: {
      label: "Strictly necessary",
      description: "Keep you signed in and remember your cookie choice. Always on."
    },
    analytics: {
      label: "Analytics",
      description: "Tell us which pages help learners and which do not."
    },
    advertising: {
      label: "Advertising",
      description: "We set none today; if that changes, we’ll ask you here first."
    }
  },
  es: {
    title: "Cookies en Lingo",
    text: "Usamos cookies que hacen funcionar la web y, si aceptas, una medición propia que nos dice qué páginas ayudan a aprender. No usamos cookies publicitarias. Puedes cambiar de opinión cuando quieras en «Configuración de cookies».",
    policy: "Política de cookies",
    acceptAll: "Aceptar todas",
    rejectAll: "Rechazar todas",
    choose: "Elegir cookies",
    save: "Guardar mi elección",
    close: "Cerrar",
    necessary: {
      label: "Estrictamente necesarias",
      description: "Mantienen tu sesión iniciada y recuerdan tu elección de cookies. Siempre activas."
    },
    analytics: {
      label: "Analítica",
      description: "Nos dicen qué páginas ayudan a aprender y cuáles no."
    },
    advertising: {
      label: "Publicidad",
      description: "Hoy no usamos ninguna; si eso cambia, te lo preguntaremos aquí primero."
    }
  },
  pt: {
    title: "Cookies na Lingo",
    text: "Usamos cookies que fazem o site funcionar e, se você concordar, uma medição própria que mostra quais páginas ajudam os alunos. Não usamos cookies de publicidade. Você pode mudar de ideia quando quiser em “Configurações de cookies”.",
    policy: "Política de cookies",
    acceptAll: "Aceitar todos",
    rejectAll: "Recusar todos",
    choose: "Escolher cookies",
    save: "Salvar minhas escolhas",
    close: "Fechar",
    necessary: {
      label: "Estritamente necessários",
      description: "Mantêm você conectado e lembram sua escolha de cookies. Sempre ativos."
    },
    analytics: {
      label: "Análise",
      description: "Mostram quais páginas ajudam os alunos e quais não."
    },
    advertising: {
      label: "Publicidade",
      description: "Hoje não usamos nenhum; se isso mudar, vamos perguntar aqui antes."
    }
  },
  uk: {
    title: "Файли cookie на Lingo",
    text: "Ми використовуємо файли cookie, без яких сайт не працює, і, якщо ви погодитеся, власну аналітику, яка показує, які сторінки допомагають учням. Рекламних файлів cookie ми не встановлюємо. Змінити вибір можна будь-коли в «Налаштуваннях cookie».",
    policy: "Політика щодо файлів cookie",
    acceptAll: "Прийняти всі",
    rejectAll: "Відхилити всі",
    choose: "Вибрати cookie",
    save: "Зберегти вибір",
    close: "Закрити",
    necessary: {
      label: "Суворо необхідні",
      description: "Зберігають вхід в акаунт і памʼятають ваш вибір щодо cookie. Завжди увімкнені."
    },
    analytics: {
      label: "Аналітика",
      description: "Показують, які сторінки допомагають учням, а які ні."
    },
    advertising: {
      label: "Реклама",
      description: "Зараз ми їх не використовуємо; якщо це зміниться, спершу запитаємо вас тут."
    }
  },
};
export default messages;
