// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is a checkbox named by its label that toggles', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I agree to the Terms</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  describe('with an error', () => {
    it('marks the box invalid and describes it with the message', () => {
      render(<Checkbox error="Please check this box if you want to proceed">I agree</Checkbox>);
      const box = screen.getByRole('checkbox', { name: 'I agree' });
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Please check this box if you want to proceed');
    });
  });

  it('has no error by default', () => {
    render(<Checkbox>I agree</Checkbox>);
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');
  });
});
