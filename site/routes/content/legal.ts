// The three legal documents linked from every footer (spec §2), per locale. Demo text written for
// this site: short, plain and complete enough to read; the real wording comes from counsel.
import type { Locale } from '../../../domain/constants.ts';

export const LEGAL_SLUGS = ['terms-and-conditions', 'privacy-policy', 'cookie-policy'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export interface LegalSection {
  /** Anchor of the section; footer links point at some (#do-not-sell, #settings). */
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  summary: string;
  /** ISO date of the last change. */
  updated: string;
  sections: LegalSection[];
}

const UPDATED = '2026-11-01';

type Texts = Record<LegalSlug, { title: string; summary: string; sections: LegalSection[] }>;

const en: Texts = {
  'terms-and-conditions': {
    title: 'Terms and conditions',
    summary: 'The agreement between you and Lingo when you use our website, app, lessons and classes.',
    sections: [
      { id: 'agreement', heading: 'Our agreement', paragraphs: ['By creating an account or buying a plan you accept these terms. If you do not agree, please do not use the service.'] },
      { id: 'accounts', heading: 'Your account', paragraphs: ['Keep your sign-in details private and tell us at once if someone else uses your account. You must be at least 16, or have a parent’s consent.'] },
      { id: 'plans', heading: 'Plans, payments and refunds', paragraphs: ['Subscriptions renew until you cancel. You can cancel at any time in your account settings; the plan stays active until the end of the period you paid for.', 'Lessons with a tutor can be rescheduled free of charge up to 24 hours before they start.'] },
      { id: 'conduct', heading: 'Respectful learning', paragraphs: ['Treat tutors and other learners with respect. We may suspend accounts that harass others, share others’ personal data or misuse the service.'] },
      { id: 'contact', heading: 'Questions', paragraphs: ['Write to us through the contact page; we answer within two working days.'] },
    ],
  },
  'privacy-policy': {
    title: 'Privacy policy',
    summary: 'What personal data we collect, why, how long we keep it, and the choices you have.',
    sections: [
      { id: 'data', heading: 'What we collect', paragraphs: ['Your account details, your learning progress, the messages you send us and, with your consent, how you use the website.'] },
      { id: 'purposes', heading: 'Why we use it', paragraphs: ['To run your lessons and plan, to improve the courses, to keep the service secure and, if you subscribe, to send you news you asked for.'] },
      { id: 'retention', heading: 'How long we keep it', paragraphs: ['As long as your account is open, and up to 12 months after you close it, unless the law asks us to keep it longer.'] },
      { id: 'rights', heading: 'Your rights', paragraphs: ['You can see, correct, export or delete your data, and object to its use, at any time from your account or by writing to us.'] },
      { id: 'do-not-sell', heading: 'Do not sell or share my personal information', paragraphs: ['Residents of California can opt out of the sale or sharing of personal information for targeted advertising. Turn off advertising cookies in the cookie settings, and we stop sharing from that browser at once.'] },
    ],
  },
  'cookie-policy': {
    title: 'Cookie policy',
    summary: 'Which cookies and similar technologies the website uses, and how to change your choice.',
    sections: [
      { id: 'necessary', heading: 'Strictly necessary', paragraphs: ['Keep you signed in, remember your language and protect forms. They cannot be switched off.'] },
      { id: 'analytics', heading: 'Analytics', paragraphs: ['Tell us which pages help learners and which do not. They are set only with your consent.'] },
      { id: 'advertising', heading: 'Advertising', paragraphs: ['Measure our campaigns on other sites. They are set only with your consent.'] },
      { id: 'settings', heading: 'Change your cookie settings', paragraphs: ['Use the “Cookie settings” link at the bottom of every page to see and change your choice at any time. Your choice is kept for 12 months.'] },
    ],
  },
};

const es: Texts = {
  'terms-and-conditions': {
    title: 'Términos y condiciones',
    summary: 'El acuerdo entre tú y Lingo cuando usas nuestra web, la app, las clases y los cursos.',
    sections: [
      { id: 'agreement', heading: 'Nuestro acuerdo', paragraphs: ['Al crear una cuenta o comprar un plan aceptas estos términos. Si no estás de acuerdo, no uses el servicio.'] },
      { id: 'accounts', heading: 'Tu cuenta', paragraphs: ['Mantén en privado tus datos de acceso y avísanos enseguida si otra persona usa tu cuenta. Debes tener al menos 16 años o el permiso de tus padres.'] },
      { id: 'plans', heading: 'Planes, pagos y reembolsos', paragraphs: ['Las suscripciones se renuevan hasta que las canceles. Puedes cancelar en cualquier momento desde tu cuenta; el plan sigue activo hasta el final del periodo pagado.', 'Las clases con profesor se pueden cambiar de hora sin coste hasta 24 horas antes de empezar.'] },
      { id: 'conduct', heading: 'Aprender con respeto', paragraphs: ['Trata con respeto a profesores y alumnos. Podemos suspender cuentas que acosen, compartan datos ajenos o hagan mal uso del servicio.'] },
      { id: 'contact', heading: 'Preguntas', paragraphs: ['Escríbenos desde la página de contacto; respondemos en dos días laborables.'] },
    ],
  },
  'privacy-policy': {
    title: 'Política de privacidad',
    summary: 'Qué datos personales recogemos, para qué, cuánto tiempo los guardamos y qué puedes decidir.',
    sections: [
      { id: 'data', heading: 'Qué recogemos', paragraphs: ['Los datos de tu cuenta, tu progreso, los mensajes que nos envías y, con tu consentimiento, cómo usas la web.'] },
      { id: 'purposes', heading: 'Para qué los usamos', paragraphs: ['Para dar tus clases y tu plan, mejorar los cursos, proteger el servicio y, si te suscribes, enviarte las novedades que pediste.'] },
      { id: 'retention', heading: 'Cuánto tiempo los guardamos', paragraphs: ['Mientras tu cuenta esté abierta y hasta 12 meses después de cerrarla, salvo que la ley exija más.'] },
      { id: 'rights', heading: 'Tus derechos', paragraphs: ['Puedes ver, corregir, exportar o borrar tus datos y oponerte a su uso en cualquier momento, desde tu cuenta o escribiéndonos.'] },
      { id: 'do-not-sell', heading: 'No vender ni compartir mi información personal', paragraphs: ['Los residentes de California pueden oponerse a la venta o cesión de su información para publicidad personalizada. Desactiva las cookies de publicidad en la configuración de cookies y dejaremos de compartir desde ese navegador.'] },
    ],
  },
  'cookie-policy': {
    title: 'Política de cookies',
    summary: 'Qué cookies y tecnologías similares usa la web y cómo cambiar tu elección.',
    sections: [
      { id: 'necessary', heading: 'Estrictamente necesarias', paragraphs: ['Mantienen tu sesión, recuerdan tu idioma y protegen los formularios. No se pueden desactivar.'] },
      { id: 'analytics', heading: 'Analítica', paragraphs: ['Nos dicen qué páginas ayudan a aprender y cuáles no. Solo se usan con tu consentimiento.'] },
      { id: 'advertising', heading: 'Publicidad', paragraphs: ['Miden nuestras campañas en otras webs. Solo se usan con tu consentimiento.'] },
      { id: 'settings', heading: 'Cambia tu configuración de cookies', paragraphs: ['Usa el enlace «Configuración de cookies» al pie de cada página para ver y cambiar tu elección cuando quieras. Tu elección se guarda 12 meses.'] },
    ],
  },
};

const pt: Texts = {
  'terms-and-conditions': {
    title: 'Termos e condições',
    summary: 'O acordo entre você e a Lingo quando usa nosso site, o app, as aulas e os cursos.',
    sections: [
      { id: 'agreement', heading: 'Nosso acordo', paragraphs: ['Ao criar uma conta ou comprar um plano, você aceita estes termos. Se não concordar, não use o serviço.'] },
      { id: 'accounts', heading: 'Sua conta', paragraphs: ['Mantenha seus dados de acesso em sigilo e avise-nos logo se outra pessoa usar sua conta. Você precisa ter pelo menos 16 anos ou autorização dos pais.'] },
      { id: 'plans', heading: 'Planos, pagamentos e reembolsos', paragraphs: ['As assinaturas são renovadas até você cancelar. Cancele quando quiser nas configurações da conta; o plano continua ativo até o fim do período pago.', 'Aulas com professor podem ser remarcadas sem custo até 24 horas antes do início.'] },
      { id: 'conduct', heading: 'Aprender com respeito', paragraphs: ['Trate professores e alunos com respeito. Podemos suspender contas que assediem, compartilhem dados de outras pessoas ou façam mau uso do serviço.'] },
      { id: 'contact', heading: 'Dúvidas', paragraphs: ['Escreva pela página de contato; respondemos em até dois dias úteis.'] },
    ],
  },
  'privacy-policy': {
    title: 'Política de privacidade',
    summary: 'Quais dados pessoais coletamos, por quê, por quanto tempo e quais escolhas você tem.',
    sections: [
      { id: 'data', heading: 'O que coletamos', paragraphs: ['Os dados da sua conta, seu progresso, as mensagens que você nos envia e, com seu consentimento, como você usa o site.'] },
      { id: 'purposes', heading: 'Para que usamos', paragraphs: ['Para oferecer suas aulas e seu plano, melhorar os cursos, proteger o serviço e, se você assinar, enviar as novidades que pediu.'] },
      { id: 'retention', heading: 'Por quanto tempo guardamos', paragraphs: ['Enquanto sua conta estiver aberta e até 12 meses depois de encerrada, salvo exigência legal.'] },
      { id: 'rights', heading: 'Seus direitos', paragraphs: ['Você pode ver, corrigir, exportar ou excluir seus dados e se opor ao uso deles a qualquer momento, pela conta ou escrevendo para nós.'] },
      { id: 'do-not-sell', heading: 'Não vender nem compartilhar minhas informações pessoais', paragraphs: ['Residentes da Califórnia podem recusar a venda ou o compartilhamento de informações pessoais para publicidade direcionada. Desative os cookies de publicidade nas configurações de cookies e paramos de compartilhar a partir desse navegador.'] },
    ],
  },
  'cookie-policy': {
    title: 'Política de cookies',
    summary: 'Quais cookies e tecnologias semelhantes o site usa e como mudar sua escolha.',
    sections: [
      { id: 'necessary', heading: 'Estritamente necessários', paragraphs: ['Mantêm você conectado, lembram seu idioma e protegem os formulários. Não podem ser desativados.'] },
      { id: 'analytics', heading: 'Análise', paragraphs: ['Mostram quais páginas ajudam os alunos e quais não. Só são usados com seu consentimento.'] },
      { id: 'advertising', heading: 'Publicidade', paragraphs: ['Medem nossas campanhas em outros sites. Só são usados com seu consentimento.'] },
      { id: 'settings', heading: 'Altere suas configurações de cookies', paragraphs: ['Use o link “Configurações de cookies” no rodapé de cada página para ver e mudar sua escolha quando quiser. Sua escolha é mantida por 12 meses.'] },
    ],
  },
};

const uk: Texts = {
  'terms-and-conditions': {
    title: 'Умови використання',
    summary: 'Угода між вами та Lingo, коли ви користуєтеся сайтом, застосунком, уроками й заняттями.',
    sections: [
      { id: 'agreement', heading: 'Наша угода', paragraphs: ['Створюючи акаунт або купуючи план, ви приймаєте ці умови. Якщо ви не згодні, будь ласка, не користуйтеся сервісом.'] },
      { id: 'accounts', heading: 'Ваш акаунт', paragraphs: ['Не передавайте нікому дані для входу й одразу повідомте нас, якщо вашим акаунтом користується хтось інший. Вам має бути щонайменше 16 років або потрібна згода батьків.'] },
      { id: 'plans', heading: 'Плани, оплата й повернення коштів', paragraphs: ['Підписка подовжується, доки ви її не скасуєте. Скасувати можна будь-коли в налаштуваннях акаунта; план діє до кінця оплаченого періоду.', 'Урок із репетитором можна безкоштовно перенести не пізніше ніж за 24 години до початку.'] },
      { id: 'conduct', heading: 'Навчання з повагою', paragraphs: ['Ставтеся з повагою до репетиторів та інших учнів. Ми можемо призупинити акаунти, що ображають інших, поширюють чужі персональні дані чи зловживають сервісом.'] },
      { id: 'contact', heading: 'Запитання', paragraphs: ['Напишіть нам через сторінку контактів; ми відповідаємо протягом двох робочих днів.'] },
    ],
  },
  'privacy-policy': {
    title: 'Політика конфіденційності',
    summary: 'Які персональні дані ми збираємо, навіщо, як довго зберігаємо і що ви можете обрати.',
    sections: [
      { id: 'data', heading: 'Що ми збираємо', paragraphs: ['Дані вашого акаунта, ваш прогрес, повідомлення, які ви нам надсилаєте, і, за вашою згодою, те, як ви користуєтеся сайтом.'] },
      { id: 'purposes', heading: 'Навіщо ми їх використовуємо', paragraphs: ['Щоб проводити ваші уроки й обслуговувати план, покращувати курси, захищати сервіс і, якщо ви підписалися, надсилати новини, які ви просили.'] },
      { id: 'retention', heading: 'Як довго ми їх зберігаємо', paragraphs: ['Поки ваш акаунт відкритий і до 12 місяців після його закриття, якщо закон не вимагає довше.'] },
      { id: 'rights', heading: 'Ваші права', paragraphs: ['Ви можете будь-коли переглянути, виправити, експортувати чи видалити свої дані й заперечити проти їх використання — в акаунті або написавши нам.'] },
      { id: 'do-not-sell', heading: 'Не продавати й не передавати мої персональні дані', paragraphs: ['Мешканці Каліфорнії можуть відмовитися від продажу чи передавання персональних даних для таргетованої реклами. Вимкніть рекламні файли cookie в налаштуваннях cookie, і ми одразу припинимо передавання з цього браузера.'] },
    ],
  },
  'cookie-policy': {
    title: 'Політика щодо файлів cookie',
    summary: 'Які файли cookie та подібні технології використовує сайт і як змінити свій вибір.',
    sections: [
      { id: 'necessary', heading: 'Суворо необхідні', paragraphs: ['Зберігають вхід в акаунт, памʼятають вашу мову й захищають форми. Їх не можна вимкнути.'] },
      { id: 'analytics', heading: 'Аналітика', paragraphs: ['Показують, які сторінки допомагають учням, а які ні. Використовуються лише з вашої згоди.'] },
      { id: 'advertising', heading: 'Реклама', paragraphs: ['Вимірюють наші кампанії на інших сайтах. Використовуються лише з вашої згоди.'] },
      { id: 'settings', heading: 'Змініть налаштування cookie', paragraphs: ['Скористайтеся посиланням «Налаштування cookie» внизу кожної сторінки, щоб будь-коли переглянути й змінити свій вибір. Ваш вибір зберігається 12 місяців.'] },
    ],
  },
};

const TEXTS: Record<Locale, Texts> = { en, es, pt, uk };

export function legalDocument(slug: string, locale: Locale): LegalDocument | null {
  if (!(LEGAL_SLUGS as readonly string[]).includes(slug)) return null;
  const text = TEXTS[locale][slug as LegalSlug];
  return { slug: slug as LegalSlug, updated: UPDATED, ...text };
}
