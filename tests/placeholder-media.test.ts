// No placeholder media (issue 45): every file the content points at under /media/ is there, at the
// size the content says; every video is a recording of the site made by `npm run media:record`
// (scripts/record-lesson.mjs), long enough to show a lesson, with its poster, captions and
// transcript, and recorded from the lesson as it is now. The old stand-in (a purple box, a yellow
// dot and a grey bar looping for a few seconds) fails each of these.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { recordingCompanions } from '../domain/content/recordings.ts';
import { LOCALES } from '../domain/constants.ts';
import { sourceHash } from '../scripts/record-lesson.mjs';

const ROOT = join(import.meta.dirname, '..');
const PUBLIC = join(ROOT, 'public');

interface MediaRef {
  file: string;
  url: string;
  mime: string;
  width?: number | null;
  height?: number | null;
}

/** Every media item of the content (banners, popups, pages, posts…): objects with a url under /media/ and a mime. */
function contentMedia(): MediaRef[] {
  const found: MediaRef[] = [];
  const walk = (value: unknown, file: string) => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, file));
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.url === 'string' && record.url.startsWith('/media/') && typeof record.mime === 'string')
      found.push({ file, url: record.url, mime: record.mime, width: record.width as number | null, height: record.height as number | null });
    for (const child of Object.values(record)) walk(child, file);
  };
  for (const file of readdirSync(join(ROOT, 'content')).filter((name) => name.endsWith('.json'))) walk(JSON.parse(readFileSync(join(ROOT, 'content', file), 'utf8')), file);
  return found;
}

/** The few facts of a WebM file a placeholder gives away: its length, its size and how many frames it has. */
function webmFacts(bytes: Uint8Array) {
  const vint = (at: number, keepMarker: boolean) => {
    const first = bytes[at]!;
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
    let value = keepMarker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
    return { value, length };
  };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const facts = { seconds: 0, width: 0, height: 0, frames: 0, timecodeScale: 1_000_000 };
  const CONTAINERS = new Set([0x18538067, 0x1549a966, 0x1654ae6b, 0xae, 0xe0, 0x1f43b675]);
  const read = (start: number, end: number) => {
    let at = start;
    while (at < end) {
      const id = vint(at, true);
      const size = vint(at + id.length, false);
      const body = at + id.length + size.length;
      const unknownSize = size.value === 2 ** (7 * size.length) - 1;
      const bodyEnd = unknownSize ? end : Math.min(end, body + size.value);
      const uint = () => {
        let value = 0;
        for (let i = body; i < bodyEnd; i++) value = value * 256 + bytes[i]!;
        return value;
      };
      if (CONTAINERS.has(id.value)) read(body, bodyEnd);
      else if (id.value === 0x2ad7b1) facts.timecodeScale = uint();
      else if (id.value === 0x4489) facts.seconds = (size.value === 4 ? view.getFloat32(body) : view.getFloat64(body)) * (facts.timecodeScale / 1e9);
      else if (id.value === 0xb0) facts.width = uint();
      else if (id.value === 0xba) facts.height = uint();
      else if (id.value === 0xa3 || id.value === 0xa0) facts.frames++;
      at = bodyEnd;
    }
  };
  read(0, bytes.length);
  return facts;
}

const media = contentMedia();
const videos = media.filter((item) => item.mime.startsWith('video/'));

describe('the media the content shows', () => {
  it('is found in the content, videos among it', () => {
    expect(media.length).toBeGreaterThan(10);
    expect(videos.length).toBeGreaterThanOrEqual(LOCALES.length);
  });

  it.each(media.map((item) => [item.url, item] as const))('%s is a file of the site, at the size the content says', async (url, item) => {
    const path = join(PUBLIC, url);
    expect(existsSync(path), `${item.file} points at ${url}, which is not in public/`).toBe(true);
    if (!item.width || !item.height || item.mime.startsWith('video/') || item.mime === 'image/svg+xml') return;
    const { width, height } = await sharp(path).metadata();
    expect({ width, height }).toEqual({ width: item.width, height: item.height });
  });
});

describe('every video', () => {
  const manifest = JSON.parse(readFileSync(join(PUBLIC, 'media/recordings/lesson-tour.json'), 'utf8')) as { source: string; videos: Record<string, { seconds: number }> };

  it.each(videos.map((item) => [item.file, item] as const))('of %s is a recording of the site with its poster, captions and transcript', async (_, item) => {
    const companions = recordingCompanions(item.url);
    expect(companions, `${item.url} is not a recording of the site (npm run media:record)`).toBeDefined();
    for (const path of Object.values(companions!)) expect(existsSync(join(PUBLIC, path)), `${path} is missing`).toBe(true);

    const facts = webmFacts(readFileSync(join(PUBLIC, item.url)));
    // Six exercises, each answered and checked: a lesson, not a loop of a few seconds.
    expect(facts.seconds).toBeGreaterThan(30);
    expect(facts.frames).toBeGreaterThan(facts.seconds * 10);
    expect({ width: facts.width, height: facts.height }).toEqual({ width: item.width, height: item.height });

    const poster = await sharp(join(PUBLIC, companions!.poster)).metadata();
    expect({ width: poster.width, height: poster.height }).toEqual({ width: facts.width, height: facts.height });
    const cues = readFileSync(join(PUBLIC, companions!.captions), 'utf8');
    expect(cues.startsWith('WEBVTT')).toBe(true);
    const ends = [...cues.matchAll(/--> (\d\d):(\d\d):(\d\d\.\d+)/g)].map(([, h, m, s]) => Number(h) * 3600 + Number(m) * 60 + Number(s));
    expect(ends.length).toBeGreaterThan(0);
    expect(Math.max(...ends)).toBeLessThanOrEqual(facts.seconds);
    expect(readFileSync(join(PUBLIC, companions!.transcript), 'utf8').split('\n').length).toBeGreaterThan(20);
  });

  it('sits in a folder that holds nothing but the recordings, what comes with them and their record', () => {
    const belonging = Object.keys(manifest.videos).flatMap((locale) => {
      const video = `/media/recordings/lesson-tour.${locale}.webm`;
      return [video, ...Object.values(recordingCompanions(video)!)].map((path) => basename(path));
    });
    expect(readdirSync(join(PUBLIC, 'media/recordings')).sort()).toEqual(['lesson-tour.json', ...belonging].sort());
  });

  it('shows the lesson as it is now (re-record with `npm run media:record` after changing it)', () => {
    expect(manifest.source).toBe(sourceHash());
    expect(Object.keys(manifest.videos).sort()).toEqual([...LOCALES].sort());
  });
});

describe('webmFacts', () => {
  it('reads nothing from a file that is not a WebM', () => {
    expect(webmFacts(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x80]))).toMatchObject({ seconds: 0, frames: 0, width: 0 });
  });
});
