import { MEDIA } from '../../../tokens/breakpoints.ts';
import type { PromotionVisitor } from '../../../domain/promotions/decide.ts';
import { pageVisitorHas, readGeo, visitorTokensOnPage } from '../../../domain/visitor/geo.ts';

/** The visitor as the promotions see them: country (the server's), signed in, and the screen. */
export function readPromotionVisitor(document: Document, window: Window): PromotionVisitor {
  const media = (query: string) => window.matchMedia(query).matches;
  return {
    country: readGeo(document).country,
    signedIn: pageVisitorHas('signed-in'),
    phone: media(MEDIA.xs),
    touch: media('(pointer: coarse)'),
    largeScreen: media(MEDIA.md),
    experiments: visitorTokensOnPage().filter((token) => token.startsWith('exp-')),
  };
}
