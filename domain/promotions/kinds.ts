// The popup kinds, one row each: when a kind asks to open, how long a "no" lasts, who it is for,
// what it turns into on a phone, and the CMS slot its popups come from. The decision (decide.ts) and the host that shows the popups
// (site/promotions/popups/PopupHost.tsx) read only this table: a new kind is a row here and a
// component in the host's map.
import {
  EMAIL_POPUP_MIN_SCROLL_PX,
  EXIT_INTENT_SUPPRESSED_S,
  MEDIA_POPUP_MIN_SCROLL_PX,
  POPUP_DISMISSAL_DEFAULT_EXPIRY_S,
  QR_POPUP_DELAY_MS,
  TIMER_POPUP_DELAY_MS,
  TIMER_POPUP_DISMISSAL_S,
  TUTORING_POPUP_DELAY_MS,
  TUTORING_POPUP_DISMISSAL_S,
} from '../constants.ts';
import { POPUP_KINDS, type PopupKind } from '../content/popup-kinds.ts';


/** What makes a popup ask to open (spec §4). `largeScreensOnly`: from the md breakpoint. */
export type Trigger =
  | { on: 'scroll'; px: number }
  | { on: 'delay'; ms: number; largeScreensOnly?: boolean }
  | { on: 'exit-intent' }
  | { on: 'closed'; kind: PopupKind };

export interface PopupKindRow {
  /** Any one of them opens it (the first to fire). */
  triggers: readonly Trigger[];
  /** How long closing it keeps it away (spec §9), in seconds. */
  dismissalS: number;
  /** An offer for new customers: a signed-in visitor already is one. */
  newCustomersOnly: boolean;
  /** Needs a running countdown (the timer popup's offer has an end; spec §4). */
  needsRunningOffer: boolean;
  /** A QR code cannot be scanned by the phone or tablet showing it: there, the store button of its platform instead. */
  storeButtonOnTouch: boolean;
  /** Its `gen_clicked_cta` place. */
  place: `popup:${PopupKind}`;
  /** The CMS's slug its popups are published under, the locale appended ("download-qr-uk"). */
  slot: string;
  /**
   * Opens while the visitor is busy with the page (issue 63): held on a page whose task is a form
   * or a filtered list, and on a phone whose page already has a bar. The exit-intent popup opens
   * as the visitor leaves, which interrupts nothing.
   */
  interruptsTask: boolean;
  /** Opens on a phone at all: a video the visitor did not ask for does not take half of a phone's screen. */
  onPhone: boolean;
}

export const POPUP_KIND_TABLE: Readonly<Record<PopupKind, PopupKindRow>> = {
  'email-subscribe': {
    triggers: [{ on: 'scroll', px: EMAIL_POPUP_MIN_SCROLL_PX }],
    dismissalS: POPUP_DISMISSAL_DEFAULT_EXPIRY_S,
    newCustomersOnly: false,
    needsRunningOffer: false,
    storeButtonOnTouch: false,
    place: 'popup:email-subscribe',
    slot: 'email-subscribe',
    interruptsTask: true,
    onPhone: true,
  },
  'exit-intent': {
    triggers: [{ on: 'exit-intent' }],
    dismissalS: EXIT_INTENT_SUPPRESSED_S,
    newCustomersOnly: true,
    needsRunningOffer: false,
    storeButtonOnTouch: false,
    place: 'popup:exit-intent',
    slot: 'exit-intent',
    interruptsTask: false,
    onPhone: true,
  },
  timer: {
    triggers: [{ on: 'delay', ms: TIMER_POPUP_DELAY_MS }],
    dismissalS: TIMER_POPUP_DISMISSAL_S,
    newCustomersOnly: true,
    needsRunningOffer: true,
    storeButtonOnTouch: false,
    place: 'popup:timer',
    slot: 'timer',
    interruptsTask: true,
    onPhone: true,
  },
  media: {
    triggers: [{ on: 'scroll', px: MEDIA_POPUP_MIN_SCROLL_PX }],
    dismissalS: POPUP_DISMISSAL_DEFAULT_EXPIRY_S,
    newCustomersOnly: false,
    needsRunningOffer: false,
    storeButtonOnTouch: false,
    place: 'popup:media',
    slot: 'media',
    interruptsTask: true,
    onPhone: false,
  },
  qr: {
    triggers: [
      { on: 'closed', kind: 'media' },
      { on: 'delay', ms: QR_POPUP_DELAY_MS, largeScreensOnly: true },
    ],
    dismissalS: POPUP_DISMISSAL_DEFAULT_EXPIRY_S,
    newCustomersOnly: false,
    needsRunningOffer: false,
    storeButtonOnTouch: true,
    place: 'popup:qr',
    slot: 'download-qr',
    interruptsTask: true,
    onPhone: true,
  },
  tutoring: {
    triggers: [{ on: 'delay', ms: TUTORING_POPUP_DELAY_MS }],
    dismissalS: TUTORING_POPUP_DISMISSAL_S,
    newCustomersOnly: true,
    needsRunningOffer: false,
    storeButtonOnTouch: false,
    place: 'popup:tutoring',
    slot: 'tutoring',
    interruptsTask: true,
    onPhone: true,
  },
};

/** The popup slots every page asks the CMS for: one a kind. */
export const POPUP_SLOTS: readonly string[] = POPUP_KINDS.map((kind) => POPUP_KIND_TABLE[kind].slot);

export const isPopupKind = (value: unknown): value is PopupKind => (POPUP_KINDS as readonly unknown[]).includes(value);
