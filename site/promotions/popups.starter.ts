// The popups wait for the page (issue #42): the island hydrates once the page has loaded and the
// browser is idle, so neither React nor the popups' code is part of the page's first load; in a
// preview it hydrates at once (its popup opens at once).
import { defineStarter } from '../islands/starter.ts';
import { afterLoad } from '../platform/after-load.ts';

export default defineStarter<object>('popups', ({ hydrate }) => {
  if (document.documentElement.hasAttribute('data-preview')) return void hydrate();
  afterLoad(() => void hydrate());
});
