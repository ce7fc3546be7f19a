import { useId, type CSSProperties, type ReactNode } from 'react';
import { cmsSurfaceStyle } from '../../tokens/index.ts';
import { styled } from '../stitches.config.ts';

const Strip = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$4 $6',
  width: '100%',
  padding: '$5 $4',
  overflowWrap: 'anywhere',
  // The content keeps to the page's 1,200 px column on wide screens, so the action stays near
  // the words; the colour still runs edge to edge.
  '@sm': { columnInset: '$space$7' },
  '&[data-compact]': { paddingY: '$2', gap: '$2 $4' },
  // On a phone a banner is a strip, not a first screen: its title, its timer and its action.
  '@xs': { paddingY: '$3', gap: '$2 $4' },
  flexWrap: 'wrap',
  // Room for the dismiss control, which sits in the corner until the banner is one row.
  '&[data-has-end]': { paddingInlineEnd: 56 },
  '@md': { flexWrap: 'nowrap', '&[data-has-end]': { columnInset: '$space$7' } },
  // A phone's slim strip (issue 63): its one line and the timer, nothing else, in one row.
  '&[data-phone-line]': {
    '@xs': {
      // 44 px: a small button's 36, or the timer's pill.
      flexWrap: 'nowrap',
      paddingY: '$1',
      '& > [data-part=aside] > :not([role=timer], noscript), & > [data-part=aside]:not([data-timer])': { display: 'none' },
      // Still read by a screen reader (the region's name may be its title: one market's price, not every one's).
      '& > [data-part=copy]': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
    },
  },
});

// One line: its words cut with an ellipsis when they must be, what follows them (a button) whole.
const PhoneLine = styled('div', {
  display: 'none',
  '@xs': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$3',
    flex: '1 1 auto',
    minWidth: 0,
    textPreset: 16,
    fontWeight: '$black',
    '& > :first-child': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& > :not(:first-child)': { flexShrink: 0 },
  },
});


const End = styled('div', {
  position: 'absolute',
  top: '$2',
  insetInlineEnd: '$2',
  '@md': { position: 'static' },
});

const Media = styled('div', {
  flexShrink: 0,
  width: 120,
  lineHeight: 0,
  '& img': { width: '100%', height: 'auto', borderRadius: '$md' },
  '[data-compact] > &': { display: 'none' },
  '@xs': { display: 'none' },
});

const Copy = styled('div', { flex: '1 1 240px', minWidth: 0 });

const Title = styled('p', {
  margin: 0,
  typeRole: 'h2',
  '@xs': { textPreset: 18 },
  '[data-compact] &': { textPreset: 16 },
});

const Text = styled('p', { margin: 0, marginTop: '$1', textPreset: 16, '[data-compact] &': { display: 'none' }, '@xs': { display: 'none' } });

const Aside = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3', maxWidth: '100%', '@md': { flexShrink: 0 } });

export interface BannerProps {
  /** The CMS colour (`{ name, opacity }`); unknown or missing shows the muted surface (tokens FALLBACK_COLOR). */
  background?: unknown;
  title?: ReactNode;
  text?: ReactNode;
  /** A call to action, usually a Button. */
  action?: ReactNode;
  /** An image or Media; hidden in the compact variant and on a phone (as the text is). */
  media?: ReactNode;
  /** A Countdown. */
  timer?: ReactNode;
  /** Scrolled state (spec §4: banners compact on scroll): one line, smaller padding. */
  compact?: boolean;
  /** Names the banner as a region landmark. */
  label?: string;
  /** Names the region by its title instead (a title whose words depend on the visitor, as prices do). */
  labelledByTitle?: boolean;
  /** Extra controls at the end, e.g. a dismiss IconButton. */
  end?: ReactNode;
  /**
   * On a phone, one line instead of the title, text, media and action, beside the timer: the slim
   * strip a first screen can afford (issue 63). Its first child's words are cut to the line; what
   * follows (a small button) stays whole.
   */
  phoneLine?: ReactNode;
}

/** The surface every promotional banner is built on: a palette colour at an opacity, with slots. */
export function Banner({ background, title, text, action, media, timer, compact = false, label, labelledByTitle = false, end, phoneLine }: BannerProps) {
  const titleId = useId();
  const byTitle = labelledByTitle && Boolean(title);
  return (
    <Strip
      role={label || byTitle ? 'region' : undefined}
      aria-label={byTitle ? undefined : label}
      aria-labelledby={byTitle ? titleId : undefined}
      data-compact={compact || undefined}
      data-has-end={end ? '' : undefined}
      data-phone-line={phoneLine ? '' : undefined}
      style={cmsSurfaceStyle(background) as CSSProperties}
    >
      {media && <Media>{media}</Media>}
      <Copy data-part="copy">
        {title && <Title id={byTitle ? titleId : undefined}>{title}</Title>}
        {text && <Text>{text}</Text>}
      </Copy>
      {phoneLine && <PhoneLine>{phoneLine}</PhoneLine>}
      {(timer || action) && (
        <Aside data-part="aside" data-timer={timer ? '' : undefined}>
          {timer}
          {action}
        </Aside>
      )}
      {end && <End>{end}</End>}
    </Strip>
  );
}
