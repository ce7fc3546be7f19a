import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CollapseIcon, ExpandIcon, PauseIcon, PlayIcon } from '../icons/icons.tsx';
import { styled } from '../stitches.config.ts';
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
  '&[data-kind=audio]': { backgroundColor: 'transparent', '& audio': { width: '100%' } },
  // No black behind a picture: anti-aliasing of the rounded clip drew it as a hairline fringe in
  // some paints and not others (a flaky snapshot under load).
  '&[data-kind=image]': { backgroundColor: 'transparent' },
});

const Controls = styled('div', { position: 'absolute', top: '$3', insetInlineEnd: '$3', display: 'flex', gap: '$2' });

const Caption = styled('figcaption', { padding: '$2 $3', textPreset: 'small', lineHeight: '$small', color: '$white', backgroundColor: '$black' });

export interface MediaLabels {
  enterFullscreen: string;
  exitFullscreen: string;
  pause: string;
  play: string;
}

export const DEFAULT_MEDIA_LABELS: MediaLabels = {
  enterFullscreen: 'Open fullscreen',
  exitFullscreen: 'Exit fullscreen',
  pause: 'Pause video',
  play: 'Play video',
};

export interface MediaProps {
  src: string;
  /** CMS media mime; decides video, audio, image or unknown (spec §4). */
  mime: unknown;
  /** Alternative text of an image; for video and audio, names the player. */
  alt: string;
  caption?: ReactNode;
  poster?: string;
  /** Video defaults of spec §4: autoplays, loops and is muted. */
  autoPlay?: boolean;
  loop?: boolean;
  muted?: boolean;
  /** Shows the fullscreen toggle (media banner popup). */
  allowFullscreen?: boolean;
  onFullscreenChange?: (isFullscreen: boolean) => void;
  /** Caption tracks (WebVTT) for video and audio with speech. */
  captions?: readonly { src: string; srcLang: string; label: string }[];
  /** Rendered for an unknown mime; nothing by default. */
  fallback?: ReactNode;
  labels?: MediaLabels;
}

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
  autoPlay = true,
  loop = true,
  muted = true,
  allowFullscreen = true,
  onFullscreenChange,
  fallback = null,
  captions = [],
  labels = DEFAULT_MEDIA_LABELS,
}: MediaProps) {
  const kind = mediaKind(mime);
  const figure = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [isFullscreen, setFullscreen] = useState(false);
  const [isPlaying, setPlaying] = useState(false);

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

  if (kind === 'unknown') return <>{fallback}</>;

  const tracks = captions.map((track) => <track key={track.src} kind="captions" {...track} />);

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
      {kind === 'image' && <img src={src} alt={alt} />}
      {kind === 'video' && (
        // Tracks come from the `captions` prop; the rule cannot see elements built from a list.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={video}
          src={src}
          poster={poster}
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
        // eslint-disable-next-line jsx-a11y/media-has-caption -- tracks from the `captions` prop, as above
        <audio src={src} controls preload="none" aria-label={alt} loop={loop}>
          {tracks}
        </audio>
      )}
      {kind !== 'audio' && (
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
      )}
      {caption && <Caption>{caption}</Caption>}
    </Figure>
  );
}
