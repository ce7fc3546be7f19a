// The image a page shows when it is shared (Open Graph, 1200×630 PNG), drawn after the prerender
// for every page whose head points at /social/…: the page's own title in its language on the
// brand's card; a blog post's, its cover above its title. Each image is kept in node_modules/.cache by what it shows, so a rebuild draws
// only the pages whose title changed.
import { Resvg } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import satori from 'satori';
import { PALETTE } from '../../tokens/palette.ts';
import { builtPages, decodeAttribute } from './built-pages.ts';

import { SOCIAL_IMAGE_SIZE } from '../routes/social-image.ts';

/** Bump to redraw every cached image after changing the card. */
const CARD_VERSION = 1;
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'social-images');

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`@fontsource/nunito/files/${file}`));
let fonts: Array<{ name: string; data: Buffer; weight: 800 | 900; style: 'normal' }> | undefined;
const loadFonts = () =>
  (fonts ??= ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'].flatMap((subset) => [
    { name: 'Nunito', data: font(`nunito-${subset}-900-normal.woff`), weight: 900 as const, style: 'normal' as const },
    { name: 'Nunito', data: font(`nunito-${subset}-800-normal.woff`), weight: 800 as const, style: 'normal' as const },
  ]));

function Card({ title, siteName }: { title: string; siteName: string }) {
  const size = title.length > 60 ? 60 : title.length > 36 ? 72 : 88;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: 80, backgroundColor: PALETTE.Purple, color: PALETTE.White, fontFamily: 'Nunito', position: 'relative' }}>
      <div style={{ position: 'absolute', right: -120, top: -160, width: 520, height: 520, borderRadius: 260, backgroundColor: PALETTE.Wisteria, opacity: 0.35 }} />
      <div style={{ position: 'absolute', right: 120, bottom: 90, width: 120, height: 120, borderRadius: 60, backgroundColor: PALETTE.Yellow }} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 44, fontWeight: 900 }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 72, height: 72, borderRadius: 18, backgroundColor: PALETTE.White, color: PALETTE.Purple, fontSize: 48 }}>L</div>
        {siteName}
      </div>
      <div style={{ display: 'flex', maxWidth: 900, fontSize: size, fontWeight: 900, lineHeight: 1.1 }}>{title}</div>
    </div>
  );
}

/** A blog post's card: its cover, and its title on the brand's band below. */
function PostCard({ title, siteName, cover }: { title: string; siteName: string; cover: string }) {
  const size = title.length > 60 ? 44 : title.length > 36 ? 52 : 60;
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', position: 'relative', backgroundColor: PALETTE.Purple, fontFamily: 'Nunito' }}>
      <img src={cover} alt="" width={SOCIAL_IMAGE_SIZE.width} height={SOCIAL_IMAGE_SIZE.height} style={{ position: 'absolute', left: 0, top: 0, objectFit: 'cover' }} />
      <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, display: 'flex', flexDirection: 'column', gap: 14, padding: '36px 64px 44px', backgroundColor: PALETTE.Purple, color: PALETTE.White }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 14, fontSize: 28, fontWeight: 900 }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44, borderRadius: 11, backgroundColor: PALETTE.White, color: PALETTE.Purple, fontSize: 30 }}>L</div>
          {siteName}
        </div>
        <div style={{ display: 'flex', fontSize: size, fontWeight: 900, lineHeight: 1.1 }}>{title}</div>
      </div>
    </div>
  );
}

/** A page's card: drawn here after the prerender, and by the server for a page rendered on demand (a word's, site/words/). */
export async function draw(title: string, siteName: string, cover: string | null): Promise<Buffer> {
  const card = cover ? <PostCard title={title} siteName={siteName} cover={cover} /> : <Card title={title} siteName={siteName} />;
  const svg = await satori(card, { ...SOCIAL_IMAGE_SIZE, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SOCIAL_IMAGE_SIZE.width } }).render().asPng();
}

const COVER_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
const POST_CARD = /^\/social(?:\/[a-z]{2})?\/blog\/[^/]+\.png$/;

/** A post's cover as the card draws it (a data URL), from the build: its first image fetched at once. */
function coverOf(html: string, root: string): string | null {
  const src = /<img[^>]*\sfetchpriority="high"[^>]*\ssrc="(\/[^"?#]+)"/.exec(html)?.[1] ?? /<img[^>]*\ssrc="(\/[^"?#]+)"[^>]*\sfetchpriority="high"/.exec(html)?.[1];
  const type = src && COVER_TYPES[src.split('.').pop()!.toLowerCase()];
  const file = src && join(root, ...decodeURIComponent(src).split('/').filter(Boolean));
  if (!type || !file || !existsSync(file)) return null;
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

const attribute = (html: string, property: string) => {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match ? decodeAttribute(match[1]!) : null;
};

/** Draws the image of every built page that names one under /social/; returns how many were drawn and reused. */
export async function socialImagesIn(root: string, siteName: string): Promise<{ drawn: number; reused: number }> {
  mkdirSync(CACHE, { recursive: true });
  let drawn = 0;
  let reused = 0;
  for (const file of builtPages(root)) {
    const html = readFileSync(file, 'utf8');
    const image = attribute(html, 'og:image');
    const title = attribute(html, 'og:title');
    if (!image || !title) continue;
    const path = new URL(image).pathname;
    if (!path.startsWith('/social/')) continue;
    const shown = title.replace(/\s+\|\s+[^|]+$/, '');
    // A blog post's card shows its cover (a post without one, or with one elsewhere, the plain card).
    const cover = POST_CARD.test(path) ? coverOf(html, root) : null;
    const key = createHash('sha256').update(JSON.stringify([CARD_VERSION, shown, siteName, cover])).digest('hex').slice(0, 32);
    const cached = join(CACHE, `${key}.png`);
    let png: Buffer;
    if (existsSync(cached)) {
      png = readFileSync(cached);
      reused += 1;
    } else {
      png = await draw(shown, siteName, cover);
      writeFileSync(cached, png);
      drawn += 1;
    }
    const target = join(root, ...path.split('/').filter(Boolean));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, png);
  }
  return { drawn, reused };
}
