import { styled, visuallyHidden } from '../stitches.config.ts';
import { pad2, splitTimeLeft, type TimeLeft } from './time-left.ts';

/** §9 "Countdown tick 1 s": how often the owner of a countdown updates `milliseconds`. */
export const COUNTDOWN_TICK_MS = 1_000;
// Spelled out (not derived from the lists) so Storybook's controls can show the values.
export type CountdownSize = 'sm' | 'md' | 'responsive';
export type CountdownTone = 'surface' | 'inverse';
export const COUNTDOWN_SIZES: readonly CountdownSize[] = ['sm', 'md', 'responsive'];
export const COUNTDOWN_TONES: readonly CountdownTone[] = ['surface', 'inverse'];

export type CountdownLabels = Record<keyof TimeLeft, string>;

export const DEFAULT_COUNTDOWN_LABELS: CountdownLabels = { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' };

// On a phone (`responsive`) the tiles join into one pill of digits, "02 days 13:39:27": the days
// keep their word (not the other units' words reserved for the tiles' width), the rest are hh:mm:ss.
const INLINE_DIGITS = {
  display: 'inline-flex',
  alignItems: 'baseline',
  borderRadius: '$pill',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  '& > [data-unit]': { flexDirection: 'row', alignItems: 'baseline', minWidth: 0, padding: '6px 0', borderRadius: 0, textPreset: 16 },
  '& > [data-unit=days]': { paddingInlineStart: '$3' },
  '& > [data-unit=seconds]': { paddingInlineEnd: '$3' },
  '& small, & > strong': { display: 'none' },
  '& > [data-unit=days] small': { display: 'block', paddingInline: '$1 $2', '& [data-reserved]': { display: 'none' } },
  '& > [data-unit=minutes]::before, & > [data-unit=seconds]::before': { content: '":"' },
} as const;

// Tiles of equal width (the widest unit word sets it), so "01 day" and "59 seconds" line up.
// `responsive` on a phone: one pill of digits, "02 days 13:39:27", a line of a slim strip (issue 63).
const Timer = styled('div', {
  display: 'inline-grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  alignItems: 'stretch',
  gap: '$2',
  fontVariantNumeric: 'tabular-nums',
  // Unit words never break inside a tile, whatever the surface allows its text.
  overflowWrap: 'normal',
  variants: {
    size: {
      sm: {},
      md: {},
      responsive: { '@xs': { ...INLINE_DIGITS, gap: 0 } },
    },
  },
});


const Segment = styled('span', {
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gridRow: 1,
  borderRadius: '$md',
  fontWeight: '$black',
  variants: {
    size: {
      sm: { minWidth: 44, padding: '$1 $2', textPreset: 18, '& small': { textPreset: 'micro' } },
      md: { minWidth: 64, padding: '$2 $3', textPreset: 32, '& small': { textPreset: 'small' } },
      responsive: {
        minWidth: 44,
        padding: '$1 $2',
        textPreset: 18,
        '& small': { textPreset: 'micro' },
        '@sm': { minWidth: 64, padding: '$2 $3', textPreset: 32, '& small': { textPreset: 'small' } },
      },
    },
    tone: {
      surface: { backgroundColor: '$surfaceMuted', color: '$text' },
      inverse: { backgroundColor: '$text', color: '$surface' },
    },
  },
  '& small': { fontWeight: '$medium' },
});

// The unit's word, over every word the timer may show (reservedLabels) laid invisibly in the same
// cell of the first tile: the tiles share one width (1fr), the widest content's, so the timer keeps
// its width as the words change each second (Ukrainian 44 секунди, 45 секунд, 41 секунда moved the
// banner's timer: a layout shift). One tile is enough, and keeps the page's HTML small.
const Word = styled('small', {
  display: 'grid',
  justifyItems: 'center',
  '& > *': { gridArea: '1 / 1' },
  '& > [data-reserved]': { visibility: 'hidden' },
});

// Spec §3: after the end the zeros stay; the words under them say the time is up.
const EndedNote = styled('strong', { gridColumn: '1 / span 4', gridRow: 2, textPreset: 'small', fontWeight: '$bold', textAlign: 'center' });

export interface CountdownProps {
  /** What is left, in ms; zero or less shows the zero state. */
  timeLeftMs: number;
  /** Names the timer, e.g. "Offer ends in". */
  label?: string;
  labels?: CountdownLabels;
  /** Every word a unit may show (all plural forms): the tiles keep the widest one's width. */
  reservedLabels?: readonly string[];
  /** `md` (default), `sm` where space is short (popups, compact banners), or `responsive`: one line of digits on a phone ("02 days 13:39:27", a top banner's slim strip), `md` from the sm breakpoint. */
  size?: CountdownSize;
  /** The tiles: `surface` (default) light with dark digits, `inverse` dark with light digits; pick the one that stands out from what is behind. */
  tone?: CountdownTone;
  /** Said under the zeros once the time is up, e.g. "Offer ended". */
  endedLabel?: string;
  /**
   * When the time is up (epoch ms), with every word each unit may take by plural category: written
   * on the timer (`data-ends-at`, `data-word-forms`) for a script that sets the digits and words
   * before the page's first paint (site/promotions/banners/countdown-paint.ts).
   */
  paint?: { endsAt: number; wordForms: Record<keyof TimeLeft, Partial<Record<Intl.LDMLPluralRule, string>>> };
}

/**
 * Days, hours, minutes and seconds of a time-left value. role="timer" is not a live region, so
 * nothing is announced every second; the current value is read when the visitor reaches it.
 * Ticking belongs to the caller (it passes a new timeLeftMs each second).
 */
export function Countdown({
  timeLeftMs,
  label = 'Time left',
  labels = DEFAULT_COUNTDOWN_LABELS,
  reservedLabels = [],
  size = 'md',
  tone = 'surface',
  endedLabel = 'Ended',
  paint,
}: CountdownProps) {
  const parts = splitTimeLeft(timeLeftMs);
  const units = Object.keys(parts) as (keyof TimeLeft)[];
  const ended = units.every((unit) => parts[unit] === 0);
  return (
    <Timer
      size={size}
      role="timer"
      aria-label={label}
      data-state={ended ? 'ended' : 'running'}
      {...(paint && !ended ? { 'data-ends-at': paint.endsAt, 'data-word-forms': JSON.stringify(paint.wordForms) } : {})}
    >
      <span style={visuallyHidden as React.CSSProperties} data-part="spoken">
        {`${units.map((unit) => `${parts[unit]} ${labels[unit]}`).join(', ')}${ended ? `. ${endedLabel}` : ''}`}
      </span>
      {units.map((unit, index) => (
        <Segment key={unit} size={size} tone={tone} aria-hidden="true" data-unit={unit}>
          <span data-part="digits">{pad2(parts[unit])}</span>
          <Word>
            <span data-part="word">{labels[unit]}</span>
            {(index === 0 ? reservedLabels : []).map((word) => (
              <span key={word} data-reserved="">
                {word}
              </span>
            ))}
          </Word>
        </Segment>
      ))}
      {ended && <EndedNote aria-hidden="true">{endedLabel}</EndedNote>}
    </Timer>
  );
}
