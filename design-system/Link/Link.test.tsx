// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Link } from './Link.tsx';
import { toSafeHref } from './safe-href.ts';

describe('toSafeHref', () => {
  it.each([
    ['/uk/levels/elementary-english', false],
    ['levels/advanced-english', false],
    ['#footer', false],
    ['?lang=uk', false],
    ['https://example.com/app', true],
    ['HTTP://example.com', true],
    ['//cdn.example.com/a.png', true],
    ['mailto:hello@example.com', false],
    ['tel:+380441234567', false],
  ])('accepts %s', (href, isAbsolute) => {
    expect(toSafeHref(href)).toEqual({ href, isAbsolute });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'https://',
    'http://exa mple.com',
    'mailto:',
    'tel:',
    '/\\evil.com',
    '',
    '   ',
    `https://example.com/${'a'.repeat(3000)}`,
    null,
    undefined,
    42,
    { href: '/' },
  ])('rejects %j', (href) => {
    expect(toSafeHref(href)).toBeNull();
  });
});

describe('Link', () => {
  it('renders a relative link in the same tab', () => {
    render(<Link href="/faq">FAQ</Link>);
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).not.toHaveAttribute('target');
  });

  describe('given an external URL', () => {
    it('opens a new tab with rel="noopener noreferrer" and says so', () => {
      render(<Link href="https://www.instagram.com/example">Instagram</Link>);
      const link = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    it('keeps a CMS rel value and adds the safety tokens', () => {
      render(
        <Link href="https://example.com" rel="nofollow">
          Partner
        </Link>,
      );
      expect(screen.getByRole('link')).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    });
    it('follows the CMS isExternal flag for a relative URL', () => {
      render(
        <Link href="/blog" isExternal>
          Blog
        </Link>,
      );
      expect(screen.getByRole('link')).toHaveAttribute('target', '_blank');
    });
  });

  describe('given an unsafe href', () => {
    it.each(['javascript:alert(1)', 'data:text/html,x', 'not a url', null])('renders %j as text, never a link', (href) => {
      render(<Link href={href}>Click me</Link>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Click me').tagName).toBe('SPAN');
    });
  });
});
