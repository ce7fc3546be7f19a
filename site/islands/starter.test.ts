// @vitest-environment jsdom
import { hydrateOnIntent, isStale } from './starter.ts';

describe('hydrateOnIntent', () => {
  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin'])('hydrates at the first %s in the box, once', (type) => {
    const box = document.createElement('div');
    box.innerHTML = '<button type="button">Menu</button>';
    const hydrate = vi.fn(() => Promise.resolve());
    hydrateOnIntent(box, hydrate);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(hydrate).not.toHaveBeenCalled();
    box.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
    box.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledOnce();
  });
});

describe('isStale', () => {
  const DAY = 86_400_000;
  it('is past 24 h from when the content was fetched, not before', () => {
    expect(isStale(0, DAY - 1)).toBe(false);
    expect(isStale(0, DAY)).toBe(true);
  });
});
