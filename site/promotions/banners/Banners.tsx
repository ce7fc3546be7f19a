// The banners of the page, from the CMS records it was prerendered with: in the HTML, so they
// are decided before paint and need no promotions code to show (issue #10).
import { Variant } from '../../experiments/Variant.tsx';
import { styled } from '../../../design-system/stitches.config.ts';
import { APP_BANNER_COMPACT_SCROLL_PX, TUTORING_BANNER_COMPACT_SCROLL_PX } from '../../../domain/constants.ts';
import { PROMOTIONS_COPY } from '../copy.ts';
import type { PlacedBanner } from '../model.ts';
import type { Locale } from '../../../domain/constants.ts';
import { timerEndOf, type BannerFields } from './banner-fields.ts';
import { PureAppBanner } from './PureAppBanner/index.ts';
import { PureCmsBanner } from './PureCmsBanner/index.ts';
import { PureTutoringBanner } from './PureTutoringBanner/index.ts';
import { useClock } from './use-clock.ts';
import { priceTokensIn, type Priced } from '../../../domain/pricing/offers.ts';
import { useScrolledOver } from '../../platform/use-scrolled-over.ts';

// Full-bleed colour, content on the page column (the design-system Banner does that itself; the
// running text's strip is put there). A countdown's digits are set for the time of the first
// paint by an inline script (countdown-paint-script.ts); where it left them alone (an offer that ended
// since the build) they keep their space but stay invisible until the banners hydrate (<html
// data-hydrated>); without scripting they give way to the end date (PureCmsBanner's <noscript>).
const TopStack = styled('div', {
  'html:not([data-hydrated]):not([data-countdown-at]) & [role=timer]': { visibility: 'hidden' },
  '@noScript': { '& [role=timer][data-state=running], & [data-countdown-label]': { display: 'none' } },
  '& > section > *': { columnInset: '$space$4', '@sm': { columnInset: '$space$7' } },
});

/** A banner whose copy names the campaign's price ({offer:plus}). */
const sellsOffer = (banner: BannerFields) => priceTokensIn(banner).some((token) => token.kind === 'offer');

/** The time a banner's countdown counts from: ticking only when it has a timer (nothing else reads it). */
function useBannerClock(banner: BannerFields, builtAt: number) {
  return useClock(builtAt, banner.timer ? timerEndOf(banner) : builtAt);
}

interface PlacedProps {
  placed: PlacedBanner;
  locale: Locale;
  /** When the page was built: a countdown counts from there until the page's script runs. */
  builtAt: number;
  /** The plans the banners' copy names prices of. */
  pricing: readonly Priced[];
}

function PlacedCmsBanner({ placed, locale, builtAt, pricing }: PlacedProps) {
  const now = useBannerClock(placed.banner, builtAt);
  return <PureCmsBanner banner={placed.banner} now={now} locale={locale} copy={PROMOTIONS_COPY[locale]} pricing={pricing} />;
}

function PlacedTutoringBanner({ placed, locale, builtAt }: PlacedProps) {
  const now = useBannerClock(placed.banner, builtAt);
  const compact = useScrolledOver(TUTORING_BANNER_COMPACT_SCROLL_PX);
  return <PureTutoringBanner banner={placed.banner} locale={locale} copy={PROMOTIONS_COPY[locale]} now={now} compact={compact} />;
}

export interface BannersProps {
  /** The page's banners of this place, in order (model.ts decides which and where). */
  banners: PlacedBanner[];
  locale: Locale;
  builtAt: number;
  /** The plans the banners' copy names prices of ({offer:plus}), in every market. */
  pricing?: readonly Priced[];
}

/** The banners at the top of the page, under the header: countdown, ticker, tutoring and CMS banners. */
export function TopBanners({ banners, locale, builtAt, pricing = [] }: BannersProps) {
  if (banners.length === 0) return null;
  return (
    <TopStack data-promotions="top">
      {banners.map((placed) => (
        <Variant key={placed.banner.slug} when={placed.variant?.when}>
          {placed.kind === 'tutoring' ? (
            <PlacedTutoringBanner placed={placed} locale={locale} builtAt={builtAt} pricing={pricing} />
          ) : placed.banner.timer ? (
          // A campaign's countdown offers new customers a price: shown while the campaign runs for
          // this visitor, never to a signed-in learner (decided before paint by the visitor's
          // conditions, domain/rules/visitor-conditions.ts). Watched to its end, it stays at zero
          // (pricing/offer-end-script.ts).
            <div data-when={sellsOffer(placed.banner) ? 'offer-live' : 'signed-out'} data-offer-countdown={sellsOffer(placed.banner) ? '' : undefined}>
              <PlacedCmsBanner placed={placed} locale={locale} builtAt={builtAt} pricing={pricing} />
            </div>
          ) : (
            <PlacedCmsBanner placed={placed} locale={locale} builtAt={builtAt} pricing={pricing} />
          )}
        </Variant>
      ))}
    </TopStack>
  );
}

/** The app banner, docked at the bottom of the window. */
export function DockedBanners({ banners, locale }: Omit<BannersProps, 'builtAt'>) {
  const compact = useScrolledOver(APP_BANNER_COMPACT_SCROLL_PX);
  return banners.map((placed) => (
    <Variant key={placed.banner.slug} when={placed.variant?.when}>
      <PureAppBanner banner={placed.banner} copy={PROMOTIONS_COPY[locale]} compact={compact} />
    </Variant>
  ));
}
