// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Ticker } from './Ticker.tsx';

describe('Ticker', () => {
  it('repeats the text 10 times for the eye and once for screen readers (spec §9)', () => {
    const { container } = render(<Ticker text="Learn English with native speakers" />);
    expect(screen.getAllByText('Learn English with native speakers')).toHaveLength(11);
    expect(container.querySelectorAll('[aria-hidden="true"] span')).toHaveLength(10);
  });
  it('pauses and plays (WCAG 2.2.2)', async () => {
    const { container } = render(<Ticker text="Sale" />);
    const strip = container.firstElementChild!;
    expect(strip).toHaveAttribute('data-state', 'running');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(strip).toHaveAttribute('data-state', 'paused');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(strip).toHaveAttribute('data-state', 'running');
  });
});
