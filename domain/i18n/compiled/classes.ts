// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import { number, plural, select } from "@messageformat/runtime";
import { pluralRule } from '../plural-rules.ts';
import type { Locale } from '../../constants.ts';

const en = pluralRule("en");
const es = pluralRule("es");
const pt = pluralRule("pt");
const uk = pluralRule("uk");

export interface ClassesMessages {
  zone: (values: { zone: string | number }) => string;
  capacity: (values: { kind: string; count: number }) => string;
  seatsLeft: (values: { count: number }) => string;
  full: string;
  reserve: string;
  reserveIn: (values: { topic: string | number }) => string;
  name: string;
  email: string;
  terms: string;
  submit: string;
  sending: string;
  errors: {
    name: string;
    email: string;
    terms: string;
  };
  reserved: string;
  reservedText: (values: { email: string | number }) => string;
  price: (values: { price: string | number }) => string;
  join: string;
  calendar: string;
  cancel: string;
  full409: string;
  unavailable: string;
  failed: string;
  offline: string;
  doneNoScript: string;
  level: string;
}

const messages: Record<Locale, ClassesMessages> = {
  en: {
    zone: (d) => "Times shown in " + d.zone,
    capacity: (d) => select(d.kind, { group: "Up to " + d.count + " learners", other: "Up to " + d.count + " people" }) as string,
    seatsLeft: (d) => plural(d.count, 0, en, { one: number("en", d.count, 0) + " seat left", other: number("en", d.count, 0) + " seats left" }) as string,
    full: "Full: no seats left",
    reserve: "Reserve a seat",
    reserveIn: (d) => "Reserve a seat in " + d.topic,
    name: "Your name",
    email: "Your email",
    terms: "I accept the Terms and conditions and the Privacy policy",
    submit: "Reserve my seat",
    sending: "Reserving…",
    errors: {
      name: "Please enter your name",
      email: "Please enter a valid email address",
      terms: "Please accept the terms to reserve a seat"
    },
    reserved: "Your seat is reserved",
    reservedText: (d) => "We’ve sent the details to " + d.email + ".",
    price: (d) => "Included in Lingo Plus (7 days free, then " + d.price + " a month).",
    join: "Sign in to Lingo with this email address, in the app or on the website. The class opens 10 minutes before it starts; bring a camera and a microphone.",
    calendar: "Add to my calendar (.ics)",
    cancel: "Can’t come? Cancel my seat",
    full409: "This session has just filled up. Please choose another one.",
    unavailable: "This session has started or is no longer on the timetable. Please choose another one.",
    failed: "Your seat could not be reserved. Please try again in a moment.",
    offline: "Nothing was sent: you seem to be offline. Your details are still here; try again when you’re back online.",
    doneNoScript: "Your seat is reserved. We’ve emailed you the time, a calendar file and how to join.",
    level: "Level"
  },
  es: {
    zone: (d) => "Zona horaria: " + d.zone,
    capacity: (d) => select(d.kind, { group: "Hasta " + d.count + " alumnos", other: "Hasta " + d.count + " personas" }) as string,
    seatsLeft: (d) => plural(d.count, 0, es, { one: "Queda " + number("es", d.count, 0) + " plaza", other: "Quedan " + number("es", d.count, 0) + " plazas" }) as string,
    full: "Completa: no quedan plazas",
    reserve: "Reservar plaza",
    reserveIn: (d) => "Reservar plaza en " + d.topic,
    name: "Tu nombre",
    email: "Correo electrónico",
    terms: "Acepto los Términos y condiciones y la Política de privacidad",
    submit: "Reservar mi plaza",
    sending: "Reservando…",
    errors: {
      name: "Escribe tu nombre",
      email: "Escribe un correo electrónico válido",
      terms: "Acepta los términos para reservar una plaza"
    },
    reserved: "Tu plaza está reservada",
    reservedText: (d) => "Te hemos enviado los detalles a " + d.email + ".",
    price: (d) => "Incluida en Lingo Plus (7 días gratis y después " + d.price + " al mes).",
    join: "Inicia sesión en Lingo con este correo, en la app o en la web. La clase se abre 10 minutos antes de empezar; ten a mano cámara y micrófono.",
    calendar: "Añadir a mi calendario (.ics)",
    cancel: "¿No puedes venir? Cancelar mi plaza",
    full409: "Esta sesión se acaba de llenar. Elige otra, por favor.",
    unavailable: "Esta sesión ya ha empezado o ya no está en el horario. Elige otra, por favor.",
    failed: "No hemos podido reservar tu plaza. Inténtalo de nuevo en un momento.",
    offline: "No se ha enviado nada: parece que no tienes conexión. Tus datos siguen aquí; inténtalo de nuevo cuando vuelvas a estar en línea.",
    doneNoScript: "Tu plaza está reservada. Te hemos enviado por correo la hora, un archivo de calendario y cómo unirte.",
    level: "Nivel"
  },
  pt: {
    zone: (d) => "Fuso horário: " + d.zone,
    capacity: (d) => select(d.kind, { group: "Até " + d.count + " alunos", other: "Até " + d.count + " pessoas" }) as string,
    seatsLeft: (d) => plural(d.count, 0, pt, { one: "Resta " + number("pt", d.count, 0) + " vaga", other: "Restam " + number("pt", d.count, 0) + " vagas" }) as string,
    full: "Lotada: não há vagas",
    reserve: "Reservar vaga",
    reserveIn: (d) => "Reservar vaga em " + d.topic,
    name: "Seu nome",
    email: "E-mail",
    terms: "Aceito os Termos e condições e a Política de privacidade",
    submit: "Reservar minha vaga",
    sending: "Reservando…",
    errors: {
      name: "Digite seu nome",
      email: "Digite um e-mail válido",
      terms: "Aceite os termos para reservar uma vaga"
    },
    reserved: "Sua vaga está reservada",
    reservedText: (d) => "Enviamos os detalhes para " + d.email + ".",
    price: (d) => "Incluída no Lingo Plus (7 dias grátis, depois " + d.price + " por mês).",
    join: "Entre no Lingo com este e-mail, no app ou no site. A aula abre 10 minutos antes do início; tenha câmera e microfone à mão.",
    calendar: "Adicionar à minha agenda (.ics)",
    cancel: "Não vai poder ir? Cancelar minha vaga",
    full409: "Esta sessão acabou de lotar. Escolha outra, por favor.",
    unavailable: "Esta sessão já começou ou não está mais na agenda. Escolha outra, por favor.",
    failed: "Não conseguimos reservar sua vaga. Tente de novo daqui a pouco.",
    offline: "Nada foi enviado: parece que você está sem conexão. Seus dados continuam aqui; tente de novo quando estiver on-line.",
    doneNoScript: "Sua vaga está reservada. Enviamos por e-mail o horário, um arquivo de agenda e como entrar.",
    level: "Nível"
  },
  uk: {
    zone: (d) => "Розклад " + d.zone,
    capacity: (d) => select(d.kind, { group: plural(d.count, 0, uk, { one: "До " + number("uk", d.count, 0) + " учня", other: "До " + number("uk", d.count, 0) + " учнів" }), other: plural(d.count, 0, uk, { one: "До " + number("uk", d.count, 0) + " учасника", other: "До " + number("uk", d.count, 0) + " учасників" }) }) as string,
    seatsLeft: (d) => plural(d.count, 0, uk, { one: "Залишилося " + number("uk", d.count, 0) + " місце", few: "Залишилося " + number("uk", d.count, 0) + " місця", many: "Залишилося " + number("uk", d.count, 0) + " місць", other: "Залишилося " + number("uk", d.count, 0) + " місця" }) as string,
    full: "Місць немає",
    reserve: "Забронювати місце",
    reserveIn: (d) => "Забронювати місце: " + d.topic,
    name: "Ваше імʼя",
    email: "Електронна пошта",
    terms: "Я приймаю Умови користування та Політику конфіденційності",
    submit: "Забронювати",
    sending: "Бронюємо…",
    errors: {
      name: "Введіть своє імʼя",
      email: "Вкажіть правильну адресу електронної пошти",
      terms: "Щоб забронювати місце, прийміть умови"
    },
    reserved: "Місце заброньовано",
    reservedText: (d) => "Ми надіслали подробиці на " + d.email + ".",
    price: (d) => "Входить у Lingo Plus (7 днів безкоштовно, далі " + d.price + " на місяць).",
    join: "Увійдіть у Lingo з цією адресою пошти в застосунку або на сайті. Заняття відкривається за 10 хвилин до початку; потрібні камера й мікрофон.",
    calendar: "Додати в календар (.ics)",
    cancel: "Не зможете прийти? Скасувати бронювання",
    full409: "Щойно зайняли останнє місце. Оберіть, будь ласка, інше заняття.",
    unavailable: "Це заняття вже почалося або його більше немає в розкладі. Оберіть, будь ласка, інше.",
    failed: "Не вдалося забронювати місце. Спробуйте ще раз за хвилину.",
    offline: "Нічого не надіслано: схоже, ви офлайн. Ваші дані збережено в полях; спробуйте знову, коли зʼявиться звʼязок.",
    doneNoScript: "Місце заброньовано. Ми надіслали на пошту час, файл для календаря й інструкцію, як приєднатися.",
    level: "Рівень"
  },
};
export default messages;
