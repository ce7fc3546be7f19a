// The consent dialog loads React only for the visitors who see it (islands/starter.ts): those who
// must be asked, on arrival, and whoever opens Cookie settings.
import { defineStarter } from '../islands/starter.ts';
import { holdDialog } from '../platform/dialogs.ts';
import { cookieSettingsLink, isCookieSettingsAddress, mustAsk } from './asking.ts';

export default defineStarter<object>('consent', ({ hydrate }) => {
  let hydrated = false;
  const hydrateNow = () => hydrate().then(() => void (hydrated = true));
  if (mustAsk()) {
    // No promotion opens before the dialog does (it holds them itself, as 'consent', once hydrated).
    const release = holdDialog('consent-loading');
    void hydrateNow().finally(release);
  }
  // The dialog opens itself at the link's address (Consent.tsx).
  if (isCookieSettingsAddress(window.location)) void hydrateNow();
  window.addEventListener('hashchange', () => void (isCookieSettingsAddress(window.location) && hydrateNow()));
  // Capturing, as the hydrated dialog's own listener, which takes the click handed on once it is there.
  document.addEventListener(
    'click',
    (event) => {
      const link = cookieSettingsLink(event.target);
      if (!link || hydrated) return;
      event.preventDefault();
      void hydrateNow().then(() => link.click());
    },
    true,
  );
});
