import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CollapseIcon, ExpandIcon, PauseIcon, PlayIcon } from '../icons/icons.tsx';
import { styled } from '../stitches.config.ts';
import { DEFAULT_MEDIA_LABELS, type MediaLabels } from './labels.ts';
import { mediaKind } from './media-kind.ts';

const Figure = styled('figure', {
  position: 'relative',
  margin: 0,
  overflow: 'hidden',
  borderRadius: '$lg',
  backgroundColor: '$black',
  lineHeight: 0,
  '& img, & video': { display: 'block', width: '100%', height: 'auto' },
  '&:fullscreen': { borderRadius: 0, display: 'grid', placeItems: 'center' },
  '&:fullscreen img, &:fullscreen video': { maxHeight: '100vh', objectFit: 'contain' },
  // A video has no height until its metadata arrives: its box is reserved at the ratio it will
  // have (or 16:9), or the bar under it moved down as it loaded (CLS 0.0097 in the media popup).
  '& video': { aspectRatio: 'var(--media-ratio, 16 / 9)', objectFit: 'contain' },
  '&:fullscreen video': { aspectRatio: 'auto' },
  '&[data-kind=audio]': { backgroundColor: 'transparent', overflow: 'visible' },
  // No black behind a picture: anti-aliasing of the rounded clip drew it as a hairline fringe in
  // some paints and not others (a flaky snapshot under load).
  '&[data-kind=image]': { backgroundColor: 'transparent' },
});

// Under the picture, not over it: the controls never cover its subject. One bar holds the
// caption and the controls; it is dark under a video or a caption, and bare under a picture.
const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: 48,
  padding: '$2',
  '&[data-dark]': { backgroundColor: '$black', color: '$white' },
  '&:not([data-dark])': { paddingInline: 0 },
});

const TranscriptLink = styled('a', {
  paddingInline: '$2',
  textPreset: 'small',
  lineHeight: 1.5,
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  '&:focus-visible': { focusRing: true },
});

const Controls = styled('div', { display: 'flex', gap: '$2', marginInlineStart: 'auto' });

// What shows instead of media that cannot be shown (an unknown type, a broken image).
const Frame = styled('div', {
  display: 'grid',
  placeItems: 'center',
  minHeight: 120,
  padding: '$5',
  borderRadius: '$lg',
  border: '$borderWidths$thick dashed $colors$divider',
  backgroundColor: '$surfaceMuted',
  color: '$textMuted',
  textAlign: 'center',
});

const Caption = styled('figcaption', { paddingInline: '$2', textPreset: 'small' });

export interface MediaProps {
  src: string;
  /** CMS media mime; decides video, audio, image or unknown (spec §4). */
  mime: unknown;
  /** Alternative text of an image; for video and audio, names the player. */
  alt: string;
  caption?: ReactNode;
  poster?: string;
  /** The media's own size in pixels (the CMS's width and height), so its box is reserved before it loads. */
  width?: number | null;
  height?: number | null;
  /** Video defaults of spec §4: autoplays, loops and is muted. */
  autoPlay?: boolean;
  loop?: boolean;
  muted?: boolean;
  /** Shows the fullscreen toggle (media banner popup). */
  allowFullscreen?: boolean;
  onFullscreenChange?: (isFullscreen: boolean) => void;
  /** Caption tracks (WebVTT) for video and audio with speech; a `default` one shows from the start. */
  captions?: readonly { src: string; srcLang: string; label: string; default?: boolean }[];
  /** A text file telling what the video shows (its alternative, WCAG 1.2.1), linked under it. */
  transcript?: string;
  /** Shown in a frame for an unknown mime or an image that does not load (the alt text then, by default); nothing for an unknown mime by default. */
  fallback?: ReactNode;
  labels?: MediaLabels;
}

// Audio is rare (a media popup's): its player loads when one is shown, not with every page.
const AudioPlayer = lazy(() => import('./AudioPlayer.tsx').then((module) => ({ default: module.AudioPlayer })));

/** The player's size while it loads, so nothing moves when it arrives. */
const AudioPlaceholder = styled('div', { height: 68, borderRadius: '$lg', backgroundColor: '$surfaceMuted' });

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Video, audio or image chosen from the mime. Video plays inline; it autoplays, loops and is
 * muted by default, with a pause control (WCAG 2.2.2), and does not start by itself when the
 * visitor prefers reduced motion.
 */
export function Media({
  src,
  mime,
  alt,
  caption,
  poster,
  width,
  height,
  autoPlay = true,
  loop = true,
  muted = true,
  allowFullscreen = true,
  onFullscreenChange,
  fallback = null,
  captions = [],
  transcript,
  labels = DEFAULT_MEDIA_LABELS,
}: MediaProps) {
  const kind = mediaKind(mime);
  const figure = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [isFullscreen, setFullscreen] = useState(false);
  const [isPlaying, setPlaying] = useState(false);
  const [isBroken, setBroken] = useState(false);

  useEffect(() => {
    const onChange = () => {
      const active = document.fullscreenElement === figure.current && figure.current !== null;
      setFullscreen(active);
      onFullscreenChange?.(active);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [onFullscreenChange]);

  useEffect(() => {
    const element = video.current;
    if (!element || !autoPlay || prefersReducedMotion()) return;
    element.play()?.catch(() => setPlaying(false));
  }, [autoPlay, src]);

  if (kind === 'unknown') return fallback ? <Frame>{fallback}</Frame> : null;
  if (kind === 'image' && isBroken) return <Frame role="img" aria-label={alt}>{fallback ?? alt}</Frame>;

  const tracks = captions.map((track) => <track key={track.src} kind="captions" {...track} />);
  const size = width && height ? { width, height } : undefined;

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void figure.current?.requestFullscreen?.();
  };
  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    // Follow the state the button shows (set by play/pause events), not element.paused.
    if (isPlaying) element.pause();
    else void element.play()?.catch(() => undefined);
  };

  return (
    <Figure ref={figure} data-kind={kind} data-fullscreen={isFullscreen || undefined}>
      {kind === 'image' && <img src={src} alt={alt} {...size} onError={() => setBroken(true)} />}
      {kind === 'video' && (
        // Tracks come from the `captions` prop; the rule cannot see elements built from a list.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={video}
          src={src}
          poster={poster}
          {...size}
          style={size && ({ '--media-ratio': `${size.width} / ${size.height}` } as CSSProperties)}
          aria-label={alt}
          loop={loop}
          muted={muted}
          playsInline
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {tracks}
        </video>
      )}
      {kind === 'audio' && (
        <Suspense fallback={<AudioPlaceholder />}>
          <AudioPlayer src={src} alt={alt} loop={loop} labels={{ play: labels.playAudio, pause: labels.pauseAudio, position: labels.audioPosition }}>
            {tracks}
          </AudioPlayer>
        </Suspense>
      )}
      {kind !== 'audio' && (kind === 'video' || allowFullscreen || caption) && (
        <Bar data-dark={kind === 'video' || caption ? '' : undefined}>
          {caption && <Caption>{caption}</Caption>}
          {kind === 'video' && transcript && <TranscriptLink href={transcript}>{labels.transcript}</TranscriptLink>}
          <Controls>
            {kind === 'video' && (
              <IconButton variant="outline" size="sm" aria-label={isPlaying ? labels.pause : labels.play} onPress={togglePlay}>
                {isPlaying ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
              </IconButton>
            )}
            {allowFullscreen && (
              <IconButton
                variant="outline"
                size="sm"
                aria-label={isFullscreen ? labels.exitFullscreen : labels.enterFullscreen}
                onPress={toggleFullscreen}
              >
                {isFullscreen ? <CollapseIcon size={16} /> : <ExpandIcon size={16} />}
              </IconButton>
            )}
          </Controls>
        </Bar>
      )}
      {kind === 'audio' && caption && <Caption>{caption}</Caption>}
    </Figure>
  );
}
