// The app banner docked at the bottom until it is needed (islands/starter.ts): its link works and
// is tracked without React. It hydrates to compact once the page scrolls (spec §4: over 20 px),
// or when the visitor reaches for it.
import { APP_BANNER_COMPACT_SCROLL_PX } from '../../../domain/constants.ts';
import { defineStarter, hydrateOnIntent } from '../../islands/starter.ts';
import { watchScrolledOver } from '../../platform/scrolled-over.ts';
import { trackBannerCtas } from './banner-ctas.ts';

export default defineStarter<object>('docked-banners', ({ box, hydrate }) => {
  trackBannerCtas(box);
  hydrateOnIntent(box, hydrate);
  const stop = watchScrolledOver(APP_BANNER_COMPACT_SCROLL_PX, (over) => {
    if (!over) return;
    stop();
    void hydrate();
  });
});
