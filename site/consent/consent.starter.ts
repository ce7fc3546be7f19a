// The consent dialog loads React only for the visitors who see it (islands/starter.ts): those who
// must be asked, on arrival, and whoever opens Cookie settings.
import { defineStarter } from '../islands/starter.ts';
import { holdDialog } from '../platform/dialogs.ts';
import { cookieSettingsLink, isCookieSettingsAddress, mustAsk } from './asking.ts';

export default defineStarter<object>('consent', ({ box, hydrate }) => {
  if (mustAsk()) {
    // No promotion opens before the dialog does (it holds them itself, as 'consent', once hydrated).
    const release = holdDialog('consent-loading');
    void hydrate().finally(release);
  }
  // The dialog opens itself at the link's address (Consent.tsx).
  if (isCookieSettingsAddress(window.location)) void hydrate();
  window.addEventListener('hashchange', () => void (isCookieSettingsAddress(window.location) && hydrate()));
  // Capturing, as the hydrated dialog's own listener, which takes the click handed on once it is there.
  document.addEventListener(
    'click',
    (event) => {
      const link = cookieSettingsLink(event.target);
      // Once hydrated (the entry marks the box), the dialog takes the click itself.
      if (!link || box.dataset.hydrated === 'true') return;
      event.preventDefault();
      void hydrate().then(() => link.click());
    },
    true,
  );
});
