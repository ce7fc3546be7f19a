// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { plural } from "@messageformat/runtime";
import { pluralRule } from '../plural-rules.ts';
import type { Locale } from '../../constants.ts';

const en = pluralRule("en");
const es = pluralRule("es");
const pt = pluralRule("pt");
const uk = pluralRule("uk");

export interface ShellMessages {
  siteName: string;
  skipToContent: string;
  close: string;
  menu: string;
  language: string;
  getTheApp: string;
  startLearning: string;
  notFound: {
    title: string;
    text: string;
    home: string;
    typed: string;
    searchLabel: string;
    searchButton: string;
    mainPages: string;
  };
  countdown: {
    days: (values: { count: number }) => string;
    hours: (values: { count: number }) => string;
    minutes: (values: { count: number }) => string;
    seconds: (values: { count: number }) => string;
  };
  newTab: string;
  notifications: string;
  header: {
    navigation: string;
    home: string;
    logIn: string;
    profile: string;
    backToStudying: string;
    signOut: string;
    siteLanguage: string;
    learnLanguage: string;
    learnLanguages: {
      english: string;
      german: string;
      ukrainian: string;
      spanish: string;
      korean: string;
      more: string;
    };
  };
  footer: {
    navigation: string;
    qrCode: string;
    scanToDownload: string;
    followUs: string;
    legal: string;
    copyright: (values: { year: string | number }) => string;
    stores: {
      "app-store": {
        eyebrow: string;
        name: string;
      };
      "google-play": {
        eyebrow: string;
        name: string;
      };
      "app-gallery": {
        eyebrow: string;
        name: string;
      };
      mac: {
        eyebrow: string;
        name: string;
      };
    };
  };
}

const messages: Record<Locale, ShellMessages> = {
  en: {
    siteName: "Lingo",
    skipToContent: "Skip to content",
    close: "Close",
    menu: "Menu",
    language: "Language",
    getTheApp: "Get the app",
    startLearning: "Start learning",
    notFound: {
      title: "Page not found",
      text: "The page you are looking for has moved or never existed. Everything else is still here.",
      home: "Go to the home page",
      typed: "Were you looking for one of these?",
      searchLabel: "Search the help center",
      searchButton: "Search",
      mainPages: "Popular pages"
    },
    countdown: {
      days: (d) => plural(d.count, 0, en, { one: "day", other: "days" }) as string,
      hours: (d) => plural(d.count, 0, en, { one: "hour", other: "hours" }) as string,
      minutes: (d) => plural(d.count, 0, en, { one: "minute", other: "minutes" }) as string,
      seconds: (d) => plural(d.count, 0, en, { one: "second", other: "seconds" }) as string
    },
    newTab: "(opens in a new tab)",
    notifications: "Notifications",
    header: {
      navigation: "Main",
      home: "Lingo home page",
      logIn: "Log in",
      profile: "Profile",
      backToStudying: "Back to Studying",
      signOut: "Sign out",
      siteLanguage: "Site language",
      learnLanguage: "Learn a language",
      learnLanguages: {
        english: "English",
        german: "German",
        ukrainian: "Ukrainian",
        spanish: "Spanish",
        korean: "Korean",
        more: "More..."
      }
    },
    footer: {
      navigation: "Site map",
      qrCode: "QR code to download the app",
      scanToDownload: "Scan to download the app on your phone",
      followUs: "Follow us",
      legal: "Legal",
      copyright: (d) => "© " + d.year + " Lingo. All rights reserved.",
      stores: {
        "app-store": {
          eyebrow: "Download on the",
          name: "App Store"
        },
        "google-play": {
          eyebrow: "Get it on",
          name: "Google Play"
        },
        "app-gallery": {
          eyebrow: "Explore it on",
          name: "AppGallery"
        },
        mac: {
          eyebrow: "Download for",
          name: "Mac"
        }
      }
    }
  },
  es: {
    siteName: "Lingo",
    skipToContent: "Saltar al contenido",
    close: "Cerrar",
    menu: "Menú",
    language: "Idioma",
    getTheApp: "Descarga la app",
    startLearning: "Empieza a aprender",
    notFound: {
      title: "Página no encontrada",
      text: "La página que buscas se ha movido o nunca existió. Todo lo demás sigue aquí.",
      home: "Ir a la página de inicio",
      typed: "¿Buscabas alguna de estas páginas?",
      searchLabel: "Buscar en el centro de ayuda",
      searchButton: "Buscar",
      mainPages: "Páginas más visitadas"
    },
    countdown: {
      days: (d) => plural(d.count, 0, es, { one: "día", other: "días" }) as string,
      hours: (d) => plural(d.count, 0, es, { one: "hora", other: "horas" }) as string,
      minutes: (d) => plural(d.count, 0, es, { one: "minuto", other: "minutos" }) as string,
      seconds: (d) => plural(d.count, 0, es, { one: "segundo", other: "segundos" }) as string
    },
    newTab: "(se abre en una pestaña nueva)",
    notifications: "Notificaciones",
    header: {
      navigation: "Principal",
      home: "Página de inicio de Lingo",
      logIn: "Iniciar sesión",
      profile: "Perfil",
      backToStudying: "Volver a estudiar",
      signOut: "Cerrar sesión",
      siteLanguage: "Idioma del sitio",
      learnLanguage: "Aprende un idioma",
      learnLanguages: {
        english: "Inglés",
        german: "Alemán",
        ukrainian: "Ucraniano",
        spanish: "Español",
        korean: "Coreano",
        more: "Más..."
      }
    },
    footer: {
      navigation: "Mapa del sitio",
      qrCode: "Código QR para descargar la app",
      scanToDownload: "Escanéalo para descargar la app en tu móvil",
      followUs: "Síguenos",
      legal: "Legal",
      copyright: (d) => "© " + d.year + " Lingo. Todos los derechos reservados.",
      stores: {
        "app-store": {
          eyebrow: "Consíguelo en el",
          name: "App Store"
        },
        "google-play": {
          eyebrow: "Disponible en",
          name: "Google Play"
        },
        "app-gallery": {
          eyebrow: "Descúbrelo en",
          name: "AppGallery"
        },
        mac: {
          eyebrow: "Descargar para",
          name: "Mac"
        }
      }
    }
  },
  pt: {
    siteName: "Lingo",
    skipToContent: "Pular para o conteúdo",
    close: "Fechar",
    menu: "Menu",
    language: "Idioma",
    getTheApp: "Baixe o app",
    startLearning: "Comece a aprender",
    notFound: {
      title: "Página não encontrada",
      text: "A página que você procura mudou de endereço ou nunca existiu. Todo o resto continua aqui.",
      home: "Ir para a página inicial",
      typed: "Você procurava uma destas páginas?",
      searchLabel: "Pesquisar na central de ajuda",
      searchButton: "Pesquisar",
      mainPages: "Páginas mais visitadas"
    },
    countdown: {
      days: (d) => plural(d.count, 0, pt, { one: "dia", other: "dias" }) as string,
      hours: (d) => plural(d.count, 0, pt, { one: "hora", other: "horas" }) as string,
      minutes: (d) => plural(d.count, 0, pt, { one: "minuto", other: "minutos" }) as string,
      seconds: (d) => plural(d.count, 0, pt, { one: "segundo", other: "segundos" }) as string
    },
    newTab: "(abre em uma nova aba)",
    notifications: "Notificações",
    header: {
      navigation: "Principal",
      home: "Página inicial da Lingo",
      logIn: "Entrar",
      profile: "Perfil",
      backToStudying: "Voltar aos estudos",
      signOut: "Sair",
      siteLanguage: "Idioma do site",
      learnLanguage: "Aprenda um idioma",
      learnLanguages: {
        english: "Inglês",
        german: "Alemão",
        ukrainian: "Ucraniano",
        spanish: "Espanhol",
        korean: "Coreano",
        more: "Mais..."
      }
    },
    footer: {
      navigation: "Mapa do site",
      qrCode: "Código QR para baixar o app",
      scanToDownload: "Escaneie para baixar o app no celular",
      followUs: "Siga-nos",
      legal: "Informações legais",
      copyright: (d) => "© " + d.year + " Lingo. Todos os direitos reservados.",
      stores: {
        "app-store": {
          eyebrow: "Baixar na",
          name: "App Store"
        },
        "google-play": {
          eyebrow: "Disponível no",
          name: "Google Play"
        },
        "app-gallery": {
          eyebrow: "Explore na",
          name: "AppGallery"
        },
        mac: {
          eyebrow: "Baixar para",
          name: "Mac"
        }
      }
    }
  },
  uk: {
    siteName: "Lingo",
    skipToContent: "Перейти до змісту",
    close: "Закрити",
    menu: "Меню",
    language: "Мова",
    getTheApp: "Завантажити застосунок",
    startLearning: "Почати навчання",
    notFound: {
      title: "Сторінку не знайдено",
      text: "Сторінка, яку ви шукаєте, переїхала або ніколи не існувала. Усе інше на місці.",
      home: "На головну сторінку",
      typed: "Можливо, ви шукали одну з цих сторінок?",
      searchLabel: "Пошук у довідці",
      searchButton: "Шукати",
      mainPages: "Популярні сторінки"
    },
    countdown: {
      days: (d) => plural(d.count, 0, uk, { one: "день", few: "дні", many: "днів", other: "дня" }) as string,
      hours: (d) => plural(d.count, 0, uk, { one: "година", few: "години", many: "годин", other: "години" }) as string,
      minutes: (d) => plural(d.count, 0, uk, { one: "хвилина", few: "хвилини", many: "хвилин", other: "хвилини" }) as string,
      seconds: (d) => plural(d.count, 0, uk, { one: "секунда", few: "секунди", many: "секунд", other: "секунди" }) as string
    },
    newTab: "(відкриється в новій вкладці)",
    notifications: "Сповіщення",
    header: {
      navigation: "Головна навігація",
      home: "Головна сторінка Lingo",
      logIn: "Увійти",
      profile: "Профіль",
      backToStudying: "Повернутися до навчання",
      signOut: "Вийти",
      siteLanguage: "Мова сайту",
      learnLanguage: "Вивчайте мову",
      learnLanguages: {
        english: "Англійська",
        german: "Німецька",
        ukrainian: "Українська",
        spanish: "Іспанська",
        korean: "Корейська",
        more: "Більше..."
      }
    },
    footer: {
      navigation: "Карта сайту",
      qrCode: "QR-код для завантаження застосунку",
      scanToDownload: "Скануйте, щоб завантажити застосунок на телефон",
      followUs: "Ми в соцмережах",
      legal: "Правова інформація",
      copyright: (d) => "© " + d.year + " Lingo. Усі права захищено.",
      stores: {
        "app-store": {
          eyebrow: "Завантажте в",
          name: "App Store"
        },
        "google-play": {
          eyebrow: "Завантажте з",
          name: "Google Play"
        },
        "app-gallery": {
          eyebrow: "Відкрийте в",
          name: "AppGallery"
        },
        mac: {
          eyebrow: "Завантажте для",
          name: "Mac"
        }
      }
    }
  },
};
export default messages;
