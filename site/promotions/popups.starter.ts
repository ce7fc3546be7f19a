// The popups wait for the page (issue #42): none shows before the page has loaded and the browser
// is idle (Promotions.tsx), so React and the popups' code are not part of the page's first load
// either. The island hydrates then, or at once in a preview (its popup opens at once).
import { defineStarter } from '../islands/starter.ts';
import { afterLoad } from './after-load.ts';

export default defineStarter<object>('popups', ({ hydrate }) => {
  if (document.documentElement.hasAttribute('data-preview')) return void hydrate();
  afterLoad(() => void hydrate());
});
