// The footer is HTML (Footer.tsx); its starter (islands/starter.ts) sends its links' analytics
// events, and hydrates the island only to replace a footer older than 24 h (FooterLive.tsx).
import { isStore } from '../../design-system/StoreButton/stores.ts';
import { defineStarter, isStale } from '../islands/starter.ts';
import { track } from '../platform/analytics/index.ts';
import type { FooterLiveProps } from './FooterLive.tsx';

/** The analytics events of the footer's links (spec §7), for the footer in the page's HTML as for a fresh one. */
function trackFooterLinks(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('footer a') : null;
  if (!link) return;
  const store = link.getAttribute('data-store');
  if (isStore(store)) track({ event: 'gen_deeplink_clicked', store, place: 'footer' });
  else if (link.getAttribute('data-event') === 'gen_clicked_contact_us') track({ event: 'gen_clicked_contact_us', place: 'footer' });
}

export default defineStarter<FooterLiveProps>('footer', ({ props, hydrate }) => {
  document.addEventListener('click', trackFooterLinks, true);
  if (isStale(props.builtAt)) void hydrate();
});
