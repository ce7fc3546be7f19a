// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { Toast, Toaster, ToastProvider, toast, useToastStore } from './Toast.tsx';

const toasts = () => within(screen.getByRole('region', { name: 'Notifications (F8)' })).queryAllByRole('listitem');

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('closes itself after 5000 ms by default (spec §9), not before', () => {
    render(
      <ToastProvider>
        <Toast title="Oops! Something went wrong. Please refresh the page and try again." variant="error" />
      </ToastProvider>,
    );
    const text = 'Oops! Something went wrong. Please refresh the page and try again.';
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(4_900));
    expect(toasts()[0]).toHaveTextContent(text);
    act(() => vi.advanceTimersByTime(200));
    expect(toasts()).toHaveLength(0);
  });

  it('is announced politely', () => {
    render(
      <ToastProvider>
        <Toast title="Subscribed" />
      </ToastProvider>,
    );
    act(() => vi.advanceTimersByTime(50)); // Radix fills the announcement on the next frame
    const announcement = screen.getByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent('Subscribed');
  });

  it('stacks toasts shown through the store and removes a closed one', () => {
    render(<Toaster />);
    act(() => {
      toast.show({ title: 'First', duration: 1_000 });
      toast.show({ title: 'Second', duration: 10_000 });
    });
    expect(toasts()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1_100));
    expect(toasts()).toHaveLength(1);
    expect(useToastStore.getState().toasts.map((item) => item.title)).toEqual(['Second']);
  });

  it('replaces a toast shown again with the same id', () => {
    act(() => {
      toast.show({ id: 'subscription', title: 'A' });
      toast.show({ id: 'subscription', title: 'B' });
    });
    expect(useToastStore.getState().toasts).toEqual([{ id: 'subscription', title: 'B' }]);
  });
});
