// A video the build recorded from the site itself (scripts/record-lesson.mjs) lives under
// /media/recordings/ with what comes with it, named after it: its poster, its captions (the English
// the lesson reads aloud; the video is silent) and its transcript. A CMS media item that points at
// one gets them all; tests/placeholder-media.test.ts holds every video the content shows to this.
const RECORDING = /^\/media\/recordings\/[a-z0-9-]+\.(?:en|es|pt|uk)\.webm$/;

export interface RecordingCompanions {
  poster: string;
  captions: string;
  transcript: string;
}

export function recordingCompanions(url: string): RecordingCompanions | undefined {
  if (!RECORDING.test(url)) return undefined;
  const base = url.slice(0, -'.webm'.length);
  return { poster: `${base}.webp`, captions: `${base}.vtt`, transcript: `${base}.txt` };
}
