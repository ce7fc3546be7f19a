// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { select } from "@messageformat/runtime";
import type { Locale } from '../../constants.ts';

export interface OnboardingResultMessages {
  eyebrow: string;
  heading: (values: { plan: string | number }) => string;
  why: string;
  reasons: {
    "other-language-in-app": (values: { language: string | number }) => string;
    "prefers-tutor": string;
    "prefers-group": string;
    "prefers-club": string;
    "prefers-app": string;
    "club-from-a2": string;
    "exam-with-tutor": string;
    "level-unknown": string;
    "starting-from-zero": string;
  };
  week: string;
  activity: (values: { kind: string; minutes: string | number }) => string;
  nextStep: string;
  getApp: string;
  onPhone: (values: { plan: string | number }) => string;
  onComputer: (values: { plan: string | number }) => string;
  qrLabel: string;
  allDownloads: string;
  tutorHeading: string;
  tutorText: string;
  findTutor: string;
  levelTest: string;
  emailHeading: string;
  emailText: string;
  emailSubmit: string;
  sent: (values: { email: string | number }) => string;
  offline: string;
  change: string;
  startOver: string;
}

const messages: Record<Locale, OnboardingResultMessages> = {
  en: {
    eyebrow: "Your plan",
    heading: (d) => d.plan + " fits you best",
    why: "Why this plan",
    reasons: {
      "other-language-in-app": (d) => "Lingo teaches " + d.language + " in the app, with speaking and listening in every lesson. Tutors, classes and the club are in English, so the App plan has everything you need.",
      "prefers-tutor": "You’d like to learn with a person. The Tutor plan gives you four 50-minute lessons a month with a tutor you choose, and everything in Plus between them.",
      "prefers-group": "You enjoy learning with others. Plus includes up to 8 group lessons a month, with up to 8 learners at your level and a tutor leading.",
      "prefers-club": "You want to speak more. Plus includes the conversation club without limits: 45-minute sessions on a set topic, any day of the week.",
      "prefers-app": "You’d rather learn on your own schedule. The App plan gives you short lessons for whenever you have a moment, and spaced repetition to make the words stay.",
      "club-from-a2": "The club’s sessions start at A2. Until you get there, Plus gives you a weekly group lesson at your level; the club opens up as you progress.",
      "exam-with-tutor": "Preparing for an exam? A tutor can build your lessons around its tasks. You can add one any time with the Tutor plan.",
      "level-unknown": "Not sure of your level? The 10-minute level test tells you where to start.",
      "starting-from-zero": "Starting from zero is fine: the first lessons begin with greetings and everyday words, at your pace."
    },
    week: "Your first week",
    activity: (d) => select(d.kind, { app_lesson: "App lesson, " + d.minutes + " min", review: "Review, " + d.minutes + " min", ai_practice: "AI practice, " + d.minutes + " min", group_class: "Group lesson, " + d.minutes + " min", club_session: "Conversation club, " + d.minutes + " min", tutor_lesson: "Lesson with your tutor, " + d.minutes + " min", rest: "Day off", other: "" }) as string,
    nextStep: "Your next step",
    getApp: "Get the app",
    onPhone: (d) => "Download Lingo, choose " + d.plan + " and take your first lesson today.",
    onComputer: (d) => "Scan the code with your phone’s camera to download Lingo, then choose " + d.plan + " in the app.",
    qrLabel: "QR code that opens the Lingo download page",
    allDownloads: "All ways to get Lingo",
    tutorHeading: "Learn with a tutor",
    tutorText: "Tell us your budget and when you’re free, and we’ll show you tutors who fit. Your first lesson can be this week.",
    findTutor: "Find my tutor",
    levelTest: "Take the level test",
    emailHeading: "Get this plan by email",
    emailText: "We’ll send you your plan and your first week, so it’s at hand when you start.",
    emailSubmit: "Send me my plan",
    sent: (d) => "Thank you! Your plan is on its way to " + d.email + ".",
    offline: "You seem to be offline. Your answers are saved on this device: try again when you’re back online.",
    change: "Change my answers",
    startOver: "Start over"
  },
  es: {
    eyebrow: "Tu plan",
    heading: (d) => d.plan + " es el que mejor te encaja",
    why: "Por qué este plan",
    reasons: {
      "other-language-in-app": (d) => "En Lingo, el " + d.language + " se aprende en la app, con ejercicios de comprensión y expresión oral en cada lección. Los profesores, las clases y el club son en inglés, así que el plan App tiene todo lo que necesitas.",
      "prefers-tutor": "Prefieres aprender con una persona. El plan Tutor incluye cuatro clases de 50 minutos al mes con el profesor que elijas y, entre clase y clase, todo lo de Plus.",
      "prefers-group": "Te gusta aprender con otros. Plus incluye hasta 8 clases grupales al mes, con un máximo de 8 alumnos de tu nivel y un profesor al frente.",
      "prefers-club": "Quieres hablar más. Plus incluye el club de conversación sin límite: sesiones de 45 minutos sobre un tema, cualquier día de la semana.",
      "prefers-app": "Prefieres aprender a tu ritmo. El plan App te da lecciones cortas para cualquier rato libre y repaso espaciado para que las palabras no se olviden.",
      "club-from-a2": "Las sesiones del club empiezan en el nivel A2. Hasta entonces, Plus te da una clase grupal a la semana de tu nivel; el club llegará a medida que avances.",
      "exam-with-tutor": "¿Preparas un examen? Un profesor puede organizar tus clases en torno a sus tareas. Puedes añadirlo cuando quieras con el plan Tutor.",
      "level-unknown": "¿No sabes tu nivel? El test de nivel de 10 minutos te dice por dónde empezar.",
      "starting-from-zero": "Empezar desde cero no es problema: las primeras lecciones arrancan con saludos y palabras del día a día, a tu ritmo."
    },
    week: "Tu primera semana",
    activity: (d) => select(d.kind, { app_lesson: "Lección en la app, " + d.minutes + " min", review: "Repaso, " + d.minutes + " min", ai_practice: "Práctica con IA, " + d.minutes + " min", group_class: "Clase grupal, " + d.minutes + " min", club_session: "Club de conversación, " + d.minutes + " min", tutor_lesson: "Clase con tu profesor, " + d.minutes + " min", rest: "Día libre", other: "" }) as string,
    nextStep: "Tu siguiente paso",
    getApp: "Descarga la app",
    onPhone: (d) => "Descarga Lingo, elige " + d.plan + " y haz tu primera lección hoy mismo.",
    onComputer: (d) => "Escanea el código con la cámara del móvil para descargar Lingo y elige " + d.plan + " en la app.",
    qrLabel: "Código QR que abre la página de descarga de Lingo",
    allDownloads: "Todas las formas de descargar Lingo",
    tutorHeading: "Encuentra a tu profesor",
    tutorText: "Cuéntanos tu presupuesto y cuándo tienes tiempo, y te mostraremos profesores que encajan contigo. Tu primera clase puede ser esta misma semana.",
    findTutor: "Encontrar mi profesor",
    levelTest: "Hacer el test de nivel",
    emailHeading: "Recibe este plan por correo",
    emailText: "Te enviaremos tu plan y tu primera semana para que los tengas a mano al empezar.",
    emailSubmit: "Enviarme mi plan",
    sent: (d) => "¡Gracias! Tu plan va de camino a " + d.email + ".",
    offline: "Parece que no tienes conexión. Tus respuestas están guardadas en este dispositivo: vuelve a intentarlo cuando te conectes.",
    change: "Cambiar mis respuestas",
    startOver: "Empezar de nuevo"
  },
  pt: {
    eyebrow: "Seu plano",
    heading: (d) => d.plan + " é o plano ideal para você",
    why: "Por que este plano",
    reasons: {
      "other-language-in-app": (d) => "No Lingo, o " + d.language + " é ensinado no app, com exercícios de fala e escuta em todas as lições. Os professores, as aulas e o clube são em inglês, então o plano App tem tudo de que você precisa.",
      "prefers-tutor": "Você prefere aprender com uma pessoa. O plano Tutor inclui quatro aulas de 50 minutos por mês com o professor que você escolher e, entre uma aula e outra, tudo do Plus.",
      "prefers-group": "Você gosta de aprender com outras pessoas. O Plus inclui até 8 aulas em grupo por mês, com no máximo 8 alunos do seu nível e um professor conduzindo.",
      "prefers-club": "Você quer falar mais. O Plus inclui o clube de conversação sem limite: sessões de 45 minutos sobre um tema, qualquer dia da semana.",
      "prefers-app": "Você prefere aprender no seu ritmo. O plano App traz lições curtas para qualquer tempinho livre e revisão espaçada para as palavras não sumirem da memória.",
      "club-from-a2": "As sessões do clube começam no nível A2. Até lá, o Plus garante uma aula em grupo por semana no seu nível; o clube chega conforme você avança.",
      "exam-with-tutor": "Vai fazer uma prova? Um professor pode montar as aulas em torno das tarefas dela. Você pode incluir um quando quiser com o plano Tutor.",
      "level-unknown": "Não sabe seu nível? O teste de nível de 10 minutos mostra por onde começar.",
      "starting-from-zero": "Começar do zero não é problema: as primeiras lições começam com cumprimentos e palavras do dia a dia, no seu ritmo."
    },
    week: "Sua primeira semana",
    activity: (d) => select(d.kind, { app_lesson: "Lição no app, " + d.minutes + " min", review: "Revisão, " + d.minutes + " min", ai_practice: "Prática com IA, " + d.minutes + " min", group_class: "Aula em grupo, " + d.minutes + " min", club_session: "Clube de conversação, " + d.minutes + " min", tutor_lesson: "Aula com seu professor, " + d.minutes + " min", rest: "Dia de folga", other: "" }) as string,
    nextStep: "Seu próximo passo",
    getApp: "Baixe o app",
    onPhone: (d) => "Baixe o Lingo, escolha o " + d.plan + " e faça sua primeira lição hoje mesmo.",
    onComputer: (d) => "Aponte a câmera do celular para o código para baixar o Lingo e escolha o " + d.plan + " no app.",
    qrLabel: "Código QR que abre a página de download do Lingo",
    allDownloads: "Todas as formas de baixar o Lingo",
    tutorHeading: "Encontre seu professor",
    tutorText: "Conte quanto quer gastar e quando tem tempo, e mostramos professores que combinam com você. Sua primeira aula pode ser nesta semana.",
    findTutor: "Encontrar meu professor",
    levelTest: "Fazer o teste de nível",
    emailHeading: "Receba este plano por e-mail",
    emailText: "Enviamos seu plano e sua primeira semana para você ter tudo à mão quando começar.",
    emailSubmit: "Enviar meu plano",
    sent: (d) => "Obrigado! Seu plano está a caminho de " + d.email + ".",
    offline: "Parece que você está sem conexão. Suas respostas estão salvas neste dispositivo: tente de novo quando voltar a ficar on-line.",
    change: "Mudar minhas respostas",
    startOver: "Começar de novo"
  },
  uk: {
    eyebrow: "Ваш план",
    heading: (d) => "Вам найкраще підійде " + d.plan,
    why: "Чому саме цей тариф",
    reasons: {
      "other-language-in-app": (d) => "Курс «" + d.language + "» є в застосунку Lingo: у кожному уроці є вправи на говоріння й аудіювання. Репетитори, групові уроки й клуб — англійською, тож у плані App є все, що вам потрібно.",
      "prefers-tutor": "Вам зручніше вчитися з людиною. План Tutor — це чотири заняття по 50 хвилин на місяць із репетитором, якого ви оберете, а між ними все, що є в Plus.",
      "prefers-group": "Вам подобається вчитися разом з іншими. У Plus до 8 групових уроків на місяць: до 8 учнів вашого рівня і викладач, який веде заняття.",
      "prefers-club": "Ви хочете більше говорити. У Plus розмовний клуб без обмежень: зустрічі по 45 хвилин на задану тему, будь-якого дня тижня.",
      "prefers-app": "Вам зручніше вчитися у власному ритмі. План App — це короткі уроки на будь-яку вільну хвилину та інтервальне повторення, щоб слова не забувалися.",
      "club-from-a2": "Зустрічі клубу розраховані на рівень від A2. Поки що у Plus щотижня буде груповий урок вашого рівня, а до клубу ви приєднаєтеся, щойно дійдете до A2.",
      "exam-with-tutor": "Готуєтеся до іспиту? Репетитор може побудувати заняття довкола його завдань. Додати репетитора можна будь-коли з планом Tutor.",
      "level-unknown": "Не знаєте свого рівня? Тест рівня за 10 хвилин підкаже, з чого почати.",
      "starting-from-zero": "Почати з нуля — нормально: перші уроки починаються з привітань і повсякденних слів, у вашому темпі."
    },
    week: "Ваш перший тиждень",
    activity: (d) => select(d.kind, { app_lesson: "Урок у застосунку, " + d.minutes + " хв", review: "Повторення, " + d.minutes + " хв", ai_practice: "Практика зі ШІ, " + d.minutes + " хв", group_class: "Груповий урок, " + d.minutes + " хв", club_session: "Розмовний клуб, " + d.minutes + " хв", tutor_lesson: "Заняття з репетитором, " + d.minutes + " хв", rest: "Вихідний", other: "" }) as string,
    nextStep: "Ваш наступний крок",
    getApp: "Завантажте застосунок",
    onPhone: (d) => "Завантажте Lingo, оберіть " + d.plan + " і пройдіть перший урок уже сьогодні.",
    onComputer: (d) => "Наведіть камеру телефона на код, щоб завантажити Lingo, а потім оберіть " + d.plan + " у застосунку.",
    qrLabel: "QR-код, що відкриває сторінку завантаження Lingo",
    allDownloads: "Усі способи завантажити Lingo",
    tutorHeading: "Знайдіть свого репетитора",
    tutorText: "Розкажіть, скільки готові витрачати й коли маєте час, і ми покажемо репетиторів, які вам підійдуть. Перше заняття може бути вже цього тижня.",
    findTutor: "Знайти репетитора",
    levelTest: "Пройти тест рівня",
    emailHeading: "Отримайте цей план поштою",
    emailText: "Ми надішлемо ваш план і перший тиждень, щоб усе було під рукою, коли почнете.",
    emailSubmit: "Надіслати мій план",
    sent: (d) => "Дякуємо! Ваш план уже прямує на " + d.email + ".",
    offline: "Схоже, ви не в мережі. Ваші відповіді збережено на цьому пристрої: спробуйте ще раз, коли зʼявиться зʼєднання.",
    change: "Змінити відповіді",
    startOver: "Почати спочатку"
  },
};
export default messages;
