import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { externalMark } from '../Link/Link.tsx';
import { toSafeHref } from '../Link/safe-href.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { pressableStates, stateLayers } from '../interaction-styles.ts';
import { css, visuallyHidden } from '../stitches.config.ts';
import { ExternalMark } from '../icons/icons.tsx';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline', 'ghost'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

// States are styled through React Aria's data attributes (data-hovered, data-pressed,
// data-focus-visible, data-disabled, data-pending), so stories and tests can assert them.
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
  ...pressableStates,
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45, boxShadow: 'none' },
  '&[data-pending]': { cursor: 'progress', boxShadow: 'none' },

  variants: {
    variant: {
      primary: { backgroundColor: '$accent', color: '$textOnAccent', ...stateLayers('aria', 'fill') },
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

export interface ButtonAsButtonProps extends CommonProps, Omit<AriaButtonProps, 'children' | 'className' | 'isPending'> {
  href?: undefined;
  /** Shows a spinner, keeps focus and the accessible name, and ignores presses (React Aria "pending"). */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export interface ButtonAsLinkProps extends CommonProps, Omit<AriaLinkProps, 'children' | 'className'> {
  href: string;
  /** Read after the label of a link that opens a new tab, which also shows the Link's external mark (WCAG G201). */
  newTabLabel?: string;
  ref?: Ref<HTMLAnchorElement>;
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
 * The call-to-action primitive. With `href` it renders a link styled as a button (React Aria
 * Link: an `<a>`, so middle-click and "open in new tab" keep working); otherwise a `<button>`.
 */
export function Button(props: ButtonProps) {
  const className = [buttonStyles({ variant: props.variant, size: props.size, fullWidth: props.fullWidth }), props.className]
    .filter(Boolean)
    .join(' ');

  if (props.href !== undefined) {
    const { variant: _v, size: _s, fullWidth: _f, iconStart, iconEnd, children, className: _c, newTabLabel = '(opens in a new tab)', ...linkProps } = props;
    // The Link's rules (CMS values): only http(s), mailto, tel and relative URLs become a link; an
    // unsafe one (javascript:, data:, malformed) leaves an inert, disabled button.
    const safe = toSafeHref(linkProps.href);
    if (!safe) {
      return (
        <AriaButton isDisabled className={className}>
          <Content iconStart={iconStart} iconEnd={iconEnd}>
            {children}
          </Content>
        </AriaButton>
      );
    }
    const newTab = linkProps.target === '_blank';
    const rel = linkProps.rel ?? (newTab ? 'noopener noreferrer' : undefined);
    return (
      <AriaLink {...linkProps} href={safe.href} rel={rel} className={className}>
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
      </AriaLink>
    );
  }

  const { variant: _v, size: _s, fullWidth: _f, iconStart, iconEnd, children, className: _c, isLoading, ...buttonProps } =
    props;
  return (
    <AriaButton {...buttonProps} isPending={isLoading} className={className}>
      <Content iconStart={iconStart} iconEnd={iconEnd} isLoading={isLoading}>
        {children}
      </Content>
    </AriaButton>
  );
}
