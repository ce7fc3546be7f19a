// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is a textbox named by its label that reports changes', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
  });

  describe('without an error', () => {
    it('is not invalid and shows no message', () => {
      render(<TextField label="Email" />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).not.toHaveAccessibleDescription();
    });
  });

  describe('with an error string', () => {
    it('shows it under the field, describes the input with it and marks it invalid', () => {
      render(<TextField label="Email" description="Weekly tips" error="Please, enter valid email" />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Weekly tips Please, enter valid email');
      const message = screen.getByText('Please, enter valid email');
      expect(message.closest('[aria-live="polite"]')).not.toBeNull();
      // "under the field": the message follows the input in document order.
      expect(input.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    it('treats an empty string as no error', () => {
      render(<TextField label="Email" error="" />);
      expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    });
  });

  it('never shows a native validation bubble (validation is the form’s job)', () => {
    render(<TextField label="Email" isRequired />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('required');
  });
});
