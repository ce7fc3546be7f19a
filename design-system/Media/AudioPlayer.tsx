import { useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { PauseIcon, PlayIcon } from '../icons/icons.tsx';
import { on } from '../interaction-styles.ts';
import { styled } from '../stitches.config.ts';

/** m:ss (or h:mm:ss), for the elapsed and total times. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

const Player = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$lg',
  backgroundColor: '$surfaceMuted',
  color: '$text',
  lineHeight: 'normal',
});

const Time = styled('span', { textPreset: 'small', color: '$textMuted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

// The position: a native range (keyboard, screen readers), drawn as a purple bar on a track.
const Position = styled('input', {
  width: '100%',
  height: 24,
  margin: 0,
  accentColor: '$colors$accent',
  cursor: 'pointer',
  outline: 'none',
  [on('native', 'focus')]: { focusRing: true },
});

export interface AudioLabels {
  play: string;
  pause: string;
  /** Names the position slider. */
  position: string;
}

/**
 * Audio with the system's controls instead of the browser's: play and pause, the position as a
 * slider (arrow keys seek), elapsed and total time. The `<audio>` element stays in the page
 * without controls of its own.
 */
export function AudioPlayer({ src, alt, labels, loop, children }: { src: string; alt: string; labels: AudioLabels; loop?: boolean; children?: ReactNode }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const update = () => {
    const element = audio.current;
    if (element) setTime({ current: element.currentTime, duration: Number.isFinite(element.duration) ? element.duration : 0 });
  };
  // The length only once it is known (a live or streamed file may never say).
  const shown = time.duration ? `${formatTime(time.current)} / ${formatTime(time.duration)}` : formatTime(time.current);
  // The same toggle as Media's video button, written twice on purpose: a module shared by Media's
  // chunk and this lazy one would be one more file on every page that shows a banner.
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) element.pause();
    else void element.play()?.catch(() => undefined);
  };
  return (
    <Player role="group" aria-label={alt}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- tracks come from the caller (children) */}
      <audio
        ref={audio}
        src={src}
        loop={loop}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={update}
        onLoadedMetadata={update}
        onDurationChange={update}
      >
        {children}
      </audio>
      <IconButton variant="filled" size="md" aria-label={playing ? labels.pause : labels.play} onPress={toggle}>
        {playing ? <PauseIcon size={20} /> : <PlayIcon size={20} />}
      </IconButton>
      <Position
        type="range"
        min={0}
        max={time.duration || 0}
        step="any"
        value={time.current}
        aria-label={labels.position}
        aria-valuetext={shown}
        onChange={(event) => {
          if (audio.current) audio.current.currentTime = Number(event.target.value);
          update();
        }}
      />
      <Time aria-hidden="true">{shown}</Time>
    </Player>
  );
}
