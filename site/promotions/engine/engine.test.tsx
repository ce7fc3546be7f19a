// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { EXIT_INTENT_SUPPRESSED_S, POPUP_DISMISSAL_DEFAULT_EXPIRY_S, POPUP_SUBSCRIBED_EXPIRY_S, TUTORING_POPUP_DISMISSAL_S } from '../../../domain/constants.ts';
import { holdDialog } from '../../platform/dialogs.ts';
import { createSafeStorage } from '../../platform/storage/index.ts';
import { createPromotionStore } from './memory.ts';
import { OUTSIDE_PROVIDER_MESSAGE, PopupQueueProvider, usePopupQueue } from './PopupQueueProvider.tsx';
import { createPopupQueue } from './queue.ts';

describe('the popup queue', () => {
  it('shows one popup at a time and takes the next when the current closes', () => {
    const queue = createPopupQueue();
    queue.getState().enqueue('timer');
    queue.getState().enqueue('exit-intent');
    expect(queue.getState()).toMatchObject({ current: 'timer', pending: ['exit-intent'] });
    queue.getState().close();
    expect(queue.getState()).toMatchObject({ current: 'exit-intent', pending: [] });
    queue.getState().close();
    expect(queue.getState()).toMatchObject({ current: null, pending: [] });
  });

  it('ignores a popup that is already current or pending', () => {
    const queue = createPopupQueue();
    ['timer', 'media', 'timer', 'media', 'qr'].forEach((id) => queue.getState().enqueue(id));
    expect(queue.getState()).toMatchObject({ current: 'timer', pending: ['media', 'qr'] });
  });

  it('opens nothing while blocked, and resumes where it stopped', () => {
    const queue = createPopupQueue();
    queue.getState().setBlocked(true);
    queue.getState().enqueue('timer');
    queue.getState().enqueue('qr');
    expect(queue.getState()).toMatchObject({ current: null, pending: ['timer', 'qr'] });
    queue.getState().setBlocked(false);
    expect(queue.getState()).toMatchObject({ current: 'timer', pending: ['qr'] });
  });

  it('forgets everything when cleared', () => {
    const queue = createPopupQueue();
    ['timer', 'media'].forEach((id) => queue.getState().enqueue(id));
    queue.getState().clear();
    expect(queue.getState()).toMatchObject({ current: null, pending: [] });
  });
});

function Current({ name = 'current' }: { name?: string }) {
  const current = usePopupQueue((state) => state.current);
  const enqueue = usePopupQueue((state) => state.enqueue);
  return (
    <>
      <output aria-label={name}>{current ?? 'none'}</output>
      <button onClick={() => enqueue('timer')}>queue timer {name}</button>
    </>
  );
}

describe('<PopupQueueProvider>', () => {
  it('throws a clear error when the queue is used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Current />)).toThrow(OUTSIDE_PROVIDER_MESSAGE);
  });

  it('gives each provider its own queue', () => {
    render(
      <>
        <PopupQueueProvider routeKey="/">
          <Current name="first" />
        </PopupQueueProvider>
        <PopupQueueProvider routeKey="/">
          <Current name="second" />
        </PopupQueueProvider>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'queue timer first' }).click());
    expect(screen.getByRole('status', { name: 'first' })).toHaveTextContent('timer');
    expect(screen.getByRole('status', { name: 'second' })).toHaveTextContent('none');
  });

  it('empties the queue on a route change', () => {
    function Page() {
      const [path, setPath] = useState('/');
      return (
        <PopupQueueProvider routeKey={path}>
          <Current />
          <button onClick={() => setPath('/blog')}>go</button>
        </PopupQueueProvider>
      );
    }
    render(<Page />);
    act(() => screen.getByRole('button', { name: 'queue timer current' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('timer');
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('waits while the cookie consent dialog is open and resumes when it is answered', () => {
    const release = holdDialog('consent');
    render(
      <PopupQueueProvider routeKey="/">
        <Current />
      </PopupQueueProvider>,
    );
    act(() => screen.getByRole('button', { name: 'queue timer current' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('none');
    act(() => release());
    expect(screen.getByRole('status')).toHaveTextContent('timer');
  });
});

describe('promotion memory', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
  };
  const setup = () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const local = memory();
    const session = memory();
    const store = createPromotionStore(createSafeStorage(() => local, () => now), createSafeStorage(() => session, () => now));
    return { store, local, session, now: () => now, read: () => store.read(now, ''), advance: (seconds: number) => (now += seconds * 1000) };
  };

  it.each([
    ['exit-intent', EXIT_INTENT_SUPPRESSED_S],
    ['tutoring', TUTORING_POPUP_DISMISSAL_S],
    ['timer', 259_200],
    ['email-subscribe', POPUP_DISMISSAL_DEFAULT_EXPIRY_S],
  ] as const)('remembers a dismissed %s popup for %i s, and until when', (kind, seconds) => {
    const { store, read, now, advance } = setup();
    store.dismiss(kind, now());
    expect(read().dismissed[kind]).toBe(now() + seconds * 1000);
    advance(seconds - 1);
    expect(read().dismissed[kind]).toBeDefined();
    advance(1);
    expect(read().dismissed[kind]).toBeUndefined();
  });

  it('keeps a session dismissal in session storage only', () => {
    const { store, read, local, session, now } = setup();
    store.dismiss('timer', now(), { forSession: true });
    expect(read().dismissed.timer).toBe('session');
    expect([...local.items.keys()]).toEqual([]);
    expect([...session.items.keys()].sort()).toEqual(['promo:dismissed:timer', 'promo:visit']);
  });

  it('keeps the subscribed state for its own expiry', () => {
    const { store, read, advance } = setup();
    store.markSubscribed();
    advance(POPUP_SUBSCRIBED_EXPIRY_S - 1);
    expect(read().subscribed).toBe(true);
    advance(1);
    expect(read().subscribed).toBe(false);
  });

  it('counts the popups shown in the session and in the last 7 days', () => {
    const { store, read, now, advance, session } = setup();
    store.countShown(now());
    advance(3600);
    store.countShown(now());
    expect(read()).toMatchObject({ shownThisSession: 2, shownThisWeek: 2 });
    session.items.clear();
    advance(7 * 24 * 3600 - 1800);
    expect(read()).toMatchObject({ shownThisSession: 0, shownThisWeek: 1 });
  });

  it('starts the visit on the first read of the session, from search or not', () => {
    const { store, now, advance } = setup();
    const first = store.read(now(), 'https://www.google.com/');
    advance(60);
    expect(store.read(now(), 'https://lingo.example/blog')).toMatchObject({ visit: first.visit });
    expect(first.visit).toEqual({ startedAt: now() - 60_000, fromSearch: true });
  });

  it('reads tampered values as not dismissed, not subscribed, never shown', () => {
    const { read, local, session } = setup();
    local.items.set('promo:dismissed:exit-intent', '{"v":"yes","e":null}');
    local.items.set('promo:subscribed', 'not json');
    local.items.set('promo:shown:week', '{"v":["x"],"e":null}');
    session.items.set('promo:shown:session', '{"v":-3,"e":null}');
    expect(read()).toMatchObject({ dismissed: {}, subscribed: false, shownThisSession: 0, shownThisWeek: 0 });
  });

  it('remembers in memory when storage throws', () => {
    const throwing = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const store = createPromotionStore(createSafeStorage(throwing), createSafeStorage(throwing));
    expect(store.read(1000, '').dismissed.qr).toBeUndefined();
    store.dismiss('qr', 1000);
    store.countShown(1000);
    expect(store.read(2000, '')).toMatchObject({ dismissed: { qr: 1000 + POPUP_DISMISSAL_DEFAULT_EXPIRY_S * 1000 }, shownThisSession: 1 });
  });

  it('stores nothing but a time under a documented key', () => {
    const { store, local, now } = setup();
    store.dismiss('media', now());
    const stored = JSON.parse(local.items.get('promo:dismissed:media')!);
    expect(v.is(v.object({ v: v.number(), e: v.number() }), stored)).toBe(true);
  });
});

function Wrapper({ children }: { children: ReactNode }) {
  return <PopupQueueProvider routeKey="/">{children}</PopupQueueProvider>;
}

it('usePopupQueue reads the nearest provider', () => {
  const { result } = renderHook(() => usePopupQueue((state) => state.current), { wrapper: Wrapper });
  expect(result.current).toBeNull();
});
