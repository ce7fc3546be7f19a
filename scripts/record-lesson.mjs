// The app page's video, recorded from the site itself (issue 45): a browser takes the lesson on
// /language-learning-app (domain/lesson/try-lesson.ts) the way a learner would, one slip included,
// while the page is filmed through the DevTools screencast; the frames are cropped to the lesson
// and encoded to VP9 by the same browser (WebCodecs), then put in a WebM file here (mediabunny).
// No ffmpeg, nothing downloaded. For each locale it writes to public/media/recordings/:
//   lesson-tour.<locale>.webm   the video (silent: what the lesson reads aloud is in the captions)
//   lesson-tour.<locale>.webp   its poster (a frame of the lesson under way)
//   lesson-tour.<locale>.vtt    captions: the English the lesson reads aloud
//   lesson-tour.<locale>.txt    the transcript: every step, what is chosen, what the lesson answers
//   lesson-tour.json            what each video was recorded from (tests/placeholder-media.test.ts
//                               fails when the lesson has changed since)
// `npm run media:record` (`-- --build` builds the site first; `-- --base http://127.0.0.1:4311`
// films a server already running; `-- --locale es` one locale).
/* global document, window, requestAnimationFrame, addEventListener, OffscreenCanvas, VideoEncoder, VideoFrame, FileReader, createImageBitmap */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Output, WebMOutputFormat } from 'mediabunny';
import { LOCALES } from '../domain/constants.ts';
import { localizePath } from '../domain/i18n/index.ts';
import RECORDING_COPY from '../domain/i18n/compiled/recording.ts';
import { rightAnswer, suggestedLevel, TRY_LESSON } from '../domain/lesson/try-lesson.ts';
import { LESSON_COPY } from '../site/lesson/copy.ts';
import { quietPromotions } from '../tests/e2e/quiet-promotions.ts';
import { chromiumLaunchOptions } from './chromium.mjs';
import { startSiteServer } from './site-server.mjs';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'public/media/recordings');
/** What the video is recorded from: a change to any of them makes it stale. */
export const RECORDED_FROM = ['domain/lesson/try-lesson.ts', 'site/lesson/TryLesson.tsx', 'site/lesson/PureTryLesson/PureTryLesson.tsx'];
/**
 * The video's size and rate: 4:3 around the lesson's card (its tallest step fits), at the page's own
 * pixels (the screencast sends CSS pixels whatever the device scale: a bigger video would only be
 * blurrier).
 */
const WIDTH = 760;
const HEIGHT = 570;
const FPS = 15;
/** The slip the learner makes, to show what a wrong answer looks like: the gap's first word. */
const SLIP_STEP = 'price';

export const sourceHash = () => {
  const hash = createHash('sha256');
  for (const file of RECORDED_FROM) hash.update(readFileSync(join(ROOT, file)));
  // The lesson's words as written in the catalogs (compiled, their functions' text depends on the compiler).
  for (const locale of LOCALES) hash.update(JSON.stringify(JSON.parse(readFileSync(join(ROOT, `domain/i18n/catalogs/${locale}.json`), 'utf8')).lesson));
  return hash.digest('hex').slice(0, 16);
};

/** A pointer the viewer can follow (headless draws none), and a ripple where it taps. */
function showPointer() {
  const dot = document.createElement('div');
  dot.style.cssText = 'position:fixed;left:-60px;top:-60px;width:28px;height:28px;margin:-14px 0 0 -14px;border-radius:50%;background:rgba(36,22,92,.28);border:2px solid rgba(255,255,255,.9);box-shadow:0 2px 8px rgba(0,0,0,.25);pointer-events:none;z-index:2147483647';
  addEventListener('DOMContentLoaded', () => document.documentElement.append(dot));
  addEventListener('mousemove', (event) => Object.assign(dot.style, { left: `${event.clientX}px`, top: `${event.clientY}px` }), true);
  addEventListener('pointerdown', (event) => {
    const ring = document.createElement('div');
    ring.style.cssText = `position:fixed;left:${event.clientX}px;top:${event.clientY}px;width:28px;height:28px;margin:-14px 0 0 -14px;border-radius:50%;border:3px solid rgba(91,63,228,.9);pointer-events:none;z-index:2147483646;transition:transform .45s ease-out,opacity .45s ease-out`;
    document.documentElement.append(ring);
    requestAnimationFrame(() => requestAnimationFrame(() => Object.assign(ring.style, { transform: 'scale(2.2)', opacity: '0' })));
    setTimeout(() => ring.remove(), 600);
  }, true);
}

/** Films one locale's lesson: the screencast's frames, the crop, and what happened when (seconds from the start). */
async function film(browser, origin, locale) {
  const copy = LESSON_COPY[locale];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, locale, reducedMotion: 'no-preference' });
  await quietPromotions(context);
  await context.addInitScript(showPointer);
  const page = await context.newPage();
  await page.goto(`${origin}${localizePath('/language-learning-app', locale)}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const section = page.locator('section:has([data-island="try-lesson"])');
  const card = section.locator('[data-island="try-lesson"] > * > *').first();
  // The section's band runs on below the card, so the next section stays out of the picture; the
  // card just under the header, and the page held there: the crop is fixed from here on.
  await section.evaluate((element) => (element.style.minHeight = '250vh'));
  await page.evaluate(() => window.scrollTo(0, 0));
  const top = (await card.boundingBox()).y - 120;
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await page.waitForTimeout(300);
  const cardBox = await card.boundingBox();
  const crop = { x: Math.max(0, Math.round(cardBox.x + cardBox.width / 2 - WIDTH / 2)), y: Math.round(cardBox.y - 16), width: WIDTH, height: HEIGHT };

  const session = await context.newCDPSession(page);
  const frames = [];
  session.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ data, at: metadata.timestamp ?? Date.now() / 1000 });
    session.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  const events = [];
  let tallest = 0;
  let start = 0;
  const mark = (kind, detail = {}) => events.push({ kind, at: Date.now() / 1000 - start, ...detail });
  const pause = (ms) => page.waitForTimeout(ms);
  let pointer = { x: crop.x + crop.width / 2, y: crop.y + crop.height };
  const tap = async (locator) => {
    const box = await locator.boundingBox();
    const target = { x: box.x + Math.min(box.width / 2, 60), y: box.y + box.height / 2 };
    await page.mouse.move(target.x, target.y, { steps: Math.max(8, Math.round(Math.hypot(target.x - pointer.x, target.y - pointer.y) / 25)) });
    pointer = target;
    await pause(180);
    await page.mouse.down();
    await pause(60);
    await page.mouse.up();
  };

  await session.send('Page.startScreencast', { format: 'jpeg', quality: 92, everyNthFrame: 1 });
  start = Date.now() / 1000;
  await page.mouse.move(pointer.x, pointer.y);
  await pause(1200);
  mark('start');
  await tap(section.getByRole('button', { name: copy.start }));
  for (const [index, step] of TRY_LESSON.entries()) {
    await section.getByText(copy.progress({ step: index + 1, total: TRY_LESSON.length })).waitFor();
    mark('step', { index, step });
    await pause(900);
    if (step.kind === 'listen') {
      await tap(section.getByRole('button', { name: copy.play, exact: true }));
      mark('heard', { sentence: step.sentence });
      await pause(1800);
    } else await pause(900);
    let given;
    if (step.kind === 'build') {
      const bank = section.getByRole('group', { name: copy.words });
      for (const word of step.answer) {
        await tap(bank.getByRole('button', { name: word, exact: true }));
        await pause(350);
      }
      given = rightAnswer(step);
    } else {
      const choice = step.id === SLIP_STEP ? 0 : step.answer;
      // What the chosen answer reads: a meaning in the visitor's words, else the English it makes.
      given = step.kind === 'meaning' ? Object.values(copy.meanings[step.id])[choice] : rightAnswer({ ...step, answer: choice });
      await tap(section.getByRole('radio').nth(choice));
    }
    mark('answered', { given });
    tallest = Math.max(tallest, (await card.boundingBox()).height);
    await pause(700);
    await tap(section.getByRole('button', { name: copy.check }));
    const right = step.id !== SLIP_STEP;
    mark('checked', { right, answer: rightAnswer(step) });
    if (index === 2) mark('poster');
    tallest = Math.max(tallest, (await card.boundingBox()).height);
    await pause(right ? 1300 : 2600);
    await tap(section.getByRole('button', { name: copy.next }));
  }
  await section.getByRole('status').waitFor();
  mark('result');
  await pause(1500);
  await page.mouse.move(pointer.x, pointer.y - 1);
  const plan = await section.getByRole('link', { name: copy.plan }).boundingBox();
  await page.mouse.move(plan.x + 40, plan.y + plan.height / 2, { steps: 14 });
  await pause(2500);
  mark('end');
  await session.send('Page.stopScreencast');
  await context.close();
  if (tallest > HEIGHT - 32) throw new Error(`the lesson's card grew to ${tallest}px: the video's ${HEIGHT}px no longer holds it`);
  return { frames: frames.map((frame) => ({ ...frame, at: frame.at - start })), crop, events };
}

/** The film's frames at a steady rate, cropped and encoded to VP9 by the browser; muxed here. */
async function encode(browser, origin, { frames, crop, events }) {
  const duration = events.at(-1).at;
  const ticks = Math.ceil(duration * FPS);
  // Which frame each tick shows: the last one the screencast had sent by then.
  const runs = [];
  let current = 0;
  for (let tick = 0; tick < ticks; tick++) {
    const at = tick / FPS;
    while (current + 1 < frames.length && frames[current + 1].at <= at) current++;
    if (runs.at(-1)?.frame === current) runs.at(-1).count++;
    else runs.push({ frame: current, count: 1 });
  }
  const page = await browser.newPage();
  // A page of the site's origin: WebCodecs needs a secure context, and loopback is one.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ({ width, height, fps, crop }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      const state = { pending: [], error: null, tick: 0 };
      const encoder = new VideoEncoder({
        output: (chunk, meta) => {
          const bytes = new Uint8Array(chunk.byteLength);
          chunk.copyTo(bytes);
          const decoderConfig = meta?.decoderConfig && { codec: meta.decoderConfig.codec, codedWidth: meta.decoderConfig.codedWidth, codedHeight: meta.decoderConfig.codedHeight, colorSpace: meta.decoderConfig.colorSpace?.toJSON?.() };
          state.pending.push(
            new Promise((resolve) => {
              const reader = new FileReader();
              reader.onload = () => resolve({ type: chunk.type, timestamp: chunk.timestamp, data: String(reader.result).split(',')[1], decoderConfig });
              reader.readAsDataURL(new Blob([bytes]));
            }),
          );
        },
        error: (error) => (state.error = String(error)),
      });
      encoder.configure({ codec: 'vp09.00.10.08', width, height, bitrateMode: 'quantizer', framerate: fps, latencyMode: 'quality' });
      window.film = {
        async add(jpeg, count) {
          // Decoded here, not fetched as a data: URL: the site's Content-Security-Policy refuses that.
          const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(jpeg), (char) => char.charCodeAt(0))], { type: 'image/jpeg' }));
          context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
          bitmap.close();
          for (let i = 0; i < count; i++, state.tick++) {
            const frame = new VideoFrame(canvas, { timestamp: Math.round((state.tick * 1e6) / fps), duration: Math.round(1e6 / fps) });
            encoder.encode(frame, { keyFrame: state.tick % (fps * 3) === 0, vp9: { quantizer: 38 } });
            frame.close();
            while (encoder.encodeQueueSize > 8) await new Promise((resolve) => setTimeout(resolve, 5));
          }
          if (state.error) throw new Error(state.error);
        },
        async finish() {
          await encoder.flush();
          if (state.error) throw new Error(state.error);
          return Promise.all(state.pending);
        },
      };
    },
    { width: WIDTH, height: HEIGHT, fps: FPS, crop },
  );
  for (const run of runs) await page.evaluate(([jpeg, count]) => window.film.add(jpeg, count), [frames[run.frame].data, run.count]);
  const chunks = await page.evaluate(() => window.film.finish());
  await page.close();

  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const video = new EncodedVideoPacketSource('vp9');
  output.addVideoTrack(video, { frameRate: FPS });
  await output.start();
  // WebCodecs times chunks in microseconds, mediabunny packets in seconds.
  for (const chunk of chunks) {
    await video.add(new EncodedPacket(Buffer.from(chunk.data, 'base64'), chunk.type, chunk.timestamp / 1e6, 1 / FPS), chunk.decoderConfig ? { decoderConfig: chunk.decoderConfig } : undefined);
  }
  await output.finalize();
  const posterAt = events.find((event) => event.kind === 'poster').at + 0.6;
  const posterFrame = frames.findLast((frame) => frame.at <= posterAt) ?? frames[0];
  const poster = await sharp(Buffer.from(posterFrame.data, 'base64'))
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .webp({ quality: 80 })
    .toBuffer();
  return { webm: Buffer.from(output.target.buffer), poster, duration: ticks / FPS };
}

const time = (seconds) => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};
/** Captions: the English the lesson reads aloud, from when it is played until the answer is checked. */
function captions(locale, events) {
  const said = RECORDING_COPY[locale];
  const cues = events.flatMap((event, index) => {
    if (event.kind !== 'heard') return [];
    const until = events.slice(index).find((later) => later.kind === 'checked')?.at ?? event.at + 3;
    return [`${time(event.at)} --> ${time(until)}\n${said.heard({ sentence: event.sentence })}`];
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The transcript: what the video shows, step by step, in the locale's words (the English stays English). */
function transcript(locale, events) {
  const copy = LESSON_COPY[locale];
  const said = RECORDING_COPY[locale];
  const lines = [said.title, '', said.intro];
  let correct = 0;
  for (const event of events) {
    if (event.kind === 'step') {
      const { step, index } = event;
      lines.push('', `${copy.progress({ step: index + 1, total: TRY_LESSON.length })}: ${copy[step.kind]}`);
      if (step.kind === 'meaning') lines.push(`${said.shown} “${step.sentence}”`);
      if (step.kind === 'gap') lines.push(`${said.shown} “${step.before} ___ ${step.after}”`);
    }
    if (event.kind === 'heard') lines.push(`${said.heardPlain} “${event.sentence}”`);
    if (event.kind === 'answered') lines.push(`${said.chose} “${event.given}”`);
    if (event.kind === 'checked') {
      if (event.right) correct++;
      lines.push(event.right ? copy.correct : copy.wrong({ answer: event.answer }));
    }
  }
  lines.push('', copy.result({ correct, total: TRY_LESSON.length }), copy.levels[suggestedLevel(correct)], '', said.tryIt);
  return `${lines.join('\n')}\n`;
}

async function main() {
  const { values } = parseArgs({ options: { build: { type: 'boolean' }, base: { type: 'string' }, locale: { type: 'string', multiple: true } } });
  const locales = values.locale ?? [...LOCALES];
  if (values.build && !values.base) {
    const built = spawnSync('npx', ['react-router', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const server = values.base ? null : await startSiteServer();
  const origin = values.base ?? server.origin;
  mkdirSync(OUT, { recursive: true });
  const manifestPath = join(OUT, 'lesson-tour.json');
  const manifest = (() => {
    try {
      return JSON.parse(readFileSync(manifestPath, 'utf8'));
    } catch {
      return { source: null, videos: {} };
    }
  })();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const locale of locales) {
      const filmed = await film(browser, origin, locale);
      const { webm, poster, duration } = await encode(browser, origin, filmed);
      const base = join(OUT, `lesson-tour.${locale}`);
      writeFileSync(`${base}.webm`, webm);
      writeFileSync(`${base}.webp`, poster);
      writeFileSync(`${base}.vtt`, captions(locale, filmed.events));
      writeFileSync(`${base}.txt`, transcript(locale, filmed.events));
      manifest.videos[locale] = { width: WIDTH, height: HEIGHT, seconds: Number(duration.toFixed(2)), frames: filmed.frames.length };
      console.log(`${locale}: ${duration.toFixed(1)} s, ${filmed.frames.length} frames filmed, ${(webm.length / 1024).toFixed(0)} KiB`);
    }
    // The record says the videos are current only when every locale's is.
    if (locales.length === LOCALES.length) manifest.source = sourceHash();
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await browser.close();
    server?.stop();
  }
}

if (process.argv[1] === import.meta.filename) await main();
