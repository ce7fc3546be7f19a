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
    text: "We use cookies that keep the site working, and, if you agree, cookies that show us which pages help learners and measure our campaigns. You can change your mind at any time under “Cookie settings”.",
    policy: "Cookie policy",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    choose: "Choose cookies",
    save: "Save my choices",
    close: "Close",
    necessary: {
      label: "Strictly necessary",
      description: "Keep you signed in, remember your language and protect forms. Always on."
    },
    analytics: {
      label: "Analytics",
      description: "Tell us which pages help learners and which do not."
    },
    advertising: {
      label: "Advertising",
      description: "Measure our campaigns on other sites."
    }
  },
  es: {
    title: "Cookies en Lingo",
    text: "Usamos cookies que hacen funcionar la web y, si aceptas, cookies que nos dicen qué páginas ayudan a aprender y miden nuestras campañas. Puedes cambiar de opinión cuando quieras en «Configuración de cookies».",
    policy: "Política de cookies",
    acceptAll: "Aceptar todas",
    rejectAll: "Rechazar todas",
    choose: "Elegir cookies",
    save: "Guardar mi elección",
    close: "Cerrar",
    necessary: {
      label: "Estrictamente necesarias",
      description: "Mantienen tu sesión, recuerdan tu idioma y protegen los formularios. Siempre activas."
    },
    analytics: {
      label: "Analítica",
      description: "Nos dicen qué páginas ayudan a aprender y cuáles no."
    },
    advertising: {
      label: "Publicidad",
      description: "Miden nuestras campañas en otras webs."
    }
  },
  pt: {
    title: "Cookies na Lingo",
    text: "Usamos cookies que fazem o site funcionar e, se você concordar, cookies que mostram quais páginas ajudam os alunos e medem nossas campanhas. Você pode mudar de ideia quando quiser em “Configurações de cookies”.",
    policy: "Política de cookies",
    acceptAll: "Aceitar todos",
    rejectAll: "Recusar todos",
    choose: "Escolher cookies",
    save: "Salvar minhas escolhas",
    close: "Fechar",
    necessary: {
      label: "Estritamente necessários",
      description: "Mantêm você conectado, lembram seu idioma e protegem os formulários. Sempre ativos."
    },
    analytics: {
      label: "Análise",
      description: "Mostram quais páginas ajudam os alunos e quais não."
    },
    advertising: {
      label: "Publicidade",
      description: "Medem nossas campanhas em outros sites."
    }
  },
  uk: {
    title: "Файли cookie на Lingo",
    text: "Ми використовуємо файли cookie, без яких сайт не працює, і, якщо ви погодитеся, ті, що показують, які сторінки допомагають учням, і вимірюють наші кампанії. Змінити вибір можна будь-коли в «Налаштуваннях cookie».",
    policy: "Політика щодо файлів cookie",
    acceptAll: "Прийняти всі",
    rejectAll: "Відхилити всі",
    choose: "Вибрати cookie",
    save: "Зберегти вибір",
    close: "Закрити",
    necessary: {
      label: "Суворо необхідні",
      description: "Зберігають вхід, памʼятають мову й захищають форми. Завжди увімкнені."
    },
    analytics: {
      label: "Аналітика",
      description: "Показують, які сторінки допомагають учням, а які ні."
    },
    advertising: {
      label: "Реклама",
      description: "Вимірюють наші кампанії на інших сайтах."
    }
  },
};
export default messages;
