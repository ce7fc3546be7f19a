import { styled, visuallyHidden } from '../stitches.config.ts';
import { pad2, splitTimeLeft, type TimeLeft } from './time-left.ts';

/** §9 "Countdown tick 1 s": how often the owner of a countdown updates `milliseconds`. */
export const COUNTDOWN_TICK_MS = 1_000;
// Spelled out (not derived from the lists) so Storybook's controls can show the values.
export type CountdownSize = 'sm' | 'md';
export type CountdownTone = 'surface' | 'inverse';
export const COUNTDOWN_SIZES: readonly CountdownSize[] = ['sm', 'md'];
export const COUNTDOWN_TONES: readonly CountdownTone[] = ['surface', 'inverse'];

export type CountdownLabels = Record<keyof TimeLeft, string>;

export const DEFAULT_COUNTDOWN_LABELS: CountdownLabels = { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' };

const Timer = styled('div', {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: '$2',
  fontVariantNumeric: 'tabular-nums',
  '&[data-state=ended]': { opacity: 0.8 },
});

const Segment = styled('span', {
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  borderRadius: '$md',
  fontWeight: '$black',
  variants: {
    size: {
      sm: { minWidth: 44, padding: '$1 $2', textPreset: 18, '& small': { textPreset: 'micro' } },
      md: { minWidth: 64, padding: '$2 $3', textPreset: 32, '& small': { textPreset: 'small' } },
    },
    tone: {
      surface: { backgroundColor: '$surfaceMuted', color: '$text' },
      inverse: { backgroundColor: '$text', color: '$surface' },
    },
  },
  '& small': { fontWeight: '$medium' },
});

export interface CountdownProps {
  /** What is left, in ms; zero or less shows the zero state. */
  timeLeftMs: number;
  /** Names the timer, e.g. "Offer ends in". */
  label?: string;
  labels?: CountdownLabels;
  /** `md` (default), or `sm` where space is short: popups on a phone, compact banners. */
  size?: CountdownSize;
  /** The tiles: `surface` (default) light with dark digits, `inverse` dark with light digits; pick the one that stands out from what is behind. */
  tone?: CountdownTone;
}

/**
 * Days, hours, minutes and seconds of a time-left value. role="timer" is not a live region, so
 * nothing is announced every second; the current value is read when the visitor reaches it.
 * Ticking belongs to the caller (it passes a new timeLeftMs each second).
 */
export function Countdown({ timeLeftMs, label = 'Time left', labels = DEFAULT_COUNTDOWN_LABELS, size = 'md', tone = 'surface' }: CountdownProps) {
  const parts = splitTimeLeft(timeLeftMs);
  const units = Object.keys(parts) as (keyof TimeLeft)[];
  const ended = units.every((unit) => parts[unit] === 0);
  return (
    <Timer role="timer" aria-label={label} data-state={ended ? 'ended' : 'running'}>
      <span style={visuallyHidden as React.CSSProperties}>
        {units.map((unit) => `${parts[unit]} ${labels[unit]}`).join(', ')}
      </span>
      {units.map((unit) => (
        <Segment key={unit} size={size} tone={tone} aria-hidden="true">
          {pad2(parts[unit])}
          <small>{labels[unit]}</small>
        </Segment>
      ))}
    </Timer>
  );
}
