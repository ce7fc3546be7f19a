// The banners at the top until they are needed (islands/starter.ts): links work as links, the
// countdown ticks (the first paint's own function, each second), and the calls to action are
// tracked, all without React (issue #42: a blog post loaded React for a countdown). They hydrate
// when the visitor reaches for them (the ticker's pause, a tap is held until then), when a
// countdown ends (React shows it at zero), when the page scrolls to where the tutoring banner
// compacts, and at once in a preview (its clock is the promotions panel's).
import { TUTORING_BANNER_COMPACT_SCROLL_PX } from '../../../domain/constants.ts';
import { defineStarter, hydrateOnIntent } from '../../islands/starter.ts';
import { watchScrolledOver } from '../../platform/scrolled-over.ts';
import type { BannersProps } from './Banners.tsx';
import { trackBannerCtas } from './banner-ctas.ts';
import { paintCountdowns } from './countdown-paint-script.ts';

const TICK_MS = 1_000;

export default defineStarter<BannersProps>('top-banners', ({ box, props, hydrate }) => {
  trackBannerCtas(box);
  const preview = document.documentElement.hasAttribute('data-preview');
  const tick =
    !preview && box.querySelector('[role=timer][data-ends-at]')
      ? window.setInterval(() => {
          if (!paintCountdowns(document, Date.now())) void hydrateNow();
        }, TICK_MS)
      : undefined;
  // React renders the countdown from the time last painted (use-clock.ts): no paint once it starts.
  const hydrateNow = () => (window.clearInterval(tick), hydrate());
  if (preview) return void hydrateNow();
  hydrateOnIntent(box, hydrateNow);
  if (props.banners.some((placed) => placed.kind === 'tutoring')) {
    const stop = watchScrolledOver(TUTORING_BANNER_COMPACT_SCROLL_PX, (over) => {
      if (!over) return;
      stop();
      void hydrateNow();
    });
  }
});
