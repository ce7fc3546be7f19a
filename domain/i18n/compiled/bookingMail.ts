// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface BookingMailMessages {
  labels: {
    when: string;
    price: string;
    join: string;
  };
  greeting: (values: { name: string | number }) => string;
  seat: {
    subject: (values: { topic: string | number; when: string | number }) => string;
    body: string;
    cancelText: string;
    calendarText: string;
    signature: string;
    cancelPage: {
      title: string;
      button: string;
      done: string;
      gone: string;
      back: string;
    };
  };
  trial: {
    subject: (values: { tutor: string | number; when: string | number }) => string;
    body: (values: { tutor: string | number }) => string;
    calendarText: string;
    cancelText: string;
    signature: string;
    cancelPage: {
      title: string;
      button: string;
      done: string;
      gone: string;
      back: string;
    };
  };
}

const messages: Record<Locale, BookingMailMessages> = {
  en: {
    labels: {
      when: "When",
      price: "Price",
      join: "How to join"
    },
    greeting: (d) => "Hi " + d.name + ",",
    seat: {
      subject: (d) => "Your seat: " + d.topic + ", " + d.when,
      body: "your seat is reserved.",
      cancelText: "Can’t come? Cancel your seat so someone else can take it:",
      calendarText: "Add it to your calendar:",
      signature: "See you in class,\nthe Lingo team",
      cancelPage: {
        title: "Cancel your seat?",
        button: "Cancel my seat",
        done: "Your seat is cancelled. Thank you for letting us know.",
        gone: "This reservation no longer exists, or the link is incomplete.",
        back: "See the timetable"
      }
    },
    trial: {
      subject: (d) => "Your trial lesson with " + d.tutor + ": " + d.when,
      body: (d) => "your request for a trial lesson is in. " + d.tutor + " will confirm it by email.",
      calendarText: "Add it to your calendar:",
      cancelText: "Can’t make it? Cancel the request so the time goes to someone else:",
      signature: "Happy learning,\nthe Lingo team",
      cancelPage: {
        title: "Cancel this trial lesson?",
        button: "Cancel the lesson",
        done: "Your trial lesson is cancelled. Thank you for letting us know.",
        gone: "This request no longer exists, or the link is incomplete.",
        back: "See our tutors"
      }
    }
  },
  es: {
    labels: {
      when: "Cuándo",
      price: "Precio",
      join: "Cómo unirte"
    },
    greeting: (d) => "Hola, " + d.name + ":",
    seat: {
      subject: (d) => "Tu plaza: " + d.topic + ", " + d.when,
      body: "tu plaza está reservada.",
      cancelText: "¿No puedes venir? Cancela tu plaza para que otra persona pueda ocuparla:",
      calendarText: "Añádela a tu calendario:",
      signature: "Nos vemos en clase,\nel equipo de Lingo",
      cancelPage: {
        title: "¿Cancelar tu plaza?",
        button: "Cancelar mi plaza",
        done: "Tu plaza está cancelada. Gracias por avisarnos.",
        gone: "Esta reserva ya no existe o el enlace está incompleto.",
        back: "Ver el horario"
      }
    },
    trial: {
      subject: (d) => "Tu clase de prueba con " + d.tutor + ": " + d.when,
      body: (d) => "hemos recibido tu solicitud de clase de prueba. " + d.tutor + " te la confirmará por correo.",
      calendarText: "Añádela a tu calendario:",
      cancelText: "¿No puedes? Cancela la solicitud para que otra persona pueda usar esa hora:",
      signature: "¡A aprender!\nEl equipo de Lingo",
      cancelPage: {
        title: "¿Cancelar esta clase de prueba?",
        button: "Cancelar la clase",
        done: "Tu clase de prueba está cancelada. Gracias por avisarnos.",
        gone: "Esta solicitud ya no existe o el enlace está incompleto.",
        back: "Ver profesores"
      }
    }
  },
  pt: {
    labels: {
      when: "Quando",
      price: "Preço",
      join: "Como entrar"
    },
    greeting: (d) => "Olá, " + d.name + "!",
    seat: {
      subject: (d) => "Sua vaga: " + d.topic + ", " + d.when,
      body: "Sua vaga está reservada.",
      cancelText: "Não vai poder ir? Cancele sua vaga para outra pessoa poder ocupá-la:",
      calendarText: "Adicione à sua agenda:",
      signature: "Até a aula,\nequipe Lingo",
      cancelPage: {
        title: "Cancelar sua vaga?",
        button: "Cancelar minha vaga",
        done: "Sua vaga foi cancelada. Obrigado por nos avisar.",
        gone: "Esta reserva não existe mais ou o link está incompleto.",
        back: "Ver a agenda"
      }
    },
    trial: {
      subject: (d) => "Sua aula experimental com " + d.tutor + ": " + d.when,
      body: (d) => "Recebemos seu pedido de aula experimental. " + d.tutor + " vai confirmar por e-mail.",
      calendarText: "Adicione à sua agenda:",
      cancelText: "Não vai poder? Cancele o pedido para o horário ficar livre para outra pessoa:",
      signature: "Bons estudos,\nequipe Lingo",
      cancelPage: {
        title: "Cancelar esta aula experimental?",
        button: "Cancelar a aula",
        done: "Sua aula experimental foi cancelada. Obrigado por nos avisar.",
        gone: "Este pedido não existe mais ou o link está incompleto.",
        back: "Ver professores"
      }
    }
  },
  uk: {
    labels: {
      when: "Коли",
      price: "Ціна",
      join: "Як приєднатися"
    },
    greeting: (d) => "Вітаємо, " + d.name + "!",
    seat: {
      subject: (d) => "Ваше місце: " + d.topic + ", " + d.when,
      body: "Ваше місце заброньовано.",
      cancelText: "Не зможете прийти? Скасуйте бронювання, щоб місце змогла зайняти інша людина:",
      calendarText: "Додайте заняття в календар:",
      signature: "До зустрічі на занятті,\nкоманда Lingo",
      cancelPage: {
        title: "Скасувати бронювання?",
        button: "Скасувати бронювання",
        done: "Бронювання скасовано. Дякуємо, що попередили.",
        gone: "Цього бронювання більше немає або посилання неповне.",
        back: "До розкладу"
      }
    },
    trial: {
      subject: (d) => "Ваше пробне заняття з репетитором " + d.tutor + ": " + d.when,
      body: (d) => "Заявку на пробне заняття отримано. " + d.tutor + " підтвердить його листом.",
      calendarText: "Додайте заняття в календар:",
      cancelText: "Не зможете? Скасуйте заявку, щоб цей час міг узяти хтось інший:",
      signature: "Гарного навчання!\nКоманда Lingo",
      cancelPage: {
        title: "Скасувати пробне заняття?",
        button: "Скасувати заняття",
        done: "Пробне заняття скасовано. Дякуємо, що попередили.",
        gone: "Цієї заявки більше немає або посилання неповне.",
        back: "До репетиторів"
      }
    }
  },
};
export default messages;
