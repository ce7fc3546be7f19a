import { act, render, renderHook, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { EXIT_INTENT_SUPPRESSED_S, POPUP_DISMISSAL_DEFAULT_EXPIRY_S, POPUP_SUBSCRIBED_EXPIRY_S, TUTORING_POPUP_DISMISSAL_S } from '../../../domain/constants.ts';
import { holdDialog } from '../../platform/dialogs.ts';
import { createSafeStorage } from '../../platform/storage/index.ts';
import { createDismissals } from './dismissals.ts';
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

describe('dismissal memory', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
  };
  const setup = () => {
    let now = 0;
    const local = memory();
    const session = memory();
    const dismissals = createDismissals(createSafeStorage(() => local, () => now), createSafeStorage(() => session, () => now));
    return { dismissals, local, session, advance: (seconds: number) => (now += seconds * 1000) };
  };

  it.each([
    ['exit-intent', EXIT_INTENT_SUPPRESSED_S],
    ['tutoring', TUTORING_POPUP_DISMISSAL_S],
    ['timer', 259_200],
    ['email-subscribe', POPUP_DISMISSAL_DEFAULT_EXPIRY_S],
  ] as const)('remembers a dismissed %s popup for %i s', (kind, seconds) => {
    const { dismissals, advance } = setup();
    dismissals.dismiss(kind);
    advance(seconds - 1);
    expect(dismissals.isDismissed(kind)).toBe(true);
    advance(1);
    expect(dismissals.isDismissed(kind)).toBe(false);
  });

  it('keeps a session dismissal in session storage only', () => {
    const { dismissals, local, session } = setup();
    dismissals.dismiss('timer', { forSession: true });
    expect(dismissals.isDismissed('timer')).toBe(true);
    expect(local.items.size).toBe(0);
    expect(session.items.size).toBe(1);
  });

  it('keeps the subscribed state for its own expiry', () => {
    const { dismissals, advance } = setup();
    dismissals.markSubscribed();
    advance(POPUP_SUBSCRIBED_EXPIRY_S - 1);
    expect(dismissals.isSubscribed()).toBe(true);
    advance(1);
    expect(dismissals.isSubscribed()).toBe(false);
  });

  it('reads tampered values as not dismissed', () => {
    const { dismissals, local } = setup();
    local.items.set('promo:dismissed:exit-intent', '{"v":"yes","e":null}');
    local.items.set('promo:subscribed', 'not json');
    expect(dismissals.isDismissed('exit-intent')).toBe(false);
    expect(dismissals.isSubscribed()).toBe(false);
  });

  it('remembers in memory when storage throws', () => {
    const throwing = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const dismissals = createDismissals(createSafeStorage(throwing), createSafeStorage(throwing));
    expect(dismissals.isDismissed('qr')).toBe(false);
    dismissals.dismiss('qr');
    expect(dismissals.isDismissed('qr')).toBe(true);
  });

  it('stores nothing but a boolean under a documented key', () => {
    const { dismissals, local } = setup();
    dismissals.dismiss('media');
    const stored = JSON.parse(local.items.get('promo:dismissed:media')!);
    expect(v.is(v.object({ v: v.literal(true), e: v.number() }), stored)).toBe(true);
  });
});

function Wrapper({ children }: { children: ReactNode }) {
  return <PopupQueueProvider routeKey="/">{children}</PopupQueueProvider>;
}

it('usePopupQueue reads the nearest provider', () => {
  const { result } = renderHook(() => usePopupQueue((state) => state.current), { wrapper: Wrapper });
  expect(result.current).toBeNull();
});
