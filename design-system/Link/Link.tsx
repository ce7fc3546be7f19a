import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ON_COLOUR_PROPERTY } from '../../tokens/index.ts';
import { ExternalMark } from '../icons/icons.tsx';
import { on } from '../interaction-styles.ts';
import { css, styled, visuallyHidden } from '../stitches.config.ts';
import { toSafeHref } from './safe-href.ts';

/** Placement of the external mark after a link's (or a link button's) text. */
export const externalMark = css({ display: 'inline-block', flexShrink: 0, marginInlineStart: '0.25em', verticalAlign: '-0.1em' });

export const LINK_VARIANTS = ['inline', 'subtle'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

// A native <a>: it works before any script runs and costs nothing to hydrate (issue 22), so its
// states are the CSS pseudo-classes.
const StyledLink = styled('a', {
  color: 'inherit',
  borderRadius: 2,
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  // Hover and press tint the text's background in the controls' family and thicken the underline;
  // no sinking (a link is text in a line).
  [on('native', 'hover')]: { backgroundColor: '$hoverOnLight', textDecorationLine: 'underline', textDecorationThickness: 2 },
  [on('native', 'pressed')]: { backgroundColor: '$pressedOnLight', textDecorationLine: 'underline', textDecorationThickness: 2 },
  [on('native', 'focus')]: { focusRing: true },
  variants: {
    variant: {
      // On a coloured surface the surface's text colour (ON_COLOUR_PROPERTY), underlined.
      inline: { color: `var(${ON_COLOUR_PROPERTY}, $colors$accent)`, fontWeight: '$medium', textDecoration: 'underline' },
      subtle: { textDecoration: 'none' },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'children' | 'className' | 'style'> {
  /** Any value from the CMS: only http(s), mailto, tel and relative URLs become a link. */
  href: unknown;
  children: ReactNode;
  variant?: LinkVariant;
  /** CMS flag; absolute http(s) URLs count as external unless this is false. */
  isExternal?: boolean;
  /** Read after the text of links that open a new tab (WCAG G201). */
  newTabLabel?: string;
  className?: string;
}

/**
 * A link that is safe with CMS data: a `javascript:` or malformed href renders its text only.
 * External links open in a new tab with rel="noopener noreferrer" and say so to screen readers.
 */
export function Link({ href, children, variant, isExternal, newTabLabel = '(opens in a new tab)', rel, target, ...props }: LinkProps) {
  const safe = toSafeHref(href);
  if (!safe) return <span className={props.className}>{children}</span>;

  const external = isExternal ?? safe.isAbsolute;
  const relTokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  if (external) ['noopener', 'noreferrer'].forEach((token) => relTokens.add(token));

  return (
    <StyledLink
      {...props}
      href={safe.href}
      variant={variant}
      target={external ? '_blank' : target}
      rel={relTokens.size > 0 ? [...relTokens].join(' ') : undefined}
    >
      {children}
      {external && (
        <>
          <ExternalMark className={externalMark()} />
          <span style={visuallyHidden as React.CSSProperties}> {newTabLabel}</span>
        </>
      )}
    </StyledLink>
  );
}
