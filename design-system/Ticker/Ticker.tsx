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
// On a phone the header and any promotion keep to 120 px together (issue 63): the still text is one
// line there, its first phrase (up to the first ✦), cut with an ellipsis if even that is too long.
const stillOnPhone = (rules: CSS) => ({ [`@media ${MEDIA.reducedMotion} and ${MEDIA.xs}, ${MEDIA.noScript} and ${MEDIA.xs}`]: rules });
const PHRASE_MARK = '✦';
const DEFAULT_DURATION_SECONDS = 40;

// The text fades out at both ends instead of being cut by the edge or the pause control.
const FADE = 'linear-gradient(to right, transparent, #000 24px, #000 calc(100% - 32px), transparent)';
const Viewport = styled('div', {
  flex: 1,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  maskImage: FADE,
  WebkitMaskImage: FADE,
  ...still({ whiteSpace: 'normal', textWrap: 'balance', maskImage: 'none', WebkitMaskImage: 'none' }),
  ...stillOnPhone({ '& span': { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }, '& span span': { display: 'none' } }),
});

const Track = styled('div', {
  display: 'inline-flex',
  // The default duration and the running state are the CSS's, not an attribute on every page.
  '@motion': { animation: `${scroll} var(--ticker-duration, ${DEFAULT_DURATION_SECONDS}s) linear infinite` },
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
  /** Seconds for the track to move by half its length (DEFAULT_DURATION_SECONDS). */
  durationSeconds?: number;
  defaultPaused?: boolean;
  pauseLabel?: string;
  playLabel?: string;
}

/**
 * Running text repeated TICKER_REPEAT_COUNT times (spec §9), with a pause control (WCAG 2.2.2)
 * and no motion under prefers-reduced-motion. Screen readers read the text once.
 */
export function Ticker({ text, durationSeconds, defaultPaused = false, pauseLabel = 'Pause', playLabel = 'Play' }: TickerProps) {
  const [paused, setPaused] = useState(defaultPaused);
  const leadEnd = text.indexOf(PHRASE_MARK);
  const lead = leadEnd > 0 ? text.slice(0, leadEnd).trimEnd() : text;
  const later = text.slice(lead.length);
  return (
    <Strip data-state={paused ? 'paused' : 'running'} style={durationSeconds === undefined ? undefined : ({ '--ticker-duration': `${durationSeconds}s` } as React.CSSProperties)}>
      <p style={{ ...(visuallyHidden as React.CSSProperties) }}>{text}</p>
      <Viewport aria-hidden="true">
        <Track style={paused ? { animationPlayState: 'paused' } : undefined}>
          {Array.from({ length: TICKER_REPEAT_COUNT }, (_, index) => (
            <Item key={index}>
              {lead}
              {later && <span>{later}</span>}
            </Item>
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
