// The player's words, apart from the player: a site's copy imports them on every page, and the
// player itself (with its styles) loads only where media is shown.
export interface MediaLabels {
  enterFullscreen: string;
  exitFullscreen: string;
  pause: string;
  play: string;
  playAudio: string;
  pauseAudio: string;
  /** Names the audio position slider. */
  audioPosition: string;
  /** Names the link to a video's transcript. */
  transcript: string;
  /** Names a caption track in English (the language a recording's captions are in). */
  captionsLanguage: string;
}

export const DEFAULT_MEDIA_LABELS: MediaLabels = {
  enterFullscreen: 'Open fullscreen',
  exitFullscreen: 'Exit fullscreen',
  pause: 'Pause video',
  play: 'Play video',
  playAudio: 'Play audio',
  pauseAudio: 'Pause audio',
  audioPosition: 'Position',
  transcript: 'Transcript',
  captionsLanguage: 'English',
};
