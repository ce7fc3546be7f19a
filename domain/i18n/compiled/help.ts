// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { number, plural } from "@messageformat/runtime";
import { pluralRule } from '../plural-rules.ts';
import type { Locale } from '../../constants.ts';

const en = pluralRule("en");
const es = pluralRule("es");
const pt = pluralRule("pt");
const uk = pluralRule("uk");

export interface HelpMessages {
  search: {
    label: string;
    placeholder: string;
    button: string;
    found: (values: { count: number; query: string | number }) => string;
    nothing: (values: { query: string | number }) => string;
    nothingHelp: string;
    writeToUs: string;
    allQuestions: string;
  };
  topicsLabel: string;
  linkToAnswer: string;
  topics: {
    general: string;
    app: string;
    ai: string;
    tutors: string;
    classes: string;
    club: string;
    plans: string;
    account: string;
  };
  contact: {
    heading: string;
    lead: string;
    topic: string;
    topics: {
      plan: string;
      app: string;
      tutors: string;
      classes: string;
      account: string;
      other: string;
    };
    email: string;
    emailHint: string;
    message: string;
    messageHint: string;
    send: string;
    another: string;
    sent: string;
    invalid: string;
    limited: string;
    unavailable: string;
    receipt: {
      subject: (values: { reference: string | number }) => string;
      greeting: string;
      body: (values: { topic: string | number }) => string;
      reference: (values: { reference: string | number }) => string;
      notYou: string;
      signature: string;
    };
    choose: string;
  };
}

const messages: Record<Locale, HelpMessages> = {
  en: {
    search: {
      label: "Search the help center",
      placeholder: "For example: cancel my plan",
      button: "Search",
      found: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " answer", other: number("en", d.count, 0) + " answers" }) + " for “" + d.query + "”" as string,
      nothing: (d) => "No answer mentions “" + d.query + "” yet.",
      nothingHelp: "Try other words or browse the topics. Still stuck? Write to us: a person replies within one working day.",
      writeToUs: "Write to us",
      allQuestions: "Show all questions"
    },
    topicsLabel: "Topics",
    linkToAnswer: "Link to this answer",
    topics: {
      general: "Getting started",
      app: "The app",
      ai: "AI practice",
      tutors: "Tutors",
      classes: "Group lessons",
      club: "Conversation club",
      plans: "Plans and billing",
      account: "Account and support"
    },
    contact: {
      heading: "Write to us",
      lead: "Tell us what you need. A person replies to your e-mail within one working day.",
      topic: "Topic",
      topics: {
        plan: "My plan and payments",
        app: "The app",
        tutors: "Lessons with a tutor",
        classes: "Group lessons and the club",
        account: "My account and data",
        other: "Something else"
      },
      email: "Your e-mail",
      emailHint: "We reply to this address and use it for nothing else.",
      message: "Your message",
      messageHint: "At least 10 characters. Please don’t include card numbers or passwords.",
      send: "Send message",
      another: "Write another message",
      sent: "Thank you: your message is with us. We’ve e-mailed you a receipt, and a person will reply within one working day.",
      invalid: "We couldn’t read that message: choose a topic, give your e-mail address and write at least 10 characters.",
      limited: "You’ve sent several messages in a short time. Please wait a few minutes, or e-mail support@lingua-learning.com.",
      unavailable: "We couldn’t save your message just now. Please try again in a moment, or e-mail support@lingua-learning.com.",
      receipt: {
        subject: (d) => "We got your message (" + d.reference + ")",
        greeting: "Hello,",
        body: (d) => "Thanks for writing to Lingo support about “" + d.topic + "”. A person will reply to this address within one working day.",
        reference: (d) => "Your reference is " + d.reference + ". Mention it if you write to us again.",
        notYou: "Didn’t write to us? Ignore this e-mail: nothing else will be sent.",
        signature: "Lingo support"
      },
      choose: "Choose a topic"
    }
  },
  es: {
    search: {
      label: "Buscar en el centro de ayuda",
      placeholder: "Por ejemplo: cancelar mi plan",
      button: "Buscar",
      found: (d) => plural(d.count, 0, es, { one: number("es", d.count, 0) + " respuesta", other: number("es", d.count, 0) + " respuestas" }) + " para «" + d.query + "»" as string,
      nothing: (d) => "Ninguna respuesta menciona «" + d.query + "» todavía.",
      nothingHelp: "Prueba con otras palabras o explora los temas. ¿Sigues con dudas? Escríbenos: una persona te responde en un día laborable.",
      writeToUs: "Escríbenos",
      allQuestions: "Ver todas las preguntas"
    },
    topicsLabel: "Temas",
    linkToAnswer: "Enlace a esta respuesta",
    topics: {
      general: "Primeros pasos",
      app: "La app",
      ai: "Práctica con IA",
      tutors: "Profesores",
      classes: "Clases grupales",
      club: "Club de conversación",
      plans: "Planes y pagos",
      account: "Cuenta y soporte"
    },
    contact: {
      heading: "Escríbenos",
      lead: "Cuéntanos qué necesitas. Una persona responde a tu correo en un día laborable.",
      topic: "Tema",
      topics: {
        plan: "Mi plan y los pagos",
        app: "La app",
        tutors: "Clases con un profesor",
        classes: "Clases grupales y el club",
        account: "Mi cuenta y mis datos",
        other: "Otra cosa"
      },
      email: "Tu correo electrónico",
      emailHint: "Te respondemos a esta dirección y no la usamos para nada más.",
      message: "Tu mensaje",
      messageHint: "Al menos 10 caracteres. No incluyas números de tarjeta ni contraseñas.",
      send: "Enviar mensaje",
      another: "Escribir otro mensaje",
      sent: "Gracias: ya tenemos tu mensaje. Te hemos enviado un acuse de recibo por correo y una persona te responderá en un día laborable.",
      invalid: "No pudimos leer el mensaje: elige un tema, indica tu correo electrónico y escribe al menos 10 caracteres.",
      limited: "Has enviado varios mensajes en poco tiempo. Espera unos minutos o escribe a support@lingua-learning.com.",
      unavailable: "No pudimos guardar tu mensaje ahora mismo. Inténtalo de nuevo en un momento o escribe a support@lingua-learning.com.",
      receipt: {
        subject: (d) => "Hemos recibido tu mensaje (" + d.reference + ")",
        greeting: "Hola:",
        body: (d) => "Gracias por escribir al soporte de Lingo sobre «" + d.topic + "». Una persona te responderá a esta dirección en un día laborable.",
        reference: (d) => "Tu número de referencia es " + d.reference + ". Menciónalo si nos vuelves a escribir.",
        notYou: "¿No nos has escrito? Ignora este correo: no recibirás nada más.",
        signature: "El soporte de Lingo"
      },
      choose: "Elige un tema"
    }
  },
  pt: {
    search: {
      label: "Pesquisar na central de ajuda",
      placeholder: "Por exemplo: cancelar meu plano",
      button: "Pesquisar",
      found: (d) => plural(d.count, 0, pt, { one: number("pt", d.count, 0) + " resposta", other: number("pt", d.count, 0) + " respostas" }) + " para “" + d.query + "”" as string,
      nothing: (d) => "Nenhuma resposta menciona “" + d.query + "” ainda.",
      nothingHelp: "Tente outras palavras ou veja os temas. Ainda com dúvida? Escreva para nós: uma pessoa responde em até um dia útil.",
      writeToUs: "Escreva para nós",
      allQuestions: "Ver todas as perguntas"
    },
    topicsLabel: "Temas",
    linkToAnswer: "Link para esta resposta",
    topics: {
      general: "Primeiros passos",
      app: "O app",
      ai: "Prática com IA",
      tutors: "Professores",
      classes: "Aulas em grupo",
      club: "Clube de conversação",
      plans: "Planos e pagamento",
      account: "Conta e suporte"
    },
    contact: {
      heading: "Escreva para nós",
      lead: "Conte o que você precisa. Uma pessoa responde no seu e-mail em até um dia útil.",
      topic: "Assunto",
      topics: {
        plan: "Meu plano e pagamentos",
        app: "O app",
        tutors: "Aulas com professor",
        classes: "Aulas em grupo e o clube",
        account: "Minha conta e meus dados",
        other: "Outro assunto"
      },
      email: "Seu e-mail",
      emailHint: "Respondemos neste endereço e não o usamos para mais nada.",
      message: "Sua mensagem",
      messageHint: "Pelo menos 10 caracteres. Não inclua números de cartão nem senhas.",
      send: "Enviar mensagem",
      another: "Escrever outra mensagem",
      sent: "Obrigado: recebemos sua mensagem. Enviamos um comprovante para o seu e-mail, e uma pessoa vai responder em até um dia útil.",
      invalid: "Não conseguimos ler a mensagem: escolha um assunto, informe seu e-mail e escreva pelo menos 10 caracteres.",
      limited: "Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos ou escreva para support@lingua-learning.com.",
      unavailable: "Não conseguimos salvar sua mensagem agora. Tente de novo em instantes ou escreva para support@lingua-learning.com.",
      receipt: {
        subject: (d) => "Recebemos sua mensagem (" + d.reference + ")",
        greeting: "Olá,",
        body: (d) => "Obrigado por escrever para o suporte do Lingo sobre “" + d.topic + "”. Uma pessoa vai responder neste endereço em até um dia útil.",
        reference: (d) => "Seu número de referência é " + d.reference + ". Mencione-o se escrever para nós de novo.",
        notYou: "Não escreveu para nós? Ignore este e-mail: você não vai receber mais nada.",
        signature: "Suporte do Lingo"
      },
      choose: "Escolha um assunto"
    }
  },
  uk: {
    search: {
      label: "Пошук у довідці",
      placeholder: "Наприклад: скасувати підписку",
      button: "Шукати",
      found: (d) => plural(d.count, 0, uk, { one: number("uk", d.count, 0) + " відповідь", few: number("uk", d.count, 0) + " відповіді", many: number("uk", d.count, 0) + " відповідей", other: number("uk", d.count, 0) + " відповіді" }) + " на запит «" + d.query + "»" as string,
      nothing: (d) => "Поки що жодна відповідь не згадує «" + d.query + "».",
      nothingHelp: "Спробуйте інші слова або перегляньте теми. Не знайшли? Напишіть нам: людина відповість протягом одного робочого дня.",
      writeToUs: "Написати нам",
      allQuestions: "Показати всі питання"
    },
    topicsLabel: "Теми",
    linkToAnswer: "Посилання на цю відповідь",
    topics: {
      general: "Як почати",
      app: "Застосунок",
      ai: "Практика зі ШІ",
      tutors: "Репетитори",
      classes: "Групові уроки",
      club: "Розмовний клуб",
      plans: "Тарифи й оплата",
      account: "Акаунт і підтримка"
    },
    contact: {
      heading: "Напишіть нам",
      lead: "Розкажіть, що потрібно. Людина відповість на вашу пошту протягом одного робочого дня.",
      topic: "Тема",
      topics: {
        plan: "Мій тариф і оплата",
        app: "Застосунок",
        tutors: "Уроки з репетитором",
        classes: "Групові уроки й клуб",
        account: "Мій акаунт і дані",
        other: "Інше"
      },
      email: "Ваша електронна пошта",
      emailHint: "Ми відповімо на цю адресу й не використовуватимемо її ні для чого іншого.",
      message: "Ваше повідомлення",
      messageHint: "Щонайменше 10 символів. Не пишіть номерів карток і паролів.",
      send: "Надіслати",
      another: "Написати ще одне повідомлення",
      sent: "Дякуємо: ваше повідомлення в нас. Ми надіслали вам підтвердження на пошту, а людина відповість протягом одного робочого дня.",
      invalid: "Не вдалося прочитати повідомлення: оберіть тему, вкажіть свою пошту й напишіть щонайменше 10 символів.",
      limited: "Ви надіслали кілька повідомлень за короткий час. Зачекайте кілька хвилин або напишіть на support@lingua-learning.com.",
      unavailable: "Зараз не вдалося зберегти повідомлення. Спробуйте ще раз за мить або напишіть на support@lingua-learning.com.",
      receipt: {
        subject: (d) => "Ми отримали ваше повідомлення (" + d.reference + ")",
        greeting: "Вітаємо!",
        body: (d) => "Дякуємо, що написали в підтримку Lingo щодо теми «" + d.topic + "». Людина відповість на цю адресу протягом одного робочого дня.",
        reference: (d) => "Номер вашого звернення — " + d.reference + ". Згадайте його, якщо напишете нам ще раз.",
        notYou: "Ви нам не писали? Просто проігноруйте цей лист: більше нічого не надійде.",
        signature: "Підтримка Lingo"
      },
      choose: "Оберіть тему"
    }
  },
};
export default messages;
