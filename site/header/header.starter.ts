// The header until it is needed (islands/starter.ts): links work as links, and what the header
// does for every visitor needs no React. It hydrates when the visitor reaches for it (a tap on
// Menu, the language switch or the profile is held until then), or at once if its content is
// older than 24 h and must be refreshed (Header.tsx).
import { defineStarter, hydrateOnIntent, isStale } from '../islands/starter.ts';
import { track } from '../platform/analytics/index.ts';
import { visitFields } from '../../domain/analytics/visit.ts';
import { HEADER_SCROLLED_MIN_PX } from '../../domain/constants.ts';
import { watchScrolledOver } from '../platform/scrolled-over.ts';
import { localStore } from '../platform/storage/index.ts';
import { visitorTokensOnPage } from '../../domain/visitor/geo.ts';
import { assignedRecordKey, joinedExperiments, joinRecordKey, reportOnce } from '../../domain/experiments/exposure.ts';
import { whenSeen } from '../platform/when-seen.ts';
import type { HeaderProps } from './Header.tsx';

/**
 * Reports each experiment variant the server wrote on <html data-visitor> (the page runs it, and
 * the visitor is in it), once per browser and variant: assigned at once, exposed (spec §7's
 * gen_joined_ab_test) when its element is seen (issue 65).
 */
function reportExperiments() {
  for (const { token, ...join } of joinedExperiments(visitorTokensOnPage())) {
    reportOnce(assignedRecordKey(join.experiment), join, localStore, (joined) => track({ event: 'ab_test_assigned', ...joined }));
    whenSeen(token, () => reportOnce(joinRecordKey(join.experiment), join, localStore, (joined) => track({ event: 'gen_joined_ab_test', ...joined })));
  }
}

/** Get The App (PureHeader marks it with its event), before and after hydration alike. */
function trackGetTheApp(box: HTMLElement) {
  box.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-event="landing_clicked_cta"]')) return;
    track({ event: 'landing_clicked_cta', place: 'header', text: 'Get The App', type: 'download' });
  });
}

export default defineStarter<HeaderProps>('header', ({ box, props, hydrate }) => {
  // Spec §2: "scrolled" above 0, reset at the top; on the box, whose attributes hydration leaves alone (PureHeader's style reads it).
  watchScrolledOver(HEADER_SCROLLED_MIN_PX, (over) => box.toggleAttribute('data-scrolled', over));
  // Every page has the header: its view is counted here (first-party only, issue 46), with its visit's device and landing (issue 65).
  track({ event: 'page_viewed', ...visitFields(document.referrer, location.search, location.host, innerWidth) });
  reportExperiments();
  trackGetTheApp(box);
  if (isStale(props.builtAt)) void hydrate();
  else hydrateOnIntent(box, hydrate);
});
