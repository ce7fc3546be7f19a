// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIBE_COPY } from '../copy.ts';
import { PureSubscribeForm } from './PureSubscribeForm.tsx';

describe('PureSubscribeForm', () => {
  const setup = () => {
    const onSubmit = vi.fn();
    render(<PureSubscribeForm copy={SUBSCRIBE_COPY.en} onSubmit={onSubmit} />);
    return { onSubmit, user: userEvent.setup() };
  };

  it('shows every spec message on an empty submit and sends nothing', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('This field shouldn’t be empty')).toBeInTheDocument();
    expect(screen.getByText('Please check this box if you want to proceed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says "Please, enter valid email" for an address that does not match', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'a@b.c');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please, enter valid email')).toBeInTheDocument();
    expect(screen.queryByText('Please check this box if you want to proceed')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid address, trimmed, once the box is checked', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), ' learner@example.com ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'learner@example.com', agreeWithTerms: true });
    expect(screen.queryByText(/Please/)).toBeNull();
  });
});
