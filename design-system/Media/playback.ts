/**
 * Plays or pauses a video or audio element, following the state its button shows (kept by the
 * element's play and pause events), not `element.paused`; a play the browser refuses is no error.
 */
export function togglePlayback(element: HTMLMediaElement | null, isPlaying: boolean) {
  if (!element) return;
  if (isPlaying) element.pause();
  else void element.play()?.catch(() => undefined);
}
