// Demo posts of the blog (spec §2: /blog and /blog/[slug]), per locale. One slug for every
// locale, so a post's language versions are alternates of each other.
import type { Locale } from '../../../domain/constants.ts';

export interface BlogPost {
  slug: string;
  /** ISO date of publication. */
  published: string;
  author: string;
  title: string;
  excerpt: string;
  paragraphs: string[];
}

type PostText = Pick<BlogPost, 'title' | 'excerpt' | 'paragraphs'>;

interface PostEntry {
  slug: string;
  published: string;
  author: string;
  text: Record<Locale, PostText>;
}

const POSTS: readonly PostEntry[] = [
  {
    slug: 'ten-minutes-a-day',
    published: '2026-10-28',
    author: 'Olena Kovalenko',
    text: {
      en: {
        title: 'Why ten minutes a day beats two hours on Sunday',
        excerpt: 'Memory favours little and often. Here is how to build a daily habit that survives a busy week.',
        paragraphs: [
          'Every time you recall a word just before you would forget it, the memory gets stronger and lasts longer. That is spaced repetition, and it only works if you come back often.',
          'Two hours once a week feels productive, but most of what you learn on Sunday is gone by Wednesday. Ten minutes a day keeps each new word at the edge of memory, where practice counts most.',
          'Tie your lesson to something you already do every day: the morning coffee, the bus ride, the walk with the dog. Keep the app on your home screen and let the streak do the rest.',
        ],
      },
      es: {
        title: 'Por qué diez minutos al día valen más que dos horas el domingo',
        excerpt: 'La memoria prefiere poco y a menudo. Así se crea un hábito diario que sobrevive a una semana ajetreada.',
        paragraphs: [
          'Cada vez que recuerdas una palabra justo antes de olvidarla, el recuerdo se refuerza y dura más. Es la repetición espaciada, y solo funciona si vuelves a menudo.',
          'Dos horas a la semana parecen productivas, pero casi todo lo que aprendes el domingo se ha ido el miércoles. Diez minutos al día mantienen cada palabra al borde de la memoria, donde la práctica cuenta más.',
          'Une tu lección a algo que ya haces cada día: el café de la mañana, el autobús, el paseo con el perro. Ten la app en la pantalla de inicio y deja que la racha haga el resto.',
        ],
      },
      pt: {
        title: 'Por que dez minutos por dia valem mais que duas horas no domingo',
        excerpt: 'A memória prefere pouco e sempre. Veja como criar um hábito diário que resiste a uma semana corrida.',
        paragraphs: [
          'Cada vez que você lembra uma palavra pouco antes de esquecê-la, a memória fica mais forte e dura mais. Isso é repetição espaçada, e só funciona se você voltar com frequência.',
          'Duas horas uma vez por semana parecem produtivas, mas quase tudo o que você aprende no domingo some até quarta. Dez minutos por dia mantêm cada palavra no limite da memória, onde a prática vale mais.',
          'Ligue a lição a algo que você já faz todo dia: o café da manhã, o ônibus, o passeio com o cachorro. Deixe o app na tela inicial e deixe a sequência fazer o resto.',
        ],
      },
      uk: {
        title: 'Чому десять хвилин щодня кращі за дві години в неділю',
        excerpt: 'Памʼять любить потроху й часто. Як виробити щоденну звичку, що переживе навіть напружений тиждень.',
        paragraphs: [
          'Щоразу, коли ви пригадуєте слово саме тоді, коли майже його забули, спогад міцнішає й тримається довше. Це інтервальне повторення, і воно працює, лише якщо повертатися часто.',
          'Дві години раз на тиждень здаються продуктивними, але більшість вивченого в неділю зникає до середи. Десять хвилин щодня тримають кожне нове слово на межі памʼяті, де практика важить найбільше.',
          'Привʼяжіть урок до того, що ви вже робите щодня: ранкова кава, поїздка автобусом, прогулянка з собакою. Тримайте застосунок на головному екрані, а серія днів зробить решту.',
        ],
      },
    },
  },
  {
    slug: 'first-lesson-with-a-tutor',
    published: '2026-10-14',
    author: 'Daniel Ortiz',
    text: {
      en: {
        title: 'Your first lesson with a tutor: what to expect',
        excerpt: 'Nervous about speaking from minute one? A tutor explains what happens in a first lesson and how to prepare.',
        paragraphs: [
          'The first lesson is a conversation, not an exam. Your tutor wants to hear how you speak today, what you want English for, and what has stopped you before.',
          'Bring one goal you can name: a job interview in March, a trip to Lisbon, reading to your children. A goal turns a general course into your course.',
          'After the lesson you get a short plan: the topics for the next month, the words to practise in the app between lessons, and a time that suits you both.',
        ],
      },
      es: {
        title: 'Tu primera clase con un profesor: qué esperar',
        excerpt: '¿Te da apuro hablar desde el primer minuto? Un profesor cuenta qué pasa en la primera clase y cómo prepararte.',
        paragraphs: [
          'La primera clase es una conversación, no un examen. Tu profesor quiere oír cómo hablas hoy, para qué quieres el inglés y qué te ha frenado antes.',
          'Trae un objetivo concreto: una entrevista en marzo, un viaje a Lisboa, leer a tus hijos. Un objetivo convierte un curso general en tu curso.',
          'Después de la clase recibes un plan breve: los temas del próximo mes, las palabras para practicar en la app entre clases y un horario que os venga bien a los dos.',
        ],
      },
      pt: {
        title: 'Sua primeira aula com um professor: o que esperar',
        excerpt: 'Nervoso para falar desde o primeiro minuto? Um professor explica o que acontece na primeira aula e como se preparar.',
        paragraphs: [
          'A primeira aula é uma conversa, não uma prova. Seu professor quer ouvir como você fala hoje, para que quer o inglês e o que te impediu antes.',
          'Traga um objetivo claro: uma entrevista em março, uma viagem a Lisboa, ler para os seus filhos. Um objetivo transforma um curso geral no seu curso.',
          'Depois da aula você recebe um plano curto: os temas do próximo mês, as palavras para praticar no app entre as aulas e um horário bom para os dois.',
        ],
      },
      uk: {
        title: 'Перший урок із репетитором: чого чекати',
        excerpt: 'Хвилюєтеся говорити з першої хвилини? Репетитор розповідає, що відбувається на першому уроці та як підготуватися.',
        paragraphs: [
          'Перший урок — це розмова, а не іспит. Репетитор хоче почути, як ви говорите сьогодні, навіщо вам англійська і що заважало раніше.',
          'Прийдіть з однією конкретною ціллю: співбесіда в березні, подорож до Лісабона, читання дітям. Ціль перетворює загальний курс на ваш курс.',
          'Після уроку ви отримаєте короткий план: теми на наступний місяць, слова для практики в застосунку між уроками й час, зручний вам обом.',
        ],
      },
    },
  },
  {
    slug: 'conversation-club-confidence',
    published: '2026-09-30',
    author: 'Mariana Silva',
    text: {
      en: {
        title: 'Five phrases that keep a conversation going',
        excerpt: 'Small phrases buy you time, show you are listening and invite the other person to say more.',
        paragraphs: [
          '“That’s interesting, tell me more.” It keeps the other person talking while you catch up, and it is always welcome.',
          '“What do you mean by…?” Asking is not a failure. Native speakers ask each other this all the time.',
          '“Let me think for a second.” A pause with words is a pause nobody minds. Try these three at your next conversation club, then add “In my experience…” and “Going back to what you said…”.',
        ],
      },
      es: {
        title: 'Cinco frases para mantener viva una conversación',
        excerpt: 'Las frases cortas te dan tiempo, muestran que escuchas e invitan al otro a contar más.',
        paragraphs: [
          '«That’s interesting, tell me more.» Hace que la otra persona siga hablando mientras tú te pones al día, y siempre se agradece.',
          '«What do you mean by…?» Preguntar no es fallar. Los nativos se lo preguntan entre ellos todo el tiempo.',
          '«Let me think for a second.» Una pausa con palabras es una pausa que a nadie molesta. Prueba estas tres en tu próximo club de conversación y añade «In my experience…» y «Going back to what you said…».',
        ],
      },
      pt: {
        title: 'Cinco frases para manter uma conversa',
        excerpt: 'Frases curtas te dão tempo, mostram que você está ouvindo e convidam a outra pessoa a falar mais.',
        paragraphs: [
          '“That’s interesting, tell me more.” Mantém a outra pessoa falando enquanto você se organiza, e é sempre bem-vinda.',
          '“What do you mean by…?” Perguntar não é falhar. Falantes nativos perguntam isso uns aos outros o tempo todo.',
          '“Let me think for a second.” Uma pausa com palavras é uma pausa que ninguém estranha. Use as três no próximo clube de conversação e depois acrescente “In my experience…” e “Going back to what you said…”.',
        ],
      },
      uk: {
        title: 'Пʼять фраз, що підтримують розмову',
        excerpt: 'Короткі фрази дають час подумати, показують, що ви слухаєте, і запрошують співрозмовника розповісти більше.',
        paragraphs: [
          '«That’s interesting, tell me more.» Співрозмовник говорить далі, поки ви збираєтеся з думками, і це завжди доречно.',
          '«What do you mean by…?» Перепитати — не поразка. Носії мови постійно перепитують одне одного.',
          '«Let me think for a second.» Пауза зі словами — пауза, якої ніхто не помітить. Спробуйте ці три фрази в наступному розмовному клубі, а тоді додайте «In my experience…» і «Going back to what you said…».',
        ],
      },
    },
  },
];

const toPost = (entry: PostEntry, locale: Locale): BlogPost => ({
  slug: entry.slug,
  published: entry.published,
  author: entry.author,
  ...entry.text[locale],
});

/** Newest first. */
export const blogPosts = (locale: Locale): BlogPost[] =>
  [...POSTS].sort((a, b) => b.published.localeCompare(a.published)).map((entry) => toPost(entry, locale));

export function blogPost(slug: string, locale: Locale): BlogPost | null {
  const entry = POSTS.find((post) => post.slug === slug);
  return entry ? toPost(entry, locale) : null;
}

export const BLOG_SLUGS = POSTS.map((post) => post.slug);
