// One interruption at a time (issue 63): a bar held at an edge of the window steps aside while a
// dialog is open (a popup, the cookie consent, the menu), and the app banner while the offer's
// strip takes the bottom edge. Style rules, not state: they hold whoever opened the dialog, with
// or without the promotions' code.
export const BEHIND_DIALOGS = { 'html:has([role=dialog]) &': { visibility: 'hidden' } } as const;

/** The offer's strip docked at the bottom (PureTimerCta, marked `data-offer-strip`): the app banner gives it the edge. */
export const BEHIND_OFFER_STRIP = { 'html:has([data-offer-strip]) &': { visibility: 'hidden' } } as const;
