// The banners' calls to action (spec §7 gen_clicked_cta, place banner), tracked from the page's
// HTML by its starters, before and after hydration alike: a button carries its words in data-cta.
import { track } from '../../platform/analytics/index.ts';

export function trackBannerCtas(box: HTMLElement) {
  box.addEventListener('click', (event) => {
    const cta = event.target instanceof Element ? event.target.closest('[data-cta]') : null;
    if (cta) track({ event: 'gen_clicked_cta', place: 'banner', text: cta.getAttribute('data-cta') ?? '' });
  });
}
