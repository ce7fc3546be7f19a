// Compiled from domain/i18n/catalogs/*.json by `node scripts/messages.mjs`: edit the catalogs, not this file.
import type { Locale } from '../../constants.ts';

export interface PromotionsMessages {
  promotion: string;
  appBanner: string;
  tutoringBanner: string;
  offerEndsIn: string;
  timeLeft: string;
  offerEnded: string;
  tickerPause: string;
  tickerPlay: string;
  subscribedTitle: string;
  subscribedText: string;
  compactOffer: string;
  openInStore: string;
  media: {
    enterFullscreen: string;
    exitFullscreen: string;
    pause: string;
    play: string;
    playAudio: string;
    pauseAudio: string;
    audioPosition: string;
    transcript: string;
    captionsLanguage: string;
  };
}

const messages: Record<Locale, PromotionsMessages> = {
  en: {
    promotion: "Special offer",
    appBanner: "Get the app",
    tutoringBanner: "Lessons with a tutor",
    offerEndsIn: "Offer ends in",
    timeLeft: "Time left",
    offerEnded: "Offer ended",
    tickerPause: "Pause the running text",
    tickerPlay: "Play the running text",
    subscribedTitle: "You’re subscribed!",
    subscribedText: "Check your inbox: your first lesson plan is on its way.",
    compactOffer: "Your offer",
    openInStore: "Open in the store",
    media: {
      enterFullscreen: "Open fullscreen",
      exitFullscreen: "Exit fullscreen",
      pause: "Pause video",
      play: "Play video",
      playAudio: "Play audio",
      pauseAudio: "Pause audio",
      audioPosition: "Position",
      transcript: "Transcript",
      captionsLanguage: "English"
    }
  },
  es: {
    promotion: "Oferta especial",
    appBanner: "Descarga la app",
    tutoringBanner: "Clases con un tutor",
    offerEndsIn: "La oferta termina en",
    timeLeft: "Tiempo restante",
    offerEnded: "Oferta finalizada",
    tickerPause: "Pausar el texto en movimiento",
    tickerPlay: "Reanudar el texto en movimiento",
    subscribedTitle: "¡Te has suscrito!",
    subscribedText: "Revisa tu correo: tu primer plan de clases está en camino.",
    compactOffer: "Tu oferta",
    openInStore: "Abrir en la tienda",
    media: {
      enterFullscreen: "Pantalla completa",
      exitFullscreen: "Salir de pantalla completa",
      pause: "Pausar vídeo",
      play: "Reproducir vídeo",
      playAudio: "Reproducir audio",
      pauseAudio: "Pausar audio",
      audioPosition: "Posición",
      transcript: "Transcripción",
      captionsLanguage: "Inglés"
    }
  },
  pt: {
    promotion: "Oferta especial",
    appBanner: "Baixe o app",
    tutoringBanner: "Aulas com um tutor",
    offerEndsIn: "A oferta termina em",
    timeLeft: "Tempo restante",
    offerEnded: "Oferta encerrada",
    tickerPause: "Pausar o texto em movimento",
    tickerPlay: "Retomar o texto em movimento",
    subscribedTitle: "Inscrição feita!",
    subscribedText: "Confira seu e-mail: seu primeiro plano de aulas está a caminho.",
    compactOffer: "Sua oferta",
    openInStore: "Abrir na loja",
    media: {
      enterFullscreen: "Tela cheia",
      exitFullscreen: "Sair da tela cheia",
      pause: "Pausar vídeo",
      play: "Reproduzir vídeo",
      playAudio: "Reproduzir áudio",
      pauseAudio: "Pausar áudio",
      audioPosition: "Posição",
      transcript: "Transcrição",
      captionsLanguage: "Inglês"
    }
  },
  uk: {
    promotion: "Спеціальна пропозиція",
    appBanner: "Завантажте застосунок",
    tutoringBanner: "Уроки з репетитором",
    offerEndsIn: "Пропозиція діє ще",
    timeLeft: "Залишилося",
    offerEnded: "Пропозицію завершено",
    tickerPause: "Зупинити рядок",
    tickerPlay: "Запустити рядок",
    subscribedTitle: "Ви підписалися!",
    subscribedText: "Перевірте пошту: ваш перший план уроків уже в дорозі.",
    compactOffer: "Ваша пропозиція",
    openInStore: "Відкрити в магазині",
    media: {
      enterFullscreen: "На весь екран",
      exitFullscreen: "Вийти з повноекранного режиму",
      pause: "Призупинити відео",
      play: "Відтворити відео",
      playAudio: "Відтворити аудіо",
      pauseAudio: "Призупинити аудіо",
      audioPosition: "Позиція",
      transcript: "Текстова версія",
      captionsLanguage: "Англійська"
    }
  },
};
export default messages;
