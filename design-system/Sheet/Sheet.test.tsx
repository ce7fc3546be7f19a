// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet } from './Sheet.tsx';

describe('Sheet', () => {
  it('opens a dialog that locks page scroll and returns focus to its trigger on close', async () => {
    render(
      <Sheet title="Menu" trigger={<button type="button">Open menu</button>}>
        <a href="/faq">FAQ</a>
      </Sheet>,
    );
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(trigger).toHaveFocus();
  });

  it('closes by its Close button', async () => {
    render(<Sheet title="Menu" defaultOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
