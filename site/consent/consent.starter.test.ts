// @vitest-environment jsdom
import { holdDialog, watchDialogs } from '../platform/dialogs.ts';
import consentStarter from './consent.starter.ts';

/** Starts the consent island's starter as the page does; its hydrate resolves, the box marked as the entry marks it, when `hydrated` is called. */
function startConsent() {
  const box = document.createElement('div');
  let hydrated!: () => void;
  const hydrate = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        hydrated = () => {
          box.dataset.hydrated = 'true';
          resolve();
        };
      }),
  );
  consentStarter.start({ box, props: { locale: 'en' }, hydrate });
  return { hydrate, hydrated: () => hydrated() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// Each test's starter is a page's: its listeners leave with the test.
const listeners: Array<[EventTarget, string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]> = [];
beforeEach(() => {
  for (const target of [document, window]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([target, type, listener!, options]);
      add(type, listener, options);
    });
  }
});

afterEach(() => {
  for (const [target, type, listener, options] of listeners.splice(0)) target.removeEventListener(type, listener, options);
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.visitor;
  document.cookie = 'cookie_consent=; max-age=0';
});

test('loads nothing for a visitor who need not be asked', () => {
  expect(startConsent().hydrate).not.toHaveBeenCalled();
});

test('hydrates at once for a visitor who must be asked, and holds the promotions until the dialog holds them itself', async () => {
  document.documentElement.dataset.visitor = 'signed-out consent';
  const held: boolean[] = [];
  const stop = watchDialogs((anyOpen) => held.push(anyOpen));
  const { hydrate, hydrated } = startConsent();
  expect(hydrate).toHaveBeenCalledOnce();
  expect(held.at(-1)).toBe(true);
  // The dialog, hydrating, holds them as it opens: that hold outlasts the starter's.
  const dialogOpen = holdDialog('consent');
  hydrated();
  await flush();
  expect(held.at(-1)).toBe(true);
  dialogOpen();
  expect(held.at(-1)).toBe(false);
  stop();
});

test('Cookie settings, clicked before the dialog is there, loads it and hands it the click', async () => {
  document.body.innerHTML = '<footer><a href="/terms/cookie-policy#settings">Cookie settings</a></footer>';
  const link = document.querySelector('a')!;
  const clicks: boolean[] = [];
  link.addEventListener('click', (event) => {
    clicks.push(event.defaultPrevented);
    event.preventDefault(); // jsdom would navigate
  });
  const { hydrate, hydrated } = startConsent();
  link.click();
  expect(hydrate).toHaveBeenCalledOnce();
  expect(clicks).toEqual([true]); // the page did not leave
  hydrated();
  await flush();
  // Handed on once: the dialog, now hydrated, takes it (its own listener; not in this test).
  expect(clicks).toEqual([true, false]);
});
