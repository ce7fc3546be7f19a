// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface TutoringResultsMessages {
  matches: {
    heading: string;
    lead: (values: { zone: string | number }) => string;
    perHour: string;
    book: (values: { name: string | number }) => string;
    change: string;
  };
  reasons: {
    goal: {
      work: string;
      travel: string;
      exam: string;
      conversation: string;
    };
    beginners: string;
    advanced: string;
    budget: string;
    when: string;
  };
  none: {
    heading: string;
    text: string;
    browse: string;
  };
  booking: {
    heading: (values: { tutor: string | number }) => string;
    lead: string;
    times: (values: { zone: string | number }) => string;
    chooseTime: string;
    name: string;
    nameEmpty: string;
    submit: string;
    back: string;
    booked: string;
    bookedText: (values: { tutor: string | number; time: string | number; email: string | number }) => string;
    unavailable: string;
    offline: string;
    terms: string;
    price: (values: { price: string | number; tutor: string | number }) => string;
    join: (values: { tutor: string | number }) => string;
    calendar: string;
    cancel: string;
    priceLabel: string;
    joinLabel: string;
  };
}

const messages: Record<Locale, TutoringResultsMessages> = {
  en: {
    matches: {
      heading: "Tutors who fit",
      lead: (d) => "The best matches for your answers. Times are in your time zone (" + d.zone + ").",
      perHour: "an hour",
      book: (d) => "Book a trial lesson with " + d.name,
      change: "Change my answers"
    },
    reasons: {
      goal: {
        work: "Teaches business English and job interviews",
        travel: "Teaches English for travel and everyday conversation",
        exam: "Prepares learners for exams",
        conversation: "Focuses on conversation and pronunciation"
      },
      beginners: "Used to teaching beginners",
      advanced: "Works with advanced learners on writing and literature",
      budget: "Within your budget",
      when: "Free this week at times that suit you"
    },
    none: {
      heading: "No tutor is free at those times within that budget this week",
      text: "Try another time of day or a wider budget, or browse all our tutors and their times.",
      browse: "Browse all tutors"
    },
    booking: {
      heading: (d) => "Book a trial lesson with " + d.tutor,
      lead: "A 50-minute video lesson. Choose a time, and we’ll confirm it by email.",
      times: (d) => "Choose a time (" + d.zone + ")",
      chooseTime: "Choose a time to go on.",
      name: "Your name",
      nameEmpty: "Please enter your name",
      submit: "Request this lesson",
      back: "Back to tutors",
      booked: "Request received",
      bookedText: (d) => "Your lesson with " + d.tutor + " on " + d.time + " is requested. We’ll confirm it by email at " + d.email + ".",
      unavailable: "That time can no longer be booked. Please choose another one.",
      offline: "Nothing was sent: you seem to be offline. Your details are still here; try again when you’re back online.",
      terms: "I accept the Terms and conditions and the Privacy policy",
      price: (d) => d.price + " for 50 minutes, paid only once " + d.tutor + " confirms the time.",
      join: (d) => "Once " + d.tutor + " confirms, sign in to Lingo with this email address, in the app or on the website: the lesson opens 5 minutes before it starts.",
      calendar: "Add to my calendar (.ics)",
      cancel: "Can’t make it? Cancel this request",
      priceLabel: "Price",
      joinLabel: "How to join"
    }
  },
  es: {
    matches: {
      heading: "Profesores que encajan contigo",
      lead: (d) => "Los que mejor encajan con tus respuestas. Los horarios están en tu zona horaria (" + d.zone + ").",
      perHour: "la hora",
      book: (d) => "Reservar una clase de prueba con " + d.name,
      change: "Cambiar mis respuestas"
    },
    reasons: {
      goal: {
        work: "Enseña inglés de negocios y prepara entrevistas de trabajo",
        travel: "Enseña inglés para viajar y para el día a día",
        exam: "Prepara a sus alumnos para exámenes",
        conversation: "Se centra en la conversación y la pronunciación"
      },
      beginners: "Tiene experiencia con principiantes",
      advanced: "Trabaja la escritura y la literatura con alumnos avanzados",
      budget: "Dentro de tu presupuesto",
      when: "Tiene horas libres esta semana cuando a ti te viene bien"
    },
    none: {
      heading: "Esta semana no hay profesores libres en ese horario con ese presupuesto",
      text: "Prueba con otra franja del día o un presupuesto más amplio, o echa un vistazo a todos nuestros profesores y sus horarios.",
      browse: "Ver todos los profesores"
    },
    booking: {
      heading: (d) => "Reserva una clase de prueba con " + d.tutor,
      lead: "Una clase de 50 minutos por videollamada. Elige una hora y te la confirmaremos por correo.",
      times: (d) => "Elige una hora (" + d.zone + ")",
      chooseTime: "Elige una hora para continuar.",
      name: "Tu nombre",
      nameEmpty: "Escribe tu nombre",
      submit: "Solicitar esta clase",
      back: "Volver a los profesores",
      booked: "Solicitud recibida",
      bookedText: (d) => "Has solicitado tu clase con " + d.tutor + " el " + d.time + ". Te la confirmaremos por correo en " + d.email + ".",
      unavailable: "Esa hora ya no se puede reservar. Elige otra, por favor.",
      offline: "No se ha enviado nada: parece que no tienes conexión. Tus datos siguen aquí; vuelve a intentarlo cuando te conectes.",
      terms: "Acepto los Términos y condiciones y la Política de privacidad",
      price: (d) => d.price + " por 50 minutos; solo pagas cuando " + d.tutor + " confirme la hora.",
      join: (d) => "Cuando " + d.tutor + " confirme, inicia sesión en Lingo con este correo, en la app o en la web: la clase se abre 5 minutos antes de empezar.",
      calendar: "Añadir a mi calendario (.ics)",
      cancel: "¿No puedes? Cancelar esta solicitud",
      priceLabel: "Precio",
      joinLabel: "Cómo unirte"
    }
  },
  pt: {
    matches: {
      heading: "Professores que combinam com você",
      lead: (d) => "Os que mais combinam com suas respostas. Os horários estão no seu fuso (" + d.zone + ").",
      perHour: "por hora",
      book: (d) => "Agendar uma aula experimental com " + d.name,
      change: "Mudar minhas respostas"
    },
    reasons: {
      goal: {
        work: "Ensina inglês para negócios e entrevistas de emprego",
        travel: "Ensina inglês para viagens e para o dia a dia",
        exam: "Prepara alunos para provas",
        conversation: "Foca em conversação e pronúncia"
      },
      beginners: "Tem experiência com iniciantes",
      advanced: "Trabalha escrita e literatura com alunos avançados",
      budget: "Dentro do seu orçamento",
      when: "Tem horários livres nesta semana quando é bom para você"
    },
    none: {
      heading: "Nesta semana, nenhum professor está livre nesses horários dentro desse orçamento",
      text: "Tente outro período do dia ou um orçamento maior, ou veja todos os nossos professores e seus horários.",
      browse: "Ver todos os professores"
    },
    booking: {
      heading: (d) => "Agende uma aula experimental com " + d.tutor,
      lead: "Uma aula de 50 minutos por vídeo. Escolha um horário e confirmamos por e-mail.",
      times: (d) => "Escolha um horário (" + d.zone + ")",
      chooseTime: "Escolha um horário para continuar.",
      name: "Seu nome",
      nameEmpty: "Digite seu nome",
      submit: "Pedir esta aula",
      back: "Voltar aos professores",
      booked: "Pedido recebido",
      bookedText: (d) => "Pedido enviado: aula com " + d.tutor + ", " + d.time + ". Vamos confirmá-la por e-mail em " + d.email + ".",
      unavailable: "Esse horário não pode mais ser agendado. Escolha outro, por favor.",
      offline: "Nada foi enviado: parece que você está sem conexão. Seus dados continuam aqui; tente de novo quando voltar a ficar on-line.",
      terms: "Aceito os Termos e condições e a Política de privacidade",
      price: (d) => d.price + " por 50 minutos, pagos só quando " + d.tutor + " confirmar o horário.",
      join: (d) => "Quando " + d.tutor + " confirmar, entre no Lingo com este e-mail, no app ou no site: a aula abre 5 minutos antes do início.",
      calendar: "Adicionar à minha agenda (.ics)",
      cancel: "Não vai poder? Cancelar este pedido",
      priceLabel: "Preço",
      joinLabel: "Como entrar"
    }
  },
  uk: {
    matches: {
      heading: "Репетитори, які вам підходять",
      lead: (d) => "Найкращі збіги з вашими відповідями. Час указано у вашому часовому поясі (" + d.zone + ").",
      perHour: "за годину",
      book: (d) => "Записатися на пробне заняття: " + d.name,
      change: "Змінити відповіді"
    },
    reasons: {
      goal: {
        work: "Викладає бізнес-англійську й готує до співбесід",
        travel: "Викладає англійську для подорожей і повсякденного життя",
        exam: "Готує до іспитів",
        conversation: "Робить акцент на розмові та вимові"
      },
      beginners: "Має досвід роботи з початківцями",
      advanced: "Працює з просунутими учнями над письмом і літературою",
      budget: "У межах вашого бюджету",
      when: "Цього тижня має вільний час, коли зручно вам"
    },
    none: {
      heading: "Цього тижня немає вільних репетиторів у цей час і в межах цього бюджету",
      text: "Спробуйте іншу частину дня або більший бюджет чи перегляньте всіх наших репетиторів і їхній розклад.",
      browse: "Усі репетитори"
    },
    booking: {
      heading: (d) => "Пробне заняття з репетитором: " + d.tutor,
      lead: "Відеозаняття на 50 хвилин. Оберіть час, і ми підтвердимо його листом.",
      times: (d) => "Оберіть час (" + d.zone + ")",
      chooseTime: "Оберіть час, щоб продовжити.",
      name: "Ваше імʼя",
      nameEmpty: "Введіть своє імʼя",
      submit: "Надіслати заявку",
      back: "Назад до репетиторів",
      booked: "Заявку отримано",
      bookedText: (d) => "Заявку на заняття з репетитором " + d.tutor + " надіслано: " + d.time + ". Ми підтвердимо його листом на " + d.email + ".",
      unavailable: "Цей час уже недоступний. Оберіть, будь ласка, інший.",
      offline: "Нічого не надіслано: схоже, ви не в мережі. Ваші дані збережено тут; спробуйте ще раз, коли зʼявиться зʼєднання.",
      terms: "Я приймаю Умови використання та Політику конфіденційності",
      price: (d) => d.price + " за 50 хвилин; оплата лише після того, як " + d.tutor + " підтвердить час.",
      join: (d) => "Щойно " + d.tutor + " підтвердить, увійдіть у Lingo з цією адресою пошти в застосунку або на сайті: заняття відкривається за 5 хвилин до початку.",
      calendar: "Додати в календар (.ics)",
      cancel: "Не зможете? Скасувати заявку",
      priceLabel: "Ціна",
      joinLabel: "Як приєднатися"
    }
  },
};
export default messages;
