// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface BlogMessages {
  categories: {
    "study-habits": string;
    speaking: string;
    "grammar-and-vocabulary": string;
    "tutors-and-classes": string;
    "work-and-travel": string;
  };
  cta: {
    label: string;
    app: {
      heading: string;
      text: string;
      button: string;
    };
    club: {
      heading: string;
      text: string;
      button: string;
    };
    levelTest: {
      heading: string;
      text: string;
      button: string;
    };
    tutor: {
      heading: string;
      text: string;
      button: string;
    };
    tutors: {
      heading: string;
      text: string;
      button: string;
    };
  };
  related: string;
  writtenBy: (values: { author: string | number }) => string;
  listing: {
    topicsLabel: string;
    allPosts: string;
    pagesLabel: string;
    newer: string;
    older: string;
    pageNumber: (values: { page: string | number }) => string;
    topicTitle: (values: { topic: string | number }) => string;
    topicPage: (values: { topic: string | number; page: string | number }) => string;
    pageTitle: (values: { page: string | number }) => string;
    pageDescription: (values: { page: string | number }) => string;
  };
  topicLeads: {
    "study-habits": string;
    speaking: string;
    "grammar-and-vocabulary": string;
    "tutors-and-classes": string;
    "work-and-travel": string;
  };
}

const messages: Record<Locale, BlogMessages> = {
  en: {
    categories: {
      "study-habits": "Study habits",
      speaking: "Speaking",
      "grammar-and-vocabulary": "Grammar and vocabulary",
      "tutors-and-classes": "Tutors and classes",
      "work-and-travel": "Work and travel"
    },
    cta: {
      label: "What to do next",
      app: {
        heading: "Make it a ten-minute habit",
        text: "Answer a few questions and get a daily plan in the app, at your level and for your goal.",
        button: "Get my plan"
      },
      club: {
        heading: "Say it out loud this week",
        text: "The conversation club meets every day: 45 minutes on a topic, up to 10 people, a tutor hosting. Unlimited with Lingo Plus.",
        button: "See the club"
      },
      levelTest: {
        heading: "Where are you on the scale?",
        text: "Our level test takes a few minutes and tells you your level, from A0 (beginner) to C2.",
        button: "Test my level"
      },
      tutor: {
        heading: "Meet a tutor who fits your goal",
        text: "Tell us your goal, your level and your free times; we suggest tutors and you book a 50-minute lesson.",
        button: "Find my tutor"
      },
      tutors: {
        heading: "Rehearse it with a tutor",
        text: "Practice your interview or your trip with a tutor in a 50-minute lesson, at a time that suits you.",
        button: "Browse tutors"
      }
    },
    related: "Keep reading",
    writtenBy: (d) => "Written by " + d.author,
    listing: {
      topicsLabel: "Topics",
      allPosts: "All articles",
      pagesLabel: "Pages of the blog",
      newer: "Newer articles",
      older: "Older articles",
      pageNumber: (d) => "Page " + d.page,
      topicTitle: (d) => d.topic + ": articles from the Lingo blog",
      topicPage: (d) => d.topic + ", page " + d.page,
      pageTitle: (d) => "The Lingo blog, page " + d.page,
      pageDescription: (d) => "More practical advice on learning English from Lingo’s tutors and course writers: page " + d.page + " of the blog."
    },
    topicLeads: {
      "study-habits": "How to learn a little every day and keep at it: routines that fit a working week, apps used well, and ways to see your own progress.",
      speaking: "Phrases, practice and courage for real conversations: from small talk and phone calls to meetings, with less hesitation each time.",
      "grammar-and-vocabulary": "The grammar and words learners trip over most, explained plainly, with examples you can reuse the same day.",
      "tutors-and-classes": "What happens in a lesson with a tutor or in group lessons, how to choose, and how to get the most from every hour.",
      "work-and-travel": "English for the office, interviews and trips: e-mails, meetings, airports and hotels, with the words you will actually need."
    }
  },
  es: {
    categories: {
      "study-habits": "Hábitos de estudio",
      speaking: "Hablar",
      "grammar-and-vocabulary": "Gramática y vocabulario",
      "tutors-and-classes": "Tutores y clases",
      "work-and-travel": "Trabajo y viajes"
    },
    cta: {
      label: "Qué hacer ahora",
      app: {
        heading: "Conviértelo en un hábito de diez minutos",
        text: "Responde unas preguntas y recibe un plan diario en la app, para tu nivel y tu objetivo.",
        button: "Quiero mi plan"
      },
      club: {
        heading: "Dilo en voz alta esta semana",
        text: "El club de conversación se reúne todos los días: 45 minutos sobre un tema, hasta 10 personas y un tutor que modera. Ilimitado con Lingo Plus.",
        button: "Ver el club"
      },
      levelTest: {
        heading: "¿En qué nivel estás?",
        text: "Nuestro test de nivel dura unos minutos y te dice tu nivel, de A0 (principiante) a C2.",
        button: "Hacer la prueba"
      },
      tutor: {
        heading: "Conoce a un tutor a tu medida",
        text: "Cuéntanos tu objetivo, tu nivel y tus horarios libres; te proponemos tutores y reservas una clase de 50 minutos.",
        button: "Encontrar mi tutor"
      },
      tutors: {
        heading: "Ensáyalo con un tutor",
        text: "Practica tu entrevista o tu viaje con un tutor en una clase de 50 minutos, cuando mejor te venga.",
        button: "Ver tutores"
      }
    },
    related: "Sigue leyendo",
    writtenBy: (d) => "Escrito por " + d.author,
    listing: {
      topicsLabel: "Temas",
      allPosts: "Todos los artículos",
      pagesLabel: "Páginas del blog",
      newer: "Artículos más recientes",
      older: "Artículos anteriores",
      pageNumber: (d) => "Página " + d.page,
      topicTitle: (d) => d.topic + ": artículos del blog de Lingo",
      topicPage: (d) => d.topic + ", página " + d.page,
      pageTitle: (d) => "El blog de Lingo, página " + d.page,
      pageDescription: (d) => "Más consejos prácticos para aprender inglés de los profesores y autores de cursos de Lingo: página " + d.page + " del blog."
    },
    topicLeads: {
      "study-habits": "Cómo aprender un poco cada día y no dejarlo: rutinas que caben en una semana de trabajo, apps bien aprovechadas y formas de ver tu progreso.",
      speaking: "Frases, práctica y confianza para conversaciones reales: de la charla informal y las llamadas a las reuniones, con menos dudas cada vez.",
      "grammar-and-vocabulary": "La gramática y el vocabulario que más cuestan, explicados con claridad y con ejemplos que puedes usar el mismo día.",
      "tutors-and-classes": "Qué pasa en una clase con un profesor o en grupo, cómo elegirla y cómo sacar el máximo partido a cada hora.",
      "work-and-travel": "Inglés para la oficina, las entrevistas y los viajes: correos, reuniones, aeropuertos y hoteles, con las palabras que de verdad vas a necesitar."
    }
  },
  pt: {
    categories: {
      "study-habits": "Hábitos de estudo",
      speaking: "Conversação",
      "grammar-and-vocabulary": "Gramática e vocabulário",
      "tutors-and-classes": "Tutores e aulas",
      "work-and-travel": "Trabalho e viagens"
    },
    cta: {
      label: "O que fazer agora",
      app: {
        heading: "Transforme isso num hábito de dez minutos",
        text: "Responda a algumas perguntas e receba um plano diário no app, para o seu nível e o seu objetivo.",
        button: "Quero meu plano"
      },
      club: {
        heading: "Fale em voz alta esta semana",
        text: "O clube de conversação se reúne todos os dias: 45 minutos sobre um tema, até 10 pessoas e um tutor conduzindo. Ilimitado com o Lingo Plus.",
        button: "Conhecer o clube"
      },
      levelTest: {
        heading: "Em que nível você está?",
        text: "Nosso teste de nível leva poucos minutos e mostra o seu nível, do A0 (iniciante) ao C2.",
        button: "Testar meu nível"
      },
      tutor: {
        heading: "Encontre um tutor para o seu objetivo",
        text: "Conte seu objetivo, seu nível e seus horários livres; sugerimos tutores e você agenda uma aula de 50 minutos.",
        button: "Encontrar meu tutor"
      },
      tutors: {
        heading: "Ensaie com um tutor",
        text: "Pratique sua entrevista ou sua viagem com um tutor numa aula de 50 minutos, no horário que for melhor para você.",
        button: "Ver tutores"
      }
    },
    related: "Continue lendo",
    writtenBy: (d) => "Por " + d.author,
    listing: {
      topicsLabel: "Temas",
      allPosts: "Todos os artigos",
      pagesLabel: "Páginas do blog",
      newer: "Artigos mais recentes",
      older: "Artigos anteriores",
      pageNumber: (d) => "Página " + d.page,
      topicTitle: (d) => d.topic + ": artigos do blog do Lingo",
      topicPage: (d) => d.topic + ", página " + d.page,
      pageTitle: (d) => "Blog do Lingo, página " + d.page,
      pageDescription: (d) => "Mais dicas práticas para aprender inglês dos professores e autores de cursos do Lingo: página " + d.page + " do blog."
    },
    topicLeads: {
      "study-habits": "Como aprender um pouco todo dia e não desistir: rotinas que cabem numa semana de trabalho, apps bem usados e jeitos de enxergar seu progresso.",
      speaking: "Frases, prática e confiança para conversas de verdade: do papo informal e das ligações às reuniões, com menos hesitação a cada vez.",
      "grammar-and-vocabulary": "A gramática e o vocabulário que mais confundem, explicados de forma simples, com exemplos para usar no mesmo dia.",
      "tutors-and-classes": "O que acontece numa aula com professor ou em grupo, como escolher e como aproveitar ao máximo cada hora.",
      "work-and-travel": "Inglês para o escritório, entrevistas e viagens: e-mails, reuniões, aeroportos e hotéis, com as palavras de que você vai precisar."
    }
  },
  uk: {
    categories: {
      "study-habits": "Звички навчання",
      speaking: "Розмовна практика",
      "grammar-and-vocabulary": "Граматика і лексика",
      "tutors-and-classes": "Репетитори й заняття",
      "work-and-travel": "Робота й подорожі"
    },
    cta: {
      label: "Що робити далі",
      app: {
        heading: "Зробіть це звичкою на десять хвилин",
        text: "Дайте відповідь на кілька запитань і отримайте щоденний план у застосунку — для вашого рівня й мети.",
        button: "Отримати план"
      },
      club: {
        heading: "Скажіть це вголос цього тижня",
        text: "Розмовний клуб збирається щодня: 45 хвилин на одну тему, до 10 людей і репетитор-ведучий. Без обмежень із Lingo Plus.",
        button: "Дізнатися про клуб"
      },
      levelTest: {
        heading: "Який у вас рівень?",
        text: "Наш тест рівня займає кілька хвилин і визначає ваш рівень — від A0 (початковий) до C2.",
        button: "Перевірити рівень"
      },
      tutor: {
        heading: "Знайдіть репетитора під свою мету",
        text: "Розкажіть про мету, рівень і вільний час — ми запропонуємо репетиторів, а ви забронюєте 50-хвилинний урок.",
        button: "Знайти репетитора"
      },
      tutors: {
        heading: "Відрепетируйте це з репетитором",
        text: "Потренуйте співбесіду чи подорож із репетитором на 50-хвилинному уроці в зручний для вас час.",
        button: "Переглянути репетиторів"
      }
    },
    related: "Читайте також",
    writtenBy: (d) => "Автор: " + d.author,
    listing: {
      topicsLabel: "Теми",
      allPosts: "Усі статті",
      pagesLabel: "Сторінки блогу",
      newer: "Новіші статті",
      older: "Давніші статті",
      pageNumber: (d) => "Сторінка " + d.page,
      topicTitle: (d) => d.topic + ": статті блогу Lingo",
      topicPage: (d) => d.topic + ", сторінка " + d.page,
      pageTitle: (d) => "Блог Lingo, сторінка " + d.page,
      pageDescription: (d) => "Більше практичних порад з англійської від репетиторів і авторів курсів Lingo: сторінка " + d.page + " блогу."
    },
    topicLeads: {
      "study-habits": "Як вчитися потроху щодня й не кидати: звички, що вміщаються в робочий тиждень, застосунки з користю та способи бачити свій поступ.",
      speaking: "Фрази, практика й сміливість для справжніх розмов: від світської бесіди й дзвінків до нарад — щоразу з меншими паузами.",
      "grammar-and-vocabulary": "Граматика й слова, на яких спотикаються найчастіше, — просто й зрозуміло, з прикладами, які можна вжити того ж дня.",
      "tutors-and-classes": "Що відбувається на уроці з репетитором чи в групі, як обрати свій формат і як отримати максимум від кожної години.",
      "work-and-travel": "Англійська для офісу, співбесід і подорожей: листи, наради, аеропорти й готелі — зі словами, які справді знадобляться."
    }
  },
};
export default messages;
