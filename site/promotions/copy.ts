// The promotions' own words (the offers themselves come from the CMS), per locale.
import type { CountdownProps, MediaLabels } from '../../design-system/index.ts';
import { DEFAULT_MEDIA_LABELS, splitTimeLeft } from '../../design-system/index.ts';
import type { Locale } from '../../domain/constants.ts';
import { MESSAGES, plural } from '../../domain/i18n/index.ts';

export interface PromotionsCopy {
  /** Names a banner's region landmark when the CMS gives no title. */
  promotion: string;
  appBanner: string;
  tutoringBanner: string;
  /** Names a countdown (role="timer") with no CMS label. */
  offerEndsIn: string;
  /** The email popup's countdown. */
  timeLeft: string;
  /** A countdown whose time is up. */
  offerEnded: string;
  tickerPause: string;
  tickerPlay: string;
  close: string;
  subscribedTitle: string;
  subscribedText: string;
  /** The compact call-to-action after the timer popup is dismissed. */
  compactOffer: string;
  qrCode: string;
  scanToDownload: string;
  openInStore: string;
  /** Read after a call to action that opens a new tab. */
  newTab: string;
  media: MediaLabels;
}

export const PROMOTIONS_COPY: Record<Locale, PromotionsCopy> = {
  en: {
    promotion: 'Special offer',
    appBanner: 'Get the app',
    tutoringBanner: 'Lessons with a tutor',
    offerEndsIn: 'Offer ends in',
    timeLeft: 'Time left',
    offerEnded: 'Offer ended',
    tickerPause: 'Pause the running text',
    tickerPlay: 'Play the running text',
    close: MESSAGES.en.close,
    subscribedTitle: 'You’re subscribed!',
    subscribedText: 'Check your inbox: your first lesson plan is on its way.',
    compactOffer: 'Your offer',
    qrCode: MESSAGES.en.footer.qrCode,
    scanToDownload: MESSAGES.en.footer.scanToDownload,
    newTab: MESSAGES.en.newTab,
    openInStore: 'Open in the store',
    media: DEFAULT_MEDIA_LABELS,
  },
  es: {
    promotion: 'Oferta especial',
    appBanner: 'Descarga la app',
    tutoringBanner: 'Clases con un tutor',
    offerEndsIn: 'La oferta termina en',
    timeLeft: 'Tiempo restante',
    offerEnded: 'Oferta finalizada',
    tickerPause: 'Pausar el texto en movimiento',
    tickerPlay: 'Reanudar el texto en movimiento',
    close: MESSAGES.es.close,
    subscribedTitle: '¡Te has suscrito!',
    subscribedText: 'Revisa tu correo: tu primer plan de clases está en camino.',
    compactOffer: 'Tu oferta',
    qrCode: MESSAGES.es.footer.qrCode,
    scanToDownload: MESSAGES.es.footer.scanToDownload,
    newTab: MESSAGES.es.newTab,
    openInStore: 'Abrir en la tienda',
    media: {
      enterFullscreen: 'Pantalla completa',
      exitFullscreen: 'Salir de pantalla completa',
      pause: 'Pausar vídeo',
      play: 'Reproducir vídeo',
      playAudio: 'Reproducir audio',
      pauseAudio: 'Pausar audio',
      audioPosition: 'Posición',
    },
  },
  pt: {
    promotion: 'Oferta especial',
    appBanner: 'Baixe o app',
    tutoringBanner: 'Aulas com um tutor',
    offerEndsIn: 'A oferta termina em',
    timeLeft: 'Tempo restante',
    offerEnded: 'Oferta encerrada',
    tickerPause: 'Pausar o texto em movimento',
    tickerPlay: 'Retomar o texto em movimento',
    close: MESSAGES.pt.close,
    subscribedTitle: 'Inscrição feita!',
    subscribedText: 'Confira seu e-mail: seu primeiro plano de aulas está a caminho.',
    compactOffer: 'Sua oferta',
    qrCode: MESSAGES.pt.footer.qrCode,
    scanToDownload: MESSAGES.pt.footer.scanToDownload,
    newTab: MESSAGES.pt.newTab,
    openInStore: 'Abrir na loja',
    media: {
      enterFullscreen: 'Tela cheia',
      exitFullscreen: 'Sair da tela cheia',
      pause: 'Pausar vídeo',
      play: 'Reproduzir vídeo',
      playAudio: 'Reproduzir áudio',
      pauseAudio: 'Pausar áudio',
      audioPosition: 'Posição',
    },
  },
  uk: {
    promotion: 'Спеціальна пропозиція',
    appBanner: 'Завантажте застосунок',
    tutoringBanner: 'Уроки з репетитором',
    offerEndsIn: 'Пропозиція діє ще',
    timeLeft: 'Залишилося',
    offerEnded: 'Пропозицію завершено',
    tickerPause: 'Зупинити рядок',
    tickerPlay: 'Запустити рядок',
    close: MESSAGES.uk.close,
    subscribedTitle: 'Ви підписалися!',
    subscribedText: 'Перевірте пошту: ваш перший план уроків уже в дорозі.',
    compactOffer: 'Ваша пропозиція',
    qrCode: MESSAGES.uk.footer.qrCode,
    scanToDownload: MESSAGES.uk.footer.scanToDownload,
    newTab: MESSAGES.uk.newTab,
    openInStore: 'Відкрити в магазині',
    media: {
      enterFullscreen: 'На весь екран',
      exitFullscreen: 'Вийти з повноекранного режиму',
      pause: 'Призупинити відео',
      play: 'Відтворити відео',
      playAudio: 'Відтворити аудіо',
      pauseAudio: 'Призупинити аудіо',
      audioPosition: 'Позиція',
    },
  },
};

/**
 * The countdown's unit words for what is left, in the locale's plural forms (1 день, 2 дні,
 * 5 днів), and every word it may show, so its tiles keep one width as the words change.
 */
export function countdownWords(locale: Locale, timeLeftMs: number): Required<Pick<CountdownProps, 'labels' | 'reservedLabels'>> {
  const parts = splitTimeLeft(timeLeftMs);
  const forms = MESSAGES[locale].countdown;
  return {
    labels: {
      days: plural(locale, parts.days, forms.days),
      hours: plural(locale, parts.hours, forms.hours),
      minutes: plural(locale, parts.minutes, forms.minutes),
      seconds: plural(locale, parts.seconds, forms.seconds),
    },
    reservedLabels: [...new Set(Object.values(forms).flatMap((unit) => Object.values(unit)))],
  };
}
