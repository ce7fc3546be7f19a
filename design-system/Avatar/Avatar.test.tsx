// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows the image', () => {
    render(<Avatar src="/me.png" alt="Your profile" />);
    expect(screen.getByRole('img', { name: 'Your profile' })).toHaveAttribute('src', '/me.png');
  });
  it.each([undefined, null, ''])('shows the placeholder when the URL is %j', (src) => {
    render(<Avatar src={src} alt="Your profile" />);
    const placeholder = screen.getByRole('img', { name: 'Your profile' });
    expect(placeholder.tagName).toBe('SPAN');
  });
  it('falls back to the placeholder when the image fails to load', () => {
    render(<Avatar src="/missing.png" alt="Your profile" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Your profile' }).tagName).toBe('SPAN');
  });
  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
