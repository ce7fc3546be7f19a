// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a button named by its label that reports presses', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Start learning</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Start learning' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  describe('when loading', () => {
    it('keeps its name and focus but ignores presses', async () => {
      const onPress = vi.fn();
      render(
        <Button onPress={onPress} isLoading>
          Subscribe
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Subscribe' });
      await userEvent.tab();
      expect(button).toHaveFocus();
      await userEvent.click(button);
      expect(onPress).not.toHaveBeenCalled();
      expect(button).toHaveAttribute('data-pending', 'true');
    });
  });

  describe('when disabled', () => {
    it('is disabled and ignores presses', async () => {
      const onPress = vi.fn();
      render(
        <Button onPress={onPress} isDisabled>
          Subscribe
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Subscribe' });
      expect(button).toBeDisabled();
      await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
      expect(onPress).not.toHaveBeenCalled();
    });
  });

  describe('with href', () => {
    it('renders a link', () => {
      render(<Button href="/english-tutors">English tutors</Button>);
      expect(screen.getByRole('link', { name: 'English tutors' })).toHaveAttribute('href', '/english-tutors');
    });
    it('adds rel="noopener noreferrer" when it opens a new tab, unless rel is given', () => {
      render(
        <>
          <Button href="https://example.com/a" target="_blank">
            A
          </Button>
          <Button href="https://example.com/b" target="_blank" rel="nofollow">
            B
          </Button>
        </>,
      );
      expect(screen.getByRole('link', { name: 'A (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.getByRole('link', { name: 'B (opens in a new tab)' })).toHaveAttribute('rel', 'nofollow');
    });
    it('says a new tab opens, in the page’s words, and shows the external mark', () => {
      render(
        <Button href="https://example.com/a" target="_blank" newTabLabel="(відкриється в новій вкладці)">
          Завантажити
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Завантажити (відкриється в новій вкладці)' });
      expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    });
    it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'java\tscript:alert(1)', 'vbscript:x', ''])(
      'renders an inert, disabled button for the unsafe href %j',
      (href) => {
        render(<Button href={href}>Claim offer</Button>);
        expect(screen.queryByRole('link')).toBeNull();
        expect(screen.getByRole('button', { name: 'Claim offer' })).toBeDisabled();
        expect(document.querySelector('[href]')).toBeNull();
      },
    );
  });
});
