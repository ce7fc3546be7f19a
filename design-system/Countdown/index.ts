export { Countdown, COUNTDOWN_SIZES, COUNTDOWN_TICK_MS, COUNTDOWN_TONES, DEFAULT_COUNTDOWN_LABELS } from './Countdown.tsx';
export type { CountdownLabels, CountdownProps } from './Countdown.tsx';
export { splitTimeLeft } from './time-left.ts';
export type { TimeLeft } from './time-left.ts';
