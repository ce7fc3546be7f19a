import { useState } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { PauseIcon, PlayIcon } from '../icons/icons.tsx';
import { MEDIA } from '../../tokens/index.ts';
import { keyframes, styled, visuallyHidden, type CSS } from '../stitches.config.ts';

/** §9 "Ticker text is repeated 10 times". */
const TICKER_REPEAT_COUNT = 10;

// The track holds the text TICKER_REPEAT_COUNT times; moving it by half repeats seamlessly.
const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

const Strip = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  overflow: 'hidden',
  // The pause control's height (32) and padding, kept when reduced motion hides the control; a
  // phone's header and promotion keep to 120 px together (issue 63).
  minHeight: 44,
  padding: '6px $3',
  backgroundColor: '$text',
  color: '$surface',
  fontWeight: '$bold',
});

// Nothing moves under reduced motion, nor without scripting (the pause control could not work):
// then the text is shown once, wrapping, so all of it can be read, and there is nothing to pause.
const still = (rules: CSS) => ({ [`@media ${MEDIA.reducedMotion}, ${MEDIA.noScript}`]: rules });

// The text fades out at both ends instead of being cut by the edge or the pause control.
const FADE = 'linear-gradient(to right, transparent, #000 24px, #000 calc(100% - 32px), transparent)';
const Viewport = styled('div', {
  flex: 1,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  maskImage: FADE,
  WebkitMaskImage: FADE,
  ...still({ whiteSpace: 'normal', textWrap: 'balance', maskImage: 'none', WebkitMaskImage: 'none' }),
});

const Track = styled('div', {
  display: 'inline-flex',
  '@motion': { animation: `${scroll} var(--ticker-duration) linear infinite` },
  ...still({ display: 'block', animation: 'none' }),
});

// A dot between repeats, so the sentences do not run into one another.
const Item = styled('span', {
  '&::after': {
    content: '""',
    display: 'inline-block',
    width: 6,
    height: 6,
    marginInline: '$5',
    borderRadius: '$pill',
    backgroundColor: 'currentColor',
    opacity: 0.6,
    verticalAlign: 'middle',
  },
  ...still({ '&:not(:first-child)': { display: 'none' }, '&::after': { display: 'none' } }),
});

const PauseControl = styled('div', still({ display: 'none' }));

export interface TickerProps {
  /** The running text (CMS runningText). */
  text: string;
  /** Seconds for the track to move by half its length. */
  durationSeconds?: number;
  defaultPaused?: boolean;
  pauseLabel?: string;
  playLabel?: string;
}

/**
 * Running text repeated TICKER_REPEAT_COUNT times (spec §9), with a pause control (WCAG 2.2.2)
 * and no motion under prefers-reduced-motion. Screen readers read the text once.
 */
export function Ticker({ text, durationSeconds = 40, defaultPaused = false, pauseLabel = 'Pause', playLabel = 'Play' }: TickerProps) {
  const [paused, setPaused] = useState(defaultPaused);
  return (
    <Strip data-state={paused ? 'paused' : 'running'} style={{ '--ticker-duration': `${durationSeconds}s` } as React.CSSProperties}>
      <p style={{ ...(visuallyHidden as React.CSSProperties) }}>{text}</p>
      <Viewport aria-hidden="true">
        <Track style={{ animationPlayState: paused ? 'paused' : 'running' }}>
          {Array.from({ length: TICKER_REPEAT_COUNT }, (_, index) => (
            <Item key={index}>{text}</Item>
          ))}
        </Track>
      </Viewport>
      <PauseControl>
        <IconButton size="sm" variant="outline" aria-label={paused ? playLabel : pauseLabel} onPress={() => setPaused(!paused)}>
          {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </IconButton>
      </PauseControl>
    </Strip>
  );
}
