// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { number, plural } from "@messageformat/runtime";
import { pluralRule } from '../plural-rules.ts';
import type { Locale } from '../../constants.ts';

const uk = pluralRule("uk");

export interface LevelTestMessages {
  questionNumber: (values: { step: string | number }) => string;
  skills: {
    grammar: string;
    vocabulary: string;
    reading: string;
  };
  dontKnow: string;
  back: string;
  next: string;
  finish: string;
  chooseAnswer: string;
  allAtOnce: (values: { total: number }) => string;
  result: {
    heading: (values: { code: string | number; name: string | number }) => string;
    lead: string;
    canDo: string;
    readMore: (values: { name: string | number; code: string | number }) => string;
    plan: (values: { code: string | number }) => string;
    again: string;
    bySkill: string;
    advice: {
      grammar: string;
      vocabulary: string;
      reading: string;
    };
  };
}

const messages: Record<Locale, LevelTestMessages> = {
  en: {
    questionNumber: (d) => "Question " + d.step,
    skills: {
      grammar: "Grammar",
      vocabulary: "Vocabulary",
      reading: "Reading"
    },
    dontKnow: "I don’t know",
    back: "Back",
    next: "Next",
    finish: "See my level",
    chooseAnswer: "Choose an answer, or “I don’t know”, to go on.",
    allAtOnce: (d) => "Answer all " + d.total + " questions, then press “See my level”. Not sure? Choose “I don’t know”: a guess makes the result less accurate.",
    result: {
      heading: (d) => "Your English level: " + d.code + " " + d.name,
      lead: "Based on your answers, this is where you are today. Here is what you can already do, and where to go next.",
      canDo: "What you can do at this level",
      readMore: (d) => "More about " + d.name + " (" + d.code + ")",
      plan: (d) => "Build my plan from " + d.code,
      again: "Take the test again",
      bySkill: "Your answers by skill",
      advice: {
        grammar: "Grammar cost you the most points. Short daily grammar lessons in the app, with a tutor to explain what trips you up, will move you up fastest.",
        vocabulary: "Vocabulary cost you the most points. Ten new words a day in the app, used in conversation club, will make the biggest difference.",
        reading: "Reading cost you the most points. Read a short text at your level every day, such as a post from our blog, and look up only the words you need."
      }
    }
  },
  es: {
    questionNumber: (d) => "Pregunta " + d.step,
    skills: {
      grammar: "Gramática",
      vocabulary: "Vocabulario",
      reading: "Lectura"
    },
    dontKnow: "No lo sé",
    back: "Atrás",
    next: "Siguiente",
    finish: "Ver mi nivel",
    chooseAnswer: "Elige una respuesta, o «No lo sé», para continuar.",
    allAtOnce: (d) => "Responde las " + d.total + " preguntas y pulsa «Ver mi nivel». ¿No estás seguro? Elige «No lo sé»: adivinar hace el resultado menos preciso.",
    result: {
      heading: (d) => "Tu nivel de inglés: " + d.code + " " + d.name,
      lead: "Según tus respuestas, este es tu punto de partida. Esto es lo que ya puedes hacer y el siguiente paso.",
      canDo: "Lo que puedes hacer en este nivel",
      readMore: (d) => "Más sobre el nivel " + d.name + " (" + d.code + ")",
      plan: (d) => "Crear mi plan desde " + d.code,
      again: "Repetir el test",
      bySkill: "Tus respuestas por destreza",
      advice: {
        grammar: "La gramática es donde más puntos perdiste. Lecciones cortas de gramática cada día en la app, y un tutor que te explique tus dudas, te harán avanzar más rápido.",
        vocabulary: "El vocabulario es donde más puntos perdiste. Diez palabras nuevas al día en la app, usadas en el club de conversación, marcarán la diferencia.",
        reading: "La lectura es donde más puntos perdiste. Lee cada día un texto corto de tu nivel, como un artículo de nuestro blog, y busca solo las palabras que necesites."
      }
    }
  },
  pt: {
    questionNumber: (d) => "Pergunta " + d.step,
    skills: {
      grammar: "Gramática",
      vocabulary: "Vocabulário",
      reading: "Leitura"
    },
    dontKnow: "Não sei",
    back: "Voltar",
    next: "Próxima",
    finish: "Ver meu nível",
    chooseAnswer: "Escolha uma resposta, ou “Não sei”, para continuar.",
    allAtOnce: (d) => "Responda às " + d.total + " perguntas e toque em “Ver meu nível”. Na dúvida, escolha “Não sei”: chutar deixa o resultado menos preciso.",
    result: {
      heading: (d) => "Seu nível de inglês: " + d.code + " " + d.name,
      lead: "Com base nas suas respostas, este é o seu ponto de partida. Veja o que você já consegue fazer e qual é o próximo passo.",
      canDo: "O que você consegue fazer neste nível",
      readMore: (d) => "Mais sobre o nível " + d.name + " (" + d.code + ")",
      plan: (d) => "Montar meu plano a partir do " + d.code,
      again: "Fazer o teste de novo",
      bySkill: "Suas respostas por habilidade",
      advice: {
        grammar: "A gramática foi onde você perdeu mais pontos. Lições curtas de gramática todos os dias no app, com um tutor para explicar suas dúvidas, vão fazer você avançar mais rápido.",
        vocabulary: "O vocabulário foi onde você perdeu mais pontos. Dez palavras novas por dia no app, usadas no clube de conversação, vão fazer toda a diferença.",
        reading: "A leitura foi onde você perdeu mais pontos. Leia todos os dias um texto curto do seu nível, como um artigo do nosso blog, e procure só as palavras de que precisar."
      }
    }
  },
  uk: {
    questionNumber: (d) => "Питання " + d.step,
    skills: {
      grammar: "Граматика",
      vocabulary: "Лексика",
      reading: "Читання"
    },
    dontKnow: "Не знаю",
    back: "Назад",
    next: "Далі",
    finish: "Дізнатися свій рівень",
    chooseAnswer: "Оберіть відповідь або «Не знаю», щоб продовжити.",
    allAtOnce: (d) => "Дайте відповідь на " + plural(d.total, 0, uk, { one: number("uk", d.total, 0) + " питання", few: "всі " + number("uk", d.total, 0) + " питання", many: "всі " + number("uk", d.total, 0) + " питань", other: "всі " + number("uk", d.total, 0) + " питання" }) + " і натисніть «Дізнатися свій рівень». Не впевнені? Оберіть «Не знаю»: здогадки роблять результат менш точним.",
    result: {
      heading: (d) => "Ваш рівень англійської: " + d.code + " " + d.name,
      lead: "Судячи з ваших відповідей, це ваша відправна точка. Нижче — що ви вже вмієте і куди рухатися далі.",
      canDo: "Що ви вмієте на цьому рівні",
      readMore: (d) => "Більше про рівень " + d.name + " (" + d.code + ")",
      plan: (d) => "Скласти план від рівня " + d.code,
      again: "Пройти тест ще раз",
      bySkill: "Ваші відповіді за навичками",
      advice: {
        grammar: "Найбільше балів ви втратили на граматиці. Короткі щоденні уроки граматики в застосунку й репетитор, який пояснить складні місця, допоможуть просунутися найшвидше.",
        vocabulary: "Найбільше балів ви втратили на лексиці. Десять нових слів щодня в застосунку, ужитих у розмовному клубі, дадуть найбільший результат.",
        reading: "Найбільше балів ви втратили на читанні. Щодня читайте короткий текст свого рівня, наприклад статтю з нашого блогу, і шукайте лише ті слова, без яких не обійтися."
      }
    }
  },
};
export default messages;
