// The CMS's popup kinds, without a validator: schemas.ts checks content against them where it
// enters; importing them from here keeps valibot out of a browser bundle (the promotions' chunk
// grew 1.3 KiB when they came from schemas.ts).

/** The popups the CMS can place (its popup `type`); what each does is promotions/kinds.ts. */
export const POPUP_KINDS = ['email-subscribe', 'exit-intent', 'timer', 'media', 'qr', 'tutoring'] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];
