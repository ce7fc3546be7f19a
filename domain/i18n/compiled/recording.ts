// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface RecordingMessages {
  title: string;
  intro: string;
  heard: (values: { sentence: string | number }) => string;
  heardPlain: string;
  shown: string;
  chose: string;
  tryIt: string;
}

const messages: Record<Locale, RecordingMessages> = {
  en: {
    title: "See how a lesson works: transcript",
    intro: "A silent recording of the two-minute lesson on our app page, taken in a browser. This is what it shows, step by step.",
    heard: (d) => "Heard: " + d.sentence,
    heardPlain: "The lesson reads aloud:",
    shown: "On the screen:",
    chose: "The learner chooses:",
    tryIt: "You can take the same lesson yourself on our app page."
  },
  es: {
    title: "Así es una lección: transcripción",
    intro: "Una grabación sin sonido de la lección de dos minutos de nuestra página de la app, hecha en un navegador. Esto es lo que muestra, paso a paso.",
    heard: (d) => "Se oye: " + d.sentence,
    heardPlain: "La lección lee en voz alta:",
    shown: "En pantalla:",
    chose: "El alumno elige:",
    tryIt: "Puedes hacer esta misma lección en nuestra página de la app."
  },
  pt: {
    title: "Veja como é uma aula: transcrição",
    intro: "Uma gravação sem som da aula de dois minutos da nossa página do app, feita em um navegador. Veja o que ela mostra, passo a passo.",
    heard: (d) => "Ouve-se: " + d.sentence,
    heardPlain: "A aula lê em voz alta:",
    shown: "Na tela:",
    chose: "O aluno escolhe:",
    tryIt: "Você pode fazer esta mesma aula na nossa página do app."
  },
  uk: {
    title: "Як проходить урок: текстова версія",
    intro: "Запис без звуку двохвилинного уроку з нашої сторінки застосунку, зроблений у браузері. Ось що на ньому, крок за кроком.",
    heard: (d) => "Звучить: " + d.sentence,
    heardPlain: "Урок читає вголос:",
    shown: "На екрані:",
    chose: "Учень обирає:",
    tryIt: "Цей самий урок можна пройти на нашій сторінці застосунку."
  },
};
export default messages;
