// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Countdown } from './Countdown.tsx';
import { splitTimeLeft } from './time-left.ts';

const time = (d: number, h: number, m: number, s: number, ms = 0) => ((d * 24 + h) * 60 + m) * 60_000 + s * 1000 + ms;

describe('splitTimeLeft', () => {
  it('splits into whole days, hours, minutes and seconds', () => {
    expect(splitTimeLeft(time(2, 3, 4, 5, 999))).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitTimeLeft(time(120, 23, 59, 59))).toEqual({ days: 120, hours: 23, minutes: 59, seconds: 59 });
  });
  it.each([0, -1, -time(1, 0, 0, 0), Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, 999])(
    'gives zeros for %s',
    (ms) => expect(splitTimeLeft(ms)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 }),
  );
});

describe('Countdown', () => {
  it('is a timer, not a live region, named by its label', () => {
    render(<Countdown timeLeftMs={time(1, 2, 3, 4)} label="Offer ends in" />);
    const timer = screen.getByRole('timer', { name: 'Offer ends in' });
    expect(timer).not.toHaveAttribute('aria-live');
    expect(timer).toHaveTextContent('1 days, 2 hours, 3 minutes, 4 seconds');
    expect(timer).toHaveAttribute('data-state', 'running');
  });
  it('keeps the zeros and says it has ended when time is up', () => {
    const { rerender } = render(<Countdown timeLeftMs={-5} />);
    expect(screen.getByRole('timer')).toHaveAttribute('data-state', 'ended');
    // Spec §3: the zeros stay after the end; the words say so.
    expect(screen.getByRole('timer')).toHaveTextContent('0 days, 0 hours, 0 minutes, 0 seconds. Ended');
    rerender(<Countdown timeLeftMs={0} endedLabel="Offer ended" />);
    expect(screen.getByRole('timer')).toHaveTextContent('0 days, 0 hours, 0 minutes, 0 seconds. Offer ended');
  });
});
