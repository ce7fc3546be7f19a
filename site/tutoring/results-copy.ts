// What the tutor onboarding shows after its questions, in the four locales: the tutors who fit
// (the tutors are the Tutor collection's; why each fits is written here, one sentence per reason the
// match gives: domain/tutoring/match.ts) and the trial lesson request. Loaded with them.
import type { Locale } from '../../domain/constants.ts';
import type { OnboardingGoal } from '../../domain/onboarding/recommend.ts';

export interface TutoringResultsCopy {
  matches: { heading: string; lead: (zone: string) => string; perHour: string; book: (name: string) => string; change: string };
  reasons: {
    goal: Record<Exclude<OnboardingGoal, 'other'>, string>;
    beginners: string;
    advanced: string;
    /** Why a tutor fits the budget (the card shows their price in the visitor's currency above). */
    budget: string;
    when: string;
  };
  none: { heading: string; text: string; browse: string };
  booking: {
    heading: (tutor: string) => string;
    lead: string;
    times: (zone: string) => string;
    chooseTime: string;
    name: string;
    nameEmpty: string;
    submit: string;
    back: string;
    booked: string;
    bookedText: (tutor: string, time: string, email: string) => string;
    unavailable: string;
    offline: string;
  };
}

export const TUTORING_RESULTS_COPY: Record<Locale, TutoringResultsCopy> = {
  en: {
    matches: {
      heading: 'Tutors who fit',
      lead: (zone) => `The best matches for your answers. Times are in your time zone (${zone}).`,
      perHour: 'an hour',
      book: (name) => `Book a trial lesson with ${name}`,
      change: 'Change my answers',
    },
    reasons: {
      goal: { work: 'Teaches business English and job interviews', travel: 'Teaches English for travel and everyday conversation', exam: 'Prepares learners for exams', conversation: 'Focuses on conversation and pronunciation' },
      beginners: 'Used to teaching beginners',
      advanced: 'Works with advanced learners on writing and literature',
      budget: 'Within your budget',
      when: 'Free this week at times that suit you',
    },
    none: {
      heading: 'No tutor is free at those times within that budget this week',
      text: 'Try another time of day or a wider budget, or browse all our tutors and their times.',
      browse: 'Browse all tutors',
    },
    booking: {
      heading: (tutor) => `Book a trial lesson with ${tutor}`,
      lead: 'A 50-minute video lesson. Choose a time, and we’ll confirm it by email.',
      times: (zone) => `Choose a time (${zone})`,
      chooseTime: 'Choose a time to go on.',
      name: 'Your name',
      nameEmpty: 'Please enter your name',
      submit: 'Request this lesson',
      back: 'Back to tutors',
      booked: 'Request received',
      bookedText: (tutor, time, email) => `Your lesson with ${tutor} on ${time} is requested. We’ll confirm it by email at ${email}.`,
      unavailable: 'That time can no longer be booked. Please choose another one.',
      offline: 'Nothing was sent: you seem to be offline. Your details are still here; try again when you’re back online.',
    },
  },
  es: {
    matches: {
      heading: 'Profesores que encajan contigo',
      lead: (zone) => `Los que mejor encajan con tus respuestas. Los horarios están en tu zona horaria (${zone}).`,
      perHour: 'la hora',
      book: (name) => `Reservar una clase de prueba con ${name}`,
      change: 'Cambiar mis respuestas',
    },
    reasons: {
      goal: { work: 'Enseña inglés de negocios y prepara entrevistas de trabajo', travel: 'Enseña inglés para viajar y para el día a día', exam: 'Prepara a sus alumnos para exámenes', conversation: 'Se centra en la conversación y la pronunciación' },
      beginners: 'Tiene experiencia con principiantes',
      advanced: 'Trabaja la escritura y la literatura con alumnos avanzados',
      budget: 'Dentro de tu presupuesto',
      when: 'Tiene horas libres esta semana cuando a ti te viene bien',
    },
    none: {
      heading: 'Esta semana no hay profesores libres en ese horario con ese presupuesto',
      text: 'Prueba con otra franja del día o un presupuesto más amplio, o echa un vistazo a todos nuestros profesores y sus horarios.',
      browse: 'Ver todos los profesores',
    },
    booking: {
      heading: (tutor) => `Reserva una clase de prueba con ${tutor}`,
      lead: 'Una clase de 50 minutos por videollamada. Elige una hora y te la confirmaremos por correo.',
      times: (zone) => `Elige una hora (${zone})`,
      chooseTime: 'Elige una hora para continuar.',
      name: 'Tu nombre',
      nameEmpty: 'Escribe tu nombre',
      submit: 'Solicitar esta clase',
      back: 'Volver a los profesores',
      booked: 'Solicitud recibida',
      bookedText: (tutor, time, email) => `Has solicitado tu clase con ${tutor} el ${time}. Te la confirmaremos por correo en ${email}.`,
      unavailable: 'Esa hora ya no se puede reservar. Elige otra, por favor.',
      offline: 'No se ha enviado nada: parece que no tienes conexión. Tus datos siguen aquí; vuelve a intentarlo cuando te conectes.',
    },
  },
  pt: {
    matches: {
      heading: 'Professores que combinam com você',
      lead: (zone) => `Os que mais combinam com suas respostas. Os horários estão no seu fuso (${zone}).`,
      perHour: 'por hora',
      book: (name) => `Agendar uma aula experimental com ${name}`,
      change: 'Mudar minhas respostas',
    },
    reasons: {
      goal: { work: 'Ensina inglês para negócios e entrevistas de emprego', travel: 'Ensina inglês para viagens e para o dia a dia', exam: 'Prepara alunos para provas', conversation: 'Foca em conversação e pronúncia' },
      beginners: 'Tem experiência com iniciantes',
      advanced: 'Trabalha escrita e literatura com alunos avançados',
      budget: 'Dentro do seu orçamento',
      when: 'Tem horários livres nesta semana quando é bom para você',
    },
    none: {
      heading: 'Nesta semana, nenhum professor está livre nesses horários dentro desse orçamento',
      text: 'Tente outro período do dia ou um orçamento maior, ou veja todos os nossos professores e seus horários.',
      browse: 'Ver todos os professores',
    },
    booking: {
      heading: (tutor) => `Agende uma aula experimental com ${tutor}`,
      lead: 'Uma aula de 50 minutos por vídeo. Escolha um horário e confirmamos por e-mail.',
      times: (zone) => `Escolha um horário (${zone})`,
      chooseTime: 'Escolha um horário para continuar.',
      name: 'Seu nome',
      nameEmpty: 'Digite seu nome',
      submit: 'Pedir esta aula',
      back: 'Voltar aos professores',
      booked: 'Pedido recebido',
      bookedText: (tutor, time, email) => `Pedido enviado: aula com ${tutor}, ${time}. Vamos confirmá-la por e-mail em ${email}.`,
      unavailable: 'Esse horário não pode mais ser agendado. Escolha outro, por favor.',
      offline: 'Nada foi enviado: parece que você está sem conexão. Seus dados continuam aqui; tente de novo quando voltar a ficar on-line.',
    },
  },
  uk: {
    matches: {
      heading: 'Репетитори, які вам підходять',
      lead: (zone) => `Найкращі збіги з вашими відповідями. Час указано у вашому часовому поясі (${zone}).`,
      perHour: 'за годину',
      book: (name) => `Записатися на пробне заняття: ${name}`,
      change: 'Змінити відповіді',
    },
    reasons: {
      goal: { work: 'Викладає бізнес-англійську й готує до співбесід', travel: 'Викладає англійську для подорожей і повсякденного життя', exam: 'Готує до іспитів', conversation: 'Робить акцент на розмові та вимові' },
      beginners: 'Має досвід роботи з початківцями',
      advanced: 'Працює з просунутими учнями над письмом і літературою',
      budget: 'У межах вашого бюджету',
      when: 'Цього тижня має вільний час, коли зручно вам',
    },
    none: {
      heading: 'Цього тижня немає вільних репетиторів у цей час і в межах цього бюджету',
      text: 'Спробуйте іншу частину дня або більший бюджет чи перегляньте всіх наших репетиторів і їхній розклад.',
      browse: 'Усі репетитори',
    },
    booking: {
      heading: (tutor) => `Пробне заняття з репетитором: ${tutor}`,
      lead: 'Відеозаняття на 50 хвилин. Оберіть час, і ми підтвердимо його листом.',
      times: (zone) => `Оберіть час (${zone})`,
      chooseTime: 'Оберіть час, щоб продовжити.',
      name: 'Ваше імʼя',
      nameEmpty: 'Введіть своє імʼя',
      submit: 'Надіслати заявку',
      back: 'Назад до репетиторів',
      booked: 'Заявку отримано',
      bookedText: (tutor, time, email) => `Заявку на заняття з репетитором ${tutor} надіслано: ${time}. Ми підтвердимо його листом на ${email}.`,
      unavailable: 'Цей час уже недоступний. Оберіть, будь ласка, інший.',
      offline: 'Нічого не надіслано: схоже, ви не в мережі. Ваші дані збережено тут; спробуйте ще раз, коли зʼявиться зʼєднання.',
    },
  },
};
