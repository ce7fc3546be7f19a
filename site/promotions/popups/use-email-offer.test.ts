// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { createSafeStorage } from '../../platform/storage/index.ts';
import { EMAIL_REMAINING_KEY, useEmailOffer } from './use-email-offer.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return createSafeStorage(() => ({ getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) }));
};

describe('the email-subscribe flow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (storage = memoryStorage(), onAutoClose = vi.fn()) =>
    renderHook((props: { open: boolean }) => useEmailOffer({ timerSeconds: 5, open: props.open, storage, onAutoClose }), { initialProps: { open: true } });

  it('counts down each second from timerSeconds, then shows the time-is-up screen', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({ screen: 'offer', remainingMs: 5_000 });
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current.remainingMs).toBe(2_000);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toMatchObject({ screen: 'time-is-up', remainingMs: 0 });
  });

  it('without timerSeconds: no countdown, and never the time-is-up screen', () => {
    const storage = memoryStorage();
    const { result } = renderHook(() => useEmailOffer({ timerSeconds: 0, open: true, storage, onAutoClose: vi.fn() }));
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(result.current).toMatchObject({ screen: 'offer', remainingMs: null });
    expect(storage.get(EMAIL_REMAINING_KEY, v.number())).toBeNull();
  });

  it('pauses while the form submits', () => {
    const { result } = setup();
    act(() => result.current.setSubmitting(true));
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current.remainingMs).toBe(5_000);
    act(() => result.current.setSubmitting(false));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remainingMs).toBe(4_000);
  });

  it('saves what is left when the visitor leaves, and starts from it next time', () => {
    const storage = memoryStorage();
    const { unmount } = setup(storage);
    act(() => vi.advanceTimersByTime(2_000));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(storage.get(EMAIL_REMAINING_KEY, v.number())).toBe(3_000);
    unmount();
    const { result } = setup(storage);
    expect(result.current.remainingMs).toBe(3_000);
  });

  it('saves when the page is hidden (the last event a phone reliably sends)', () => {
    const storage = memoryStorage();
    const { result } = setup(storage);
    act(() => vi.advanceTimersByTime(1_000));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(result.current.remainingMs).toBe(4_000);
    const { result: next } = setup(storage);
    expect(next.current.remainingMs).toBe(4_000);
  });

  it('closes by itself 10 s after success', () => {
    const onAutoClose = vi.fn();
    const { result } = setup(memoryStorage(), onAutoClose);
    act(() => result.current.succeed());
    expect(result.current.screen).toBe('success');
    act(() => vi.advanceTimersByTime(9_999));
    expect(onAutoClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAutoClose).toHaveBeenCalledTimes(1);
  });
});
