import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { externalMark } from '../Link/Link.tsx';
import { toSafeHref } from '../Link/safe-href.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { nativePressableStates, stateLayers } from '../interaction-styles.ts';
import { bothHandlers } from '../press.ts';
import { css, visuallyHidden } from '../stitches.config.ts';
import { ExternalMark } from '../icons/icons.tsx';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline', 'ghost'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

// A native <button> or <a>: it works before any script runs (a submit button submits its form, a
// link is followed) and costs nothing to hydrate (issue 22). Hover, press and keyboard focus are
// the CSS pseudo-classes; disabled and loading are data attributes (data-disabled, data-pending)
// that stories and tests assert.
export const buttonStyles = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  maxWidth: '100%',
  margin: 0,
  border: '$borderWidths$thick solid transparent',
  // The radius (per size) is half the one-line height, not a pill: a label that wraps makes a
  // rounded rectangle, not a lozenge. Lines of even length, hyphenated where the language allows.
  fontFamily: '$body',
  fontWeight: '$bold',
  textAlign: 'center',
  textDecoration: 'none',
  textWrap: 'balance',
  hyphens: 'auto',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  ...nativePressableStates,
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45, boxShadow: 'none' },
  '&[data-pending]': { cursor: 'progress', boxShadow: 'none' },

  variants: {
    variant: {
      primary: { backgroundColor: '$accent', color: '$textOnAccent', ...stateLayers('native', 'fill') },
      secondary: { backgroundColor: '$surfaceMuted', color: '$text' },
      outline: { backgroundColor: 'transparent', color: '$accent', borderColor: '$accent' },
      ghost: { backgroundColor: 'transparent', color: '$accent' },
    },
    size: {
      // Sizes differ in type, gap and radius too, not only in padding.
      sm: { borderRadius: 18, minHeight: 36, gap: '$1', paddingX: '$4', paddingY: '$1', textPreset: 'small' },
      md: { borderRadius: 22, minHeight: '$targetComfortable', paddingX: '$6', paddingY: '$2', textPreset: 16 },
      lg: { borderRadius: 28, minHeight: 56, gap: '$3', paddingX: '$7', paddingY: '$3', textPreset: 20 },
    },
    fullWidth: { true: { display: 'flex', width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

const label = css({
  variants: { hidden: { true: { opacity: 0 } } },
});

const pendingSpinner = css({ position: 'absolute', inset: 0, margin: 'auto' });

interface CommonProps {
  /** Emphasis: `primary` for the one main action of a view, `secondary` and `outline` beside it, `ghost` for the least. */
  variant?: ButtonVariant;
  /** Height and type size: `sm` 36 px and 14 px type (dense rows, the header), `md` 44 px and 16 px, `lg` 56 px and 20 px (heroes, popups). */
  size?: ButtonSize;
  /** Takes the full width of its container (phone layouts, forms). */
  fullWidth?: boolean;
  /** Decorative icon before the label (aria-hidden). */
  iconStart?: ReactNode;
  /** Decorative icon after the label (aria-hidden). */
  iconEnd?: ReactNode;
  children: ReactNode;
  className?: string;
}

export interface ButtonAsButtonProps extends CommonProps, Omit<ComponentPropsWithRef<'button'>, 'children' | 'className' | 'disabled'> {
  href?: undefined;
  /** Shows a spinner, keeps focus and the accessible name, and ignores presses (a submit button does not submit). */
  isLoading?: boolean;
  /** Not available now: dimmed, out of the tab order, announced as disabled. */
  isDisabled?: boolean;
  /** Pressed: a click, Enter or Space. */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
}

export interface ButtonAsLinkProps extends CommonProps, Omit<ComponentPropsWithRef<'a'>, 'children' | 'className' | 'href'> {
  href: string;
  /** Read after the label of a link that opens a new tab, which also shows the Link's external mark (WCAG G201). */
  newTabLabel?: string;
  /** Followed: a click or Enter (the browser then follows the link). */
  onPress?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function Content({ children, iconStart, iconEnd, isLoading }: CommonProps & { isLoading?: boolean }) {
  return (
    <>
      {iconStart && <span aria-hidden="true">{iconStart}</span>}
      {/* The label stays in the accessibility tree while the spinner shows, so the name holds. */}
      <span className={label({ hidden: Boolean(isLoading) })}>{children}</span>
      {iconEnd && <span aria-hidden="true">{iconEnd}</span>}
      {isLoading && <Spinner className={pendingSpinner()} />}
    </>
  );
}

/**
 * The call-to-action primitive. With `href` it renders a link styled as a button (an `<a>`, so
 * middle-click and "open in new tab" keep working); otherwise a `<button>` (type `button` unless
 * given).
 */
export function Button(props: ButtonProps) {
  const className = [buttonStyles({ variant: props.variant, size: props.size, fullWidth: props.fullWidth }), props.className]
    .filter(Boolean)
    .join(' ');

  if (props.href !== undefined) {
    const { variant: _v, size: _s, fullWidth: _f, iconStart, iconEnd, children, className: _c, newTabLabel = '(opens in a new tab)', onPress, onClick, ...linkProps } = props;
    // The Link's rules (CMS values): only http(s), mailto, tel and relative URLs become a link; an
    // unsafe one (javascript:, data:, malformed) leaves an inert, disabled button.
    const safe = toSafeHref(linkProps.href);
    if (!safe) {
      return (
        <button type="button" disabled data-disabled="true" className={className}>
          <Content iconStart={iconStart} iconEnd={iconEnd}>
            {children}
          </Content>
        </button>
      );
    }
    const newTab = linkProps.target === '_blank';
    const rel = linkProps.rel ?? (newTab ? 'noopener noreferrer' : undefined);
    return (
      <a {...linkProps} href={safe.href} rel={rel} className={className} onClick={bothHandlers(onClick, onPress)}>
        <Content iconStart={iconStart} iconEnd={iconEnd ?? (newTab ? <ExternalMark className={externalMark()} /> : undefined)}>
          {children}
        </Content>
        {/* The space stays outside the hidden span, so the name reads "Label (opens in a new tab)". */}
        {newTab && (
          <>
            {' '}
            <span style={visuallyHidden as React.CSSProperties}>{newTabLabel}</span>
          </>
        )}
      </a>
    );
  }

  const { variant: _v, size: _s, fullWidth: _f, iconStart, iconEnd, children, className: _c, isLoading, isDisabled, onPress, onClick, type = 'button', ...buttonProps } =
    props;
  return (
    <button
      {...buttonProps}
      type={type}
      className={className}
      disabled={isDisabled}
      // Loading keeps the button focusable (focus is not lost mid-submit) but inert.
      aria-disabled={isLoading || undefined}
      data-disabled={isDisabled ? 'true' : undefined}
      data-pending={isLoading ? 'true' : undefined}
      onClick={(event) => {
        if (isLoading) event.preventDefault();
        else bothHandlers(onClick, onPress)(event);
      }}
    >
      <Content iconStart={iconStart} iconEnd={iconEnd} isLoading={isLoading}>
        {children}
      </Content>
    </button>
  );
}
