// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { number, plural } from "@messageformat/runtime";
import { pluralRule } from '../plural-rules.ts';
import type { Locale } from '../../constants.ts';

const en = pluralRule("en");
const es = pluralRule("es");
const pt = pluralRule("pt");
const uk = pluralRule("uk");

export interface LegalMessages {
  table: {
    caption: string;
    name: string;
    purpose: string;
    lifetime: string;
    category: string;
  };
  places: {
    cookie: string;
    localStorage: string;
    sessionStorage: string;
  };
  categories: {
    necessary: string;
    functional: string;
    analytics: string;
  };
  lifetime: {
    days: (values: { days: number }) => string;
    upToDays: (values: { days: number }) => string;
    session: string;
    untilCleared: string;
  };
  purposes: {
    "better-auth.session_token": string;
    cookie_consent: string;
    "ab_assigned:*": string;
    "ab_joined:*": string;
    "level-test:progress": string;
    "level-test:seed": string;
    "onboarding:progress": string;
    "tutoring:progress": string;
    "promo:dismissed:*": string;
    "promo:subscribed": string;
    "promo:shown:session": string;
    "promo:shown:week": string;
    "promo:visit": string;
    "promo:email-subscribe:remaining-ms": string;
    "cms:header:*": string;
    "cms:footer:*": string;
    lingo_vid: string;
  };
}

const messages: Record<Locale, LegalMessages> = {
  en: {
    table: {
      caption: "Cookies and browser storage the website uses",
      name: "Name",
      purpose: "Purpose",
      lifetime: "How long",
      category: "Category"
    },
    places: {
      cookie: "Cookie",
      localStorage: "Local storage",
      sessionStorage: "Session storage"
    },
    categories: {
      necessary: "Strictly necessary",
      functional: "Functional",
      analytics: "Analytics"
    },
    lifetime: {
      days: (d) => plural(d.days, 0, en, { one: number("en", d.days, 0) + " day", other: number("en", d.days, 0) + " days" }) as string,
      upToDays: (d) => "Up to " + plural(d.days, 0, en, { one: number("en", d.days, 0) + " day", other: number("en", d.days, 0) + " days" }),
      session: "Until you close the tab",
      untilCleared: "Until you clear your browser’s data"
    },
    purposes: {
      "better-auth.session_token": "Keeps you signed in: holds a random session token and its signature; deleted when you sign out.",
      cookie_consent: "Remembers the cookie categories you accepted or refused, and when, so we do not ask again.",
      "ab_assigned:*": "Notes which version of a page element each of our experiments has for you, even before you scroll to it, so it is counted only once.",
      "ab_joined:*": "Notes which version of a page element you have seen in each of our experiments (such as the wording of the header’s business link), so it is counted only once.",
      "level-test:progress": "Saves your level test answers and the question you reached, so you can carry on later; cleared when you finish.",
      "level-test:seed": "Keeps the set and order of questions of your level test attempt, so it stays the same if you come back; cleared when you finish.",
      "onboarding:progress": "Saves your answers to the plan questionnaire and your suggested plan on this device, so you can come back to them.",
      "tutoring:progress": "Saves your answers to the tutor questionnaire and your matches on this device, so you can come back to them.",
      "promo:dismissed:*": "Remembers that you closed an offer, so it does not appear again for a while.",
      "promo:subscribed": "Remembers that you have subscribed, so we stop offering you the newsletter.",
      "promo:shown:session": "Counts the offers shown during this visit, so we do not interrupt you too often.",
      "promo:shown:week": "Keeps the times offers were shown in the last 7 days, so we do not interrupt you too often.",
      "promo:visit": "Notes when this visit began and whether you came from a search engine, to time offers.",
      "promo:email-subscribe:remaining-ms": "Keeps the time left on the newsletter offer’s countdown, so it does not restart on every page.",
      "cms:header:*": "Keeps a recent copy of the header’s links in your language, so they are not fetched again on every page.",
      "cms:footer:*": "Keeps a recent copy of the footer’s links and addresses in your language, so they are not fetched again on every page.",
      lingo_vid: "Counts your visit among our visitors without knowing who you are: holds a random identifier, so the site’s own statistics (which pages help, which offers work) count you once. Set only if analytics is allowed; deleted with your data when you refuse it."
    }
  },
  es: {
    table: {
      caption: "Cookies y almacenamiento del navegador que usa el sitio",
      name: "Nombre",
      purpose: "Finalidad",
      lifetime: "Duración",
      category: "Categoría"
    },
    places: {
      cookie: "Cookie",
      localStorage: "Almacenamiento local",
      sessionStorage: "Almacenamiento de sesión"
    },
    categories: {
      necessary: "Estrictamente necesaria",
      functional: "Funcional",
      analytics: "Analítica"
    },
    lifetime: {
      days: (d) => plural(d.days, 0, es, { one: number("es", d.days, 0) + " día", other: number("es", d.days, 0) + " días" }) as string,
      upToDays: (d) => "Hasta " + plural(d.days, 0, es, { one: number("es", d.days, 0) + " día", other: number("es", d.days, 0) + " días" }),
      session: "Hasta que cierres la pestaña",
      untilCleared: "Hasta que borres los datos del navegador"
    },
    purposes: {
      "better-auth.session_token": "Mantiene tu sesión iniciada: guarda un token de sesión aleatorio y su firma; se borra al cerrar sesión.",
      cookie_consent: "Recuerda qué categorías de cookies aceptaste o rechazaste, y cuándo, para no volver a preguntarte.",
      "ab_assigned:*": "Anota qué versión de un elemento de la página te corresponde en cada uno de nuestros experimentos, aunque todavía no hayas llegado a él, para contarla una sola vez.",
      "ab_joined:*": "Anota qué versión de un elemento de la página has visto en cada uno de nuestros experimentos (por ejemplo, el texto del enlace para empresas de la cabecera), para contarla una sola vez.",
      "level-test:progress": "Guarda tus respuestas del test de nivel y la pregunta a la que llegaste, para que puedas continuar; se borra al terminar.",
      "level-test:seed": "Conserva las preguntas y su orden en tu intento del test de nivel, para que no cambien si vuelves; se borra al terminar.",
      "onboarding:progress": "Guarda en este dispositivo tus respuestas al cuestionario del plan y el plan sugerido, para que puedas volver a ellos.",
      "tutoring:progress": "Guarda en este dispositivo tus respuestas al cuestionario de profesores y los profesores sugeridos, para que puedas volver a ellos.",
      "promo:dismissed:*": "Recuerda que cerraste una oferta, para que no vuelva a aparecer durante un tiempo.",
      "promo:subscribed": "Recuerda que ya te has suscrito, para dejar de ofrecerte la newsletter.",
      "promo:shown:session": "Cuenta las ofertas mostradas en esta visita, para no interrumpirte demasiado.",
      "promo:shown:week": "Guarda cuándo se mostraron ofertas en los últimos 7 días, para no interrumpirte demasiado.",
      "promo:visit": "Anota cuándo empezó esta visita y si llegaste desde un buscador, para decidir cuándo mostrar ofertas.",
      "promo:email-subscribe:remaining-ms": "Guarda el tiempo que le queda a la cuenta atrás de la oferta de la newsletter, para que no se reinicie en cada página.",
      "cms:header:*": "Guarda una copia reciente de los enlaces de la cabecera en tu idioma, para no descargarlos de nuevo en cada página.",
      "cms:footer:*": "Guarda una copia reciente de los enlaces y direcciones del pie de página en tu idioma, para no descargarlos de nuevo en cada página.",
      lingo_vid: "Cuenta tu visita entre las de nuestros visitantes sin saber quién eres: guarda un identificador aleatorio para que las estadísticas propias del sitio (qué páginas ayudan, qué ofertas funcionan) te cuenten una sola vez. Solo se guarda si permites la analítica; se borra junto con tus datos si la rechazas."
    }
  },
  pt: {
    table: {
      caption: "Cookies e armazenamento do navegador que o site usa",
      name: "Nome",
      purpose: "Finalidade",
      lifetime: "Duração",
      category: "Categoria"
    },
    places: {
      cookie: "Cookie",
      localStorage: "Armazenamento local",
      sessionStorage: "Armazenamento de sessão"
    },
    categories: {
      necessary: "Estritamente necessário",
      functional: "Funcional",
      analytics: "Análise"
    },
    lifetime: {
      days: (d) => plural(d.days, 0, pt, { one: number("pt", d.days, 0) + " dia", other: number("pt", d.days, 0) + " dias" }) as string,
      upToDays: (d) => "Até " + plural(d.days, 0, pt, { one: number("pt", d.days, 0) + " dia", other: number("pt", d.days, 0) + " dias" }),
      session: "Até você fechar a aba",
      untilCleared: "Até você limpar os dados do navegador"
    },
    purposes: {
      "better-auth.session_token": "Mantém você conectado à sua conta: guarda um token de sessão aleatório e a assinatura dele; é apagado quando você sai.",
      cookie_consent: "Lembra quais categorias de cookies você aceitou ou recusou, e quando, para não perguntarmos de novo.",
      "ab_assigned:*": "Anota qual versão de um elemento da página cabe a você em cada um dos nossos experimentos, mesmo antes de você rolar até ele, para contá-la uma só vez.",
      "ab_joined:*": "Anota qual versão de um elemento da página você viu em cada um dos nossos experimentos (por exemplo, o texto do link para empresas do cabeçalho), para contá-la uma só vez.",
      "level-test:progress": "Guarda suas respostas do teste de nível e a pergunta em que você parou, para continuar depois; é apagado quando você termina.",
      "level-test:seed": "Guarda as perguntas e a ordem delas na sua tentativa do teste de nível, para que não mudem se você voltar; é apagado quando você termina.",
      "onboarding:progress": "Guarda neste aparelho suas respostas ao questionário do plano e o plano sugerido, para você voltar a eles depois.",
      "tutoring:progress": "Guarda neste aparelho suas respostas ao questionário de professores e os professores indicados, para você voltar a eles depois.",
      "promo:dismissed:*": "Lembra que você fechou uma oferta, para que ela não apareça de novo por um tempo.",
      "promo:subscribed": "Lembra que você já se inscreveu, para pararmos de oferecer a newsletter.",
      "promo:shown:session": "Conta as ofertas mostradas nesta visita, para não interromper você demais.",
      "promo:shown:week": "Guarda quando as ofertas foram mostradas nos últimos 7 dias, para não interromper você demais.",
      "promo:visit": "Anota quando esta visita começou e se você veio de um buscador, para decidir quando mostrar ofertas.",
      "promo:email-subscribe:remaining-ms": "Guarda o tempo que resta na contagem regressiva da oferta da newsletter, para ela não recomeçar a cada página.",
      "cms:header:*": "Guarda uma cópia recente dos links do cabeçalho no seu idioma, para não buscá-los de novo a cada página.",
      "cms:footer:*": "Guarda uma cópia recente dos links e endereços do rodapé no seu idioma, para não buscá-los de novo a cada página.",
      lingo_vid: "Conta a sua visita entre as dos nossos visitantes sem saber quem você é: guarda um identificador aleatório para que as estatísticas do próprio site (que páginas ajudam, que ofertas funcionam) contem você uma só vez. Só é gravado se você permitir a análise; é apagado junto com os seus dados se você a recusar."
    }
  },
  uk: {
    table: {
      caption: "Файли cookie та сховище браузера, якими користується сайт",
      name: "Назва",
      purpose: "Призначення",
      lifetime: "Термін",
      category: "Категорія"
    },
    places: {
      cookie: "Cookie",
      localStorage: "Локальне сховище",
      sessionStorage: "Сховище сеансу"
    },
    categories: {
      necessary: "Суворо необхідні",
      functional: "Функціональні",
      analytics: "Аналітика"
    },
    lifetime: {
      days: (d) => plural(d.days, 0, uk, { one: number("uk", d.days, 0) + " день", few: number("uk", d.days, 0) + " дні", many: number("uk", d.days, 0) + " днів", other: number("uk", d.days, 0) + " дня" }) as string,
      upToDays: (d) => "До " + plural(d.days, 0, uk, { one: number("uk", d.days, 0) + " дня", other: number("uk", d.days, 0) + " днів" }),
      session: "Поки ви не закриєте вкладку",
      untilCleared: "Поки ви не очистите дані браузера"
    },
    purposes: {
      "better-auth.session_token": "Зберігає вхід в акаунт: містить випадковий токен сеансу та його підпис; видаляється, коли ви виходите.",
      cookie_consent: "Запам’ятовує, які категорії файлів cookie ви прийняли чи відхилили і коли, щоб не запитувати знову.",
      "ab_assigned:*": "Фіксує, яку версію елемента сторінки вам призначено в кожному з наших експериментів, ще до того, як ви прогорнете до нього сторінку, щоб врахувати її лише один раз.",
      "ab_joined:*": "Фіксує, яку версію елемента сторінки ви побачили в кожному з наших експериментів (наприклад, формулювання посилання для бізнесу в шапці), щоб врахувати її лише один раз.",
      "level-test:progress": "Зберігає ваші відповіді в тесті рівня й питання, до якого ви дійшли, щоб можна було продовжити; видаляється після завершення.",
      "level-test:seed": "Зберігає набір і порядок питань вашої спроби тесту рівня, щоб вони не змінилися, якщо ви повернетеся; видаляється після завершення.",
      "onboarding:progress": "Зберігає на цьому пристрої ваші відповіді в опитуванні для добору плану й запропонований план, щоб ви могли до них повернутися.",
      "tutoring:progress": "Зберігає на цьому пристрої ваші відповіді в опитуванні для добору репетитора й дібраних репетиторів, щоб ви могли до них повернутися.",
      "promo:dismissed:*": "Запам’ятовує, що ви закрили пропозицію, щоб вона якийсь час не з’являлася знову.",
      "promo:subscribed": "Запам’ятовує, що ви вже підписалися, щоб більше не пропонувати вам розсилку.",
      "promo:shown:session": "Рахує пропозиції, показані під час цього візиту, щоб не турбувати вас надто часто.",
      "promo:shown:week": "Зберігає, коли вам показували пропозиції за останні 7 днів, щоб не турбувати вас надто часто.",
      "promo:visit": "Фіксує, коли почався цей візит і чи ви прийшли з пошукової системи, щоб вчасно показувати пропозиції.",
      "promo:email-subscribe:remaining-ms": "Зберігає, скільки часу лишилося на зворотному відліку пропозиції розсилки, щоб він не починався заново на кожній сторінці.",
      "cms:header:*": "Зберігає свіжу копію посилань шапки сайту вашою мовою, щоб не завантажувати їх заново на кожній сторінці.",
      "cms:footer:*": "Зберігає свіжу копію посилань і адрес підвалу сайту вашою мовою, щоб не завантажувати їх заново на кожній сторінці.",
      lingo_vid: "Враховує ваш візит серед інших відвідувачів, не знаючи, хто ви: містить випадковий ідентифікатор, щоб власна статистика сайту (які сторінки корисні, які пропозиції працюють) рахувала вас один раз. Зберігається, лише якщо ви дозволили аналітику; видаляється разом із вашими даними, якщо ви її відхилите."
    }
  },
};
export default messages;
