import type { Page } from '@playwright/test';

/**
 * The data layer so far, as plain values (gtag pushes its arguments object: read as an array),
 * without the page's web vitals: they come when the browser settles them, whatever a test does
 * (tests/e2e/field-speed.spec.ts is theirs).
 */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : (entry as Record<string, unknown>)))
      .filter((entry) => Array.isArray(entry) || entry.event !== 'web_vital'),
  );

/** Keeps the page where it is when a link is clicked, so its data layer can be read after. */
// Capturing: React Aria stops a pressed link's click at its island, before it bubbles to the document.
export const stayOnPage = (page: Page) => page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), true));
