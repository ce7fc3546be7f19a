// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { useBackNavigation, useDelay, useExitIntent, useScrolledPast } from './triggers.ts';

function setWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

const moveTo = (clientY: number) => document.dispatchEvent(new MouseEvent('mousemove', { clientY, bubbles: true }));

const originalMatchMedia = window.matchMedia;

describe('popup triggers', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('fires a delay once, after exactly its time, on a fake clock', () => {
    vi.useFakeTimers();
    const fired = vi.fn();
    renderHook(() => useDelay(30_000, fired));
    vi.advanceTimersByTime(29_999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('does not start a disabled delay', () => {
    vi.useFakeTimers();
    const fired = vi.fn();
    renderHook(() => useDelay(1_500, fired, false));
    vi.advanceTimersByTime(10_000);
    expect(fired).not.toHaveBeenCalled();
  });

  it('fires once the page scrolls past the threshold, not at it', () => {
    const fired = vi.fn();
    renderHook(() => useScrolledPast(50, fired));
    window.scrollY = 50;
    window.dispatchEvent(new Event('scroll'));
    expect(fired).not.toHaveBeenCalled();
    window.scrollY = 51;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(fired).toHaveBeenCalledTimes(1);
    window.scrollY = 0;
  });

  describe('exit intent', () => {
    it('fires when the mouse comes within 10 px of the top on a large screen', () => {
      setWidth(1025);
      const fired = vi.fn();
      renderHook(() => useExitIntent(fired));
      moveTo(400);
      moveTo(11);
      expect(fired).not.toHaveBeenCalled();
      moveTo(10);
      moveTo(0);
      expect(fired).toHaveBeenCalledTimes(1);
    });

    it('stays quiet below 1025 px', () => {
      setWidth(1024);
      const fired = vi.fn();
      renderHook(() => useExitIntent(fired));
      moveTo(400);
      moveTo(0);
      expect(fired).not.toHaveBeenCalled();
    });

    it('waits until the pointer has been lower on the page', () => {
      setWidth(1440);
      const fired = vi.fn();
      renderHook(() => useExitIntent(fired));
      moveTo(2);
      expect(fired).not.toHaveBeenCalled();
      moveTo(300);
      moveTo(2);
      expect(fired).toHaveBeenCalledTimes(1);
    });
  });

  describe('back navigation', () => {
    it('adds a history entry only after the first activation, and opens once on back', () => {
      const pushState = vi.spyOn(window.history, 'pushState');
      const fired = vi.fn();
      const router = vi.fn();
      window.addEventListener('popstate', router);
      renderHook(() => useBackNavigation(fired));
      expect(pushState).not.toHaveBeenCalled();

      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      expect(pushState).toHaveBeenCalledTimes(1);

      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(fired).toHaveBeenCalledTimes(1);
      // The router never saw that back: the visitor stays on the page.
      expect(router).not.toHaveBeenCalled();

      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(fired).toHaveBeenCalledTimes(1);
      expect(router).toHaveBeenCalledTimes(1);
      window.removeEventListener('popstate', router);
    });

    it('does not add an entry when the activation follows a link', () => {
      const pushState = vi.spyOn(window.history, 'pushState');
      const link = document.createElement('a');
      link.href = '/faq';
      document.body.append(link);
      renderHook(() => useBackNavigation(vi.fn()));
      link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(pushState).not.toHaveBeenCalled();
      link.remove();
    });
  });
});
