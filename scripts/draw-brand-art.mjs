// Draws Lingo's brand illustrations as small hand-written SVG files in public/media/:
//   illustrations/<name>.svg  560×420   the section art of the marketing pages
//   tutors/<slug>.svg         240×240   one stylised avatar per tutor in content/tutors.en.json
//   blog/<slug>.svg           1200×630  one cover per post in content/blog-posts.en.json
//
//   node scripts/draw-brand-art.mjs
//
// Deterministic: no clock, no Math.random; every varying choice comes from a hash of a name or
// slug, so a rerun writes byte-identical files. One style for all of them: flat shapes without
// outlines, the brand palette only (skin and hair tones are palette colours layered with
// opacity), generous corner radii (about 12 on cards and tiles, 16-24 on panels, 30+ on
// devices), round-capped lines (4 for marks and trails, 5-8 for the bars that stand for text),
// soft geometric people (two dots and a smile), a light Papyrus or Wisteria blob behind each
// subject and a few confetti marks in the negative space. No text or letters anywhere: the art
// serves four languages. A new blog post needs its own entry in COVERS (the run fails without).
// Budgets: illustrations < 8 KB, portraits < 3 KB, covers < 10 KB (shared shapes via <use>).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const media = join(root, 'public', 'media');

// ─── Palette ────────────────────────────────────────────────────────────────────────────────
const C = {
  purple: '#5B3BE8',
  pink: '#FF9BD2',
  green: '#3CCB7F',
  yellow: '#FFD43B',
  turq: '#3FD0D4',
  emerald: '#1F9D6B',
  wist: '#B9A3F5',
  gold: '#EBC48E',
  salmon: '#FF8A73',
  bell: '#A3A9E8',
  silver: '#CBB0AE',
  champ: '#F7D59C',
  papyrus: '#F6F1E3',
  black: '#17171C',
  white: '#FFFFFF',
  gray: '#6B6B78',
};

// Skin and hair tones: a palette colour, optionally with palette colours layered over it at an
// opacity (a stack of the same shapes), which gives a realistic range without foreign hex values.
const SKIN = [
  [[C.champ]],
  [[C.champ], [C.salmon, 0.25]],
  [[C.gold], [C.salmon, 0.15]],
  [[C.gold], [C.salmon, 0.35], [C.black, 0.16]],
  [[C.salmon], [C.gold, 0.5], [C.black, 0.4]],
  [[C.salmon], [C.gold, 0.4], [C.black, 0.6]],
];
const HAIR = {
  black: [[C.black]],
  brown: [[C.salmon], [C.black, 0.66]],
  chestnut: [[C.salmon], [C.black, 0.45]],
  ginger: [[C.salmon]],
  blonde: [[C.gold]],
  gray: [[C.gray]],
};

// ─── Helpers ────────────────────────────────────────────────────────────────────────────────
function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  return h >>> 0;
}
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const n = (v) => String(Math.round(v * 10) / 10);
const op = (o) => (o ? ` opacity="${String(o).replace(/^0\./, '.')}"` : '');
const pt = ([x, y]) => `${n(x)} ${n(y)}`;
const lerp = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** A tone is a colour or a stack of [colour, opacity] layers; paints the same shapes per layer. */
function paint(tone, inner, attrs = '') {
  const layers = typeof tone === 'string' ? [[tone]] : tone;
  const body = shareLayers(layers, inner);
  return layers.map(([c, o]) => `<g fill="${c}"${op(o)}${attrs}>${body}</g>`).join('');
}
/** Shapes painted in several layers are defined once and referenced by each layer. */
let uid = 0;
function shareLayers(layers, inner) {
  if (layers.length < 2 || inner.length < 80) return inner;
  return reuse(`k${uid++}`, inner);
}
// Every file wraps its drawing in one group with round caps and joins (see svg()).
const lineAttrs = (c, w) => ` fill="none" stroke="${c}" stroke-width="${w}"`;
/** Round-capped lines: `d` is one path or a list of them. */
const line = (c, w, d) => `<g${lineAttrs(c, w)}>${[].concat(d).map((p) => `<path d="${p}"/>`).join('')}</g>`;
const P = (d, fill, extra = '') => `<path d="${d}"${fill ? ` fill="${fill}"` : ''}${extra}/>`;
const O = (cx, cy, r, fill, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${fill ? ` fill="${fill}"` : ''}${extra}/>`;
const R = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''}${fill ? ` fill="${fill}"` : ''}${extra}/>`;
const G = (transform, inner) => `<g transform="${transform}">${inner}</g>`;
const at = (x, y, s = 1, rot = 0) =>
  `translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ''}${s !== 1 ? ` scale(${n(s * 100) / 100})` : ''}`;
const poly = (pts) => `M${pts.map(pt).join('L')}`;

/** A soft closed blob through `count` points on a wobbly ellipse (Catmull-Rom as cubic Béziers). */
function blob(cx, cy, rx, ry, seed, count = 7, wobble = 0.09) {
  const rnd = prng(seed);
  const pts = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + (rnd() - 0.5) * 0.35;
    const k = 1 + (rnd() - 0.5) * 2 * wobble;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const r0 = (v) => Math.round(v);
  let d = `M${r0(pts[0][0])} ${r0(pts[0][1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = pts[(i - 1 + count) % count], p1 = pts[i], p2 = pts[(i + 1) % count], p3 = pts[(i + 2) % count];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${[c1, c2, p2].map(([x, y]) => `${r0(x)} ${r0(y)}`).join(' ')}`;
  }
  return `${d}Z`;
}

/** Four-pointed sparkle centred on 0,0. */
const sparkleD = (r, k = 0.16) => {
  const q = n(r * k), R0 = n(r);
  return `M0-${R0}Q${q}-${q} ${R0} 0Q${q} ${q} 0 ${R0}Q-${q} ${q}-${R0} 0Q-${q}-${q} 0-${R0}Z`;
};
const sparkle = (x, y, r, fill) => G(`translate(${n(x)} ${n(y)})`, P(sparkleD(r), fill));

/** Confetti marks: [kind, x, y, colour, size?]; kinds dot, ring, plus, wave, spark. */
function confetti(marks) {
  return marks
    .map(([k, x, y, c, s = 1]) => {
      if (k === 'dot') return O(x, y, 6 * s, c);
      if (k === 'ring') return O(x, y, 6 * s, null, lineAttrs(c, 4));
      if (k === 'plus') return line(c, 4, `M${n(x - 7 * s)} ${n(y)}h${n(14 * s)}M${n(x)} ${n(y - 7 * s)}v${n(14 * s)}`);
      if (k === 'wave') return line(c, 4, `M${n(x - 14 * s)} ${n(y)}q${n(3.5 * s)}-${n(7 * s)} ${n(7 * s)} 0t${n(7 * s)} 0t${n(7 * s)} 0`);
      if (k === 'spark') return sparkle(x, y, 11 * s, c);
      throw new Error(k);
    })
    .join('');
}

// ─── People ─────────────────────────────────────────────────────────────────────────────────
// Shapes a file needs once (clip paths), collected while drawing and written first by svg().
const defs = new Map();
const def = (id, markup) => (defs.set(id, markup), id);
/** Markup repeated within a file: defined once, then referenced with <use>. */
const reuse = (id, markup, attrs = '') => (def(id, `<g id="${id}">${markup}</g>`), `<use href="#${id}"${attrs}/>`);

// Head-local coordinates: the head is a circle of radius 22 at 0,0, the neck a column ±w below.
// Hair is [behind the head, over the head]; the part behind is drawn a second time over the head
// with the face and neck cut out (clip), joined with the front part in one group per tone layer,
// so a layered tone has no seam where the two meet.
const HAIR_STYLES = {
  crop: ['', 'M-23 5C-26-17-12-28 1-28C16-28 27-17 23 5C21-4 16-9 9-11C1-7-12-7-19-1Z'],
  swoop: ['', 'M-23 6C-27-18-10-29 3-28C17-27 26-15 23 4C16-6 2-10-10-10C-16-8-20-3-23 6Z'],
  buzz: ['', 'M-22.5 0C-22-16-12-23 0-23C12-23 22-16 22.5 0C18-9 10-13 0-13C-10-13-18-9-22.5 0Z'],
  long: [
    'M-25 0C-28-26-14-30 0-30C14-30 28-26 25 0L26 30Q27 40 17 40H-17Q-27 40-26 30Z',
    'M-23 6C-26-17-12-28 0-28C12-28 26-17 23 6C20-4 12-11 4-14C-4-8-14-2-23 6Z',
  ],
  bob: [
    'M-25 0C-28-26-14-30 0-30C14-30 28-26 25 0L26 17Q26 23 20 23H-20Q-26 23-26 17Z',
    'M-24 4C-26-19-12-28 0-28C12-28 26-19 24 4L21-6C10-10-8-10-21-6Z',
  ],
  afro: [
    'M-31 2C-38-24-20-40 0-40C20-40 38-24 31 2C30 12 24 18 16 16H-16C-24 18-30 12-31 2Z',
    'M-22 2C-22-16-12-22 0-22C12-22 22-16 22 2C18-8 10-12 0-12C-10-12-18-8-22 2Z',
  ],
  bun: [
    'M-11-30a11 11 0 1 1 22 0a11 11 0 1 1-22 0Z',
    'M-23 5C-26-17-12-27 0-27C12-27 26-17 23 5C18-4 8-11 0-15C-8-11-18-4-23 5Z',
  ],
  pony: [
    'M14-20C34-22 40 2 30 30C26 16 22 4 10-6Z',
    'M-23 5C-26-17-12-28 1-28C14-28 26-17 23 5C19-5 9-13-6-14C-14-11-20-5-23 5Z',
  ],
  curls: [
    'M-26-4C-34-24-22-36-8-34C0-40 14-38 20-30C32-28 36-14 28-4C34 6 32 20 24 24C18 30 8 28 4 24H-4C-8 28-18 30-24 24C-32 20-34 6-26-4Z',
    'M-23 4C-25-18-12-27 0-27C12-27 25-18 23 4C20-2 16-7 10-8C6-4 0-6-2-10C-6-5-12-5-15-8C-19-6-21-2-23 4Z',
  ],
};
// Styles that may wear a layered (mixed) tone; any style may wear a plain palette colour.
const HAIR_SOLID = [HAIR.black, HAIR.black, HAIR.black, HAIR.blonde, HAIR.ginger, HAIR.black, HAIR.gray];

function faceHole(w) {
  const h = n(Math.sqrt(22 * 22 - w * w));
  return def(`h${w}`, `<clipPath id="h${w}"><path clip-rule="evenodd" d="M-200-200H200V200H-200ZM-${w} ${h}A22 22 0 1 1 ${w} ${h}V200H-${w}Z"/></clipPath>`);
}

/** Hair (or a headwrap) around a head: [behind, over]. `neck`: the neck's half width. */
function hairParts(style, tone, neck = 6) {
  if (style === 'wrap') {
    const c = tone;
    return [
      P('M-16-26a12 10-20 1 1 32-6a12 10 20 1 1-32 6Z', c),
      P('M-24 4C-28-22-14-31 0-31C14-31 28-22 24 4C20-6 12-10 0-10C-12-10-20-6-24 4Z', c),
    ];
  }
  const [back, front] = HAIR_STYLES[style];
  if (!back) return ['', paint(tone, P(front))];
  return [paint(tone, P(back)), paint(tone, `<path d="${back}" clip-path="url(#${faceHole(neck)})"/>${P(front)}`)];
}

function face({ look = 0, glasses, cheeks = true, mouth = 'smile' }) {
  const x = look;
  let s = '';
  if (cheeks) s += `<g fill="${C.pink}" opacity=".55">${O(x - 13, 8, 4)}${O(x + 13, 8, 4)}</g>`;
  s += `<g fill="${C.black}">${O(x - 8, 1, 2.4)}${O(x + 8, 1, 2.4)}</g>`;
  if (mouth === 'open') s += P(`M${n(x - 5)} 8h10a5 5 0 0 1-10 0Z`, C.black);
  else s += line(C.black, 2.2, `M${n(x - 5)} 9q5 4.5 10 0`);
  if (glasses) s += line(C.black, 2, `M${n(x - 2)} 0q2-2 4 0M${n(x - 2)} 1a6.5 6.5 0 1 1-13 0a6.5 6.5 0 1 1 13 0M${n(x + 15)} 1a6.5 6.5 0 1 1-13 0a6.5 6.5 0 1 1 13 0`);
  return s;
}

/** Skin: every skin shape of a figure in one group per tone layer (no seams where they touch). */
function skinPaint(tone, fills, arms = [], armW = 12) {
  const inner = fills + arms.map((d) => `<path d="${d}" fill="none" stroke-width="${armW}"/>`).join('');
  const layers = typeof tone === 'string' ? [[tone]] : tone;
  const caps = arms.length ? ' stroke-width="0"' : '';
  const body = shareLayers(layers, inner);
  return layers.map(([c, o]) => `<g fill="${c}"${arms.length ? ` stroke="${c}"` : ''}${caps}${op(o)}>${body}</g>`).join('');
}

/**
 * A standing person (legs:'none' for one seated behind something), origin between the feet,
 * about 195 tall at s=1. l / r: arm points [shoulder, elbow, hand] on the screen's left / right.
 * legL / legR: [hip, knee?, foot]. hold: markup drawn under the hands (a phone, a case).
 */
function person(o) {
  const {
    x, y, s = 1, skin = SKIN[2], hair = HAIR.black, hs = 'crop', top = C.purple, bottom = C.black,
    sleeve = 'short', shoe = C.black, look = 0, glasses = false, shirt = null, hold = '', holdBack = '',
    l = [[-23, -126], [-32, -98], [-35, -72]],
    r = [[23, -126], [32, -98], [35, -72]],
    legs = 'stand', legL = [[-10, -70], [-10, -8]], legR = [[10, -70], [10, -8]],
    mouth, headY = -166, headS = 1, wrap = C.purple,
  } = o;
  const [hb, hf] = hairParts(hs, hs === 'wrap' ? wrap : hair);
  const headT = (inner) => (inner ? G(`translate(0 ${headY})${headS !== 1 ? ` scale(${headS})` : ''}`, inner) : '');
  let g = headT(hb) + holdBack;
  if (legs === 'stand') {
    g += line(bottom, 17, [poly(legL), poly(legR)]);
    const shoeAt = (p, dir) => `<ellipse cx="${n(p[0] + dir * 3)}" cy="${n(p[1] + 3)}" rx="11" ry="6.5"/>`;
    g += `<g fill="${shoe}">${shoeAt(legL.at(-1), -1)}${shoeAt(legR.at(-1), 1)}</g>`;
  }
  g += reuse('b', P('M-30-72V-116Q-30-140-6-140H6Q30-140 30-116V-72Q30-66 24-66H-24Q-30-66-30-72Z'), ` fill="${top}"`);
  if (shirt) g += P('M-11-139L0-116L11-139Z', shirt);
  g += hold;
  const arms = [l, r].filter(Boolean);
  const hands = arms.map((a) => O(a.at(-1)[0], a.at(-1)[1], 7)).join('');
  const ears = ['crop', 'swoop', 'buzz', 'wrap'].includes(hs) ? O(-21.5 * headS, headY + 3 * headS, 4.5 * headS) + O(21.5 * headS, headY + 3 * headS, 4.5 * headS) : '';
  g += skinPaint(skin, `${R(-6, headY + 14, 12, 24, 5)}${ears}${O(0, headY, 22 * headS)}${hands}`, arms.map(poly));
  const sleeveOf = (a) => (sleeve === 'long' ? poly([a[0], a[1], lerp(a[1], a[2], 0.78)]) : poly([a[0], lerp(a[0], a[1], 0.6)]));
  if (arms.length) g += line(top, sleeve === 'long' ? 13 : 15, arms.map(sleeveOf));
  if (shirt) g += P(`M-7 ${headY + 28}L0 ${headY + 40}L7 ${headY + 28}Z`, shirt);
  g += headT(hf + reuse(`e${look + 5}${glasses ? 'g' : ''}${mouth ?? ''}`, face({ look, glasses, mouth })));
  return G(at(x, y, s), g);
}

/** A head-and-shoulders figure for screens and tiles: x,y is the head centre. */
function bust(o) {
  return person({ r: null, l: null, ...o, legs: 'none', y: o.y + 166 * (o.s ?? 1) });
}

// ─── Objects ────────────────────────────────────────────────────────────────────────────────
/** Speech bubble: rounded box with a tail at one of its bottom corners (tail: 'l' | 'r' | 'bl' …). */
function bubble(x, y, w, h, fill, tail = 'l', content = 'dots', ink = C.white) {
  const rx = Math.min(h / 2, 20);
  let t = '';
  if (tail === 'l') t = `M${n(x + 14)} ${n(y + h - 6)}L${n(x + 6)} ${n(y + h + 14)}L${n(x + 34)} ${n(y + h - 4)}Z`;
  if (tail === 'r') t = `M${n(x + w - 14)} ${n(y + h - 6)}L${n(x + w - 6)} ${n(y + h + 14)}L${n(x + w - 34)} ${n(y + h - 4)}Z`;
  let s = R(x, y, w, h, rx) + (t ? P(t) : '');
  s = `<g fill="${fill}">${s}</g>`;
  const cx = x + w / 2, cy = y + h / 2;
  if (content === 'dots') s += `<g fill="${ink}">${O(cx - 16, cy, 5)}${O(cx, cy, 5)}${O(cx + 16, cy, 5)}</g>`;
  if (content === 'lines') {
    const a = x + 18, b = x + w - 18;
    s += line(ink, 7, [`M${n(a)} ${n(cy - 9)}H${n(b)}`, `M${n(a)} ${n(cy + 9)}H${n(a + (b - a) * 0.6)}`]);
  }
  if (content === 'line') s += line(ink, 7, `M${n(x + 18)} ${n(cy)}H${n(x + w - 18)}`);
  if (content === 'wave') {
    const hs = [8, 16, 24, 14, 20, 10, 6];
    const step = Math.min(10, (w - 36) / (hs.length - 1));
    const x0 = cx - (step * (hs.length - 1)) / 2;
    s += line(ink, 5, hs.map((v, i) => `M${n(x0 + i * step)} ${n(cy - v / 2)}v${v}`));
  }
  if (content === 'heart') s += G(`translate(${n(cx)} ${n(cy)})`, P(HEART, ink));
  if (content === 'star') s += sparkle(cx, cy, Math.min(h, w) * 0.3, ink);
  if (content === 'check') s += line(ink, 6, `M${n(cx - 10)} ${n(cy + 1)}l7 7l13-14`);
  return s;
}
const HEART = 'M0 10C-6 5-12 1-12-4C-12-9-6-12 0-6C6-12 12-9 12-4C12 1 6 5 0 10Z';

/** Phone: x,y top-left; the screen markup is drawn in screen coordinates (0,0 = screen top-left). */
function phone(x, y, w, h, screenFill = C.white, screen = '', body = C.black) {
  const pad = Math.max(4, Math.round(w * 0.06));
  const sw = w - pad * 2, sh = h - pad * 2;
  return (
    R(x, y, w, h, Math.round(w * 0.18), body) +
    R(x + pad, y + pad, sw, sh, Math.round(w * 0.13), screenFill) +
    G(`translate(${n(x + pad)} ${n(y + pad)})`, screen) +
    R(x + w / 2 - w * 0.14, y + pad + 4, w * 0.28, Math.max(3, w * 0.05), 2, body)
  );
}

/** A closed book lying flat (spine at the left), x,y top-left. */
function bookFlat(x, y, w, h, cover, pages = C.white) {
  return R(x, y, w, h, 6, cover) + R(x + 10, y + h * 0.3, w - 14, h * 0.4, 3, pages) + R(x, y, 12, h, 5, cover);
}

function mug(x, y, c, steam = true) {
  // x,y: bottom-centre
  let s = '';
  if (steam) s += line(C.silver, 4, [`M${n(x - 7)} ${n(y - 48)}q-6-8 0-14t0-14`, `M${n(x + 7)} ${n(y - 48)}q-6-8 0-14t0-14`]);
  s += line(c, 6, `M${n(x + 16)} ${n(y - 30)}h4a8 8 0 0 1 0 16h-4`);
  s += P(`M${n(x - 19)} ${n(y - 40)}H${n(x + 19)}V${n(y - 10)}Q${n(x + 19)} ${n(y)} ${n(x + 9)} ${n(y)}H${n(x - 9)}Q${n(x - 19)} ${n(y)} ${n(x - 19)} ${n(y - 10)}Z`, c);
  return s;
}

function plant(x, y, pot = C.salmon) {
  // x,y: bottom-centre of the pot
  return (
    P(`M${x} ${y - 34}C${x - 30} ${y - 50} ${x - 34} ${y - 80} ${x - 22} ${y - 96}C${x - 8} ${y - 80} ${x - 4} ${y - 56} ${x} ${y - 34}Z`, C.green) +
    P(`M${x} ${y - 34}C${x + 26} ${y - 56} ${x + 36} ${y - 86} ${x + 26} ${y - 112}C${x + 8} ${y - 94} ${x} ${y - 64} ${x} ${y - 34}Z`, C.emerald) +
    P(`M${x} ${y - 34}C${x - 6} ${y - 70} ${x + 2} ${y - 100} ${x + 4} ${y - 120}C${x + 14} ${y - 96} ${x + 10} ${y - 60} ${x} ${y - 34}Z`, C.green) +
    P(`M${x - 22} ${y - 40}H${x + 22}L${x + 17} ${y - 6}Q${x + 16} ${y} ${x + 10} ${y}H${x - 10}Q${x - 16} ${y} ${x - 17} ${y - 6}Z`, pot)
  );
}

function pencil(x, y, len, rot, body = C.yellow) {
  // x,y: the tip; drawn pointing left along -x, then rotated
  const w = 20;
  const s =
    P(`M0 0L24-${w / 2}H${len - 12}V${w / 2}H24Z`, body) +
    P(`M0 0L24-${w / 2}V${w / 2}Z`, C.champ) +
    P(`M0 0L9-3.8V3.8Z`, C.black) +
    R(len - 22, -w / 2, 10, w, 0, C.silver) +
    P(`M${len - 13}-${w / 2}H${len - 4}A6 6 0 0 1 ${len + 2}-${w / 2 - 6}V${w / 2 - 6}A6 6 0 0 1 ${len - 4} ${w / 2}H${len - 13}Z`, C.pink) +
    R(30, -1.5, len - 54, 3, 1.5, C.black, ' opacity=".12"');
  return G(`translate(${n(x)} ${n(y)}) rotate(${n(rot)})`, s);
}

function globe(cx, cy, r, id) {
  const k = r / 100;
  const land = [
    'M-70-60C-50-78-20-80-6-66C4-54-16-44-10-30C-4-18-24-10-36-18C-50-28-64-20-76-30C-84-40-80-52-70-60Z',
    'M14-40C30-52 60-50 76-30C88-14 70-4 58 0C46 4 50 22 36 24C22 26 22 6 10 0C-2-6 0-30 14-40Z',
    'M-40 14C-26 6-8 16-8 34C-8 54-22 70-34 84C-44 70-40 56-52 44C-62 32-54 20-40 14Z',
    'M40 44C56 38 72 48 70 62C68 74 52 78 42 70C34 64 30 50 40 44Z',
  ];
  return (
    `<clipPath id="${id}">${O(cx, cy, r)}</clipPath>` +
    O(cx, cy, r, C.turq) +
    `<g clip-path="url(#${id})">` +
    G(`translate(${n(cx)} ${n(cy)}) scale(${n(k * 100) / 100})`, `<g fill="${C.green}">${land.map((d) => P(d)).join('')}</g>`) +
    P(`M${n(cx + r * 0.2)} ${n(cy - r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy + r)}A${n(r * 1.2)} ${n(r * 1.2)} 0 0 0 ${n(cx + r * 0.2)} ${n(cy - r)}Z`, C.black, ' opacity=".08"') +
    `</g>`
  );
}

// ─── Files ──────────────────────────────────────────────────────────────────────────────────
function svg(w, h, body) {
  const head = defs.size ? `<defs>${[...defs.values()].join('')}</defs>` : '';
  defs.clear();
  uid = 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${head}<g stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>\n`;
}
const written = [];
function write(rel, text) {
  const file = join(media, rel);
  mkdirSync(resolve(file, '..'), { recursive: true });
  writeFileSync(file, text);
  written.push([rel, Buffer.byteLength(text)]);
}

// ─── Illustrations (560×420) ────────────────────────────────────────────────────────────────
const WIST_BLOB = [[C.wist, 0.3]];
function scene(name, body, { blob: tone = C.papyrus, cx = 280, cy = 214, rx = 220, ry = 168 } = {}) {
  return svg(560, 420, paint(tone, P(blob(cx, cy, rx, ry, hash(name))))+ body);
}
const shadow = (x, y, rx) => `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(Math.max(6, rx * 0.14))}" fill="${C.black}" opacity=".07"/>`;
const cloud = (x, y, s = 1, c = C.white) =>
  G(at(x, y, s), `<g fill="${c}">${R(0, 0, 84, 26, 13)}${O(30, 2, 18)}${O(56, 4, 13)}</g>`);
const check = (x, y, c = C.white, w = 5, k = 1) => line(c, w, `M${n(x - 8 * k)} ${n(y)}l${n(6 * k)} ${n(6 * k)}l${n(11 * k)}-${n(12 * k)}`);
const bars = (x, y, widths, c, gap = 16, h = 8) => widths.map((w, i) => R(x, y + i * gap, w, h, h / 2, c)).join('');
const clip = (id, shape) => def(id, `<clipPath id="${id}">${shape}</clipPath>`);

/** Laptop standing on a surface at y=bottom: screen markup in screen coordinates. */
function laptop(x, bottom, w, h, screen, screenFill = C.bell, id = 'l') {
  const sx = x + 10, sy = bottom - h - 10, sw = w - 20, sh = h - 20;
  clip(id, R(sx, sy, sw, sh, 10));
  return (
    R(x, bottom - h - 20, w, h, 16, C.black) +
    R(sx, sy, sw, sh, 10, screenFill) +
    `<g clip-path="url(#${id})">${screen}</g>` +
    P(`M${n(x - 22)} ${n(bottom - 20)}H${n(x + w + 22)}L${n(x + w + 10)} ${n(bottom - 4)}Q${n(x + w + 6)} ${n(bottom)} ${n(x + w - 2)} ${n(bottom)}H${n(x + 2)}Q${n(x - 6)} ${n(bottom)} ${n(x - 10)} ${n(bottom - 4)}Z`, C.gray) +
    R(x + w / 2 - 24, bottom - 20, 48, 5, 2.5, C.black, ' opacity=".25"')
  );
}

const ILLUSTRATIONS = {
  learner() {
    const screen = R(3, 12, 18, 8, 4, C.purple) + R(3, 24, 12, 5, 2.5, C.wist) + R(3, 33, 16, 5, 2.5, C.wist);
    return scene('learner',
      bubble(316, 62, 132, 60, C.purple, 'l', 'dots') +
      bubble(372, 146, 116, 54, C.turq, 'l', 'wave') +
      bubble(330, 226, 78, 48, C.pink, 'l', 'heart') +
      shadow(226, 374, 70) +
      person({
        x: 226, y: 372, s: 1.1, skin: SKIN[4], hair: HAIR.black, hs: 'bun', top: C.yellow, bottom: C.purple, look: 3,
        l: [[-23, -126], [-34, -97], [-33, -70]],
        r: [[23, -126], [38, -94], [12, -96]],
        hold: phone(-4, -142, 28, 48, C.white, screen),
      }) +
      confetti([['dot', 108, 92, C.yellow], ['ring', 74, 210, C.purple], ['plus', 478, 300, C.pink], ['spark', 132, 300, C.turq], ['dot', 470, 366, C.purple, 0.7], ['wave', 254, 60, C.salmon]]),
    );
  },

  tutors() {
    const tutor = bust({ x: 361, y: 166, s: 0.82, skin: SKIN[1], hair: HAIR.brown, hs: 'swoop', glasses: true, top: C.emerald, shirt: C.white,
      r: [[23, -126], [44, -142], [50, -176]] });
    const self = R(426, 114, 44, 32, 8, C.wist) + skinPaint(SKIN[5], O(448, 128, 7)) + P('M436 146Q436 136 448 136Q460 136 460 146Z', C.salmon);
    return scene('tutors',
      R(90, 176, 100, 124, 26, C.salmon) +
      person({ x: 140, y: 358, legs: 'none', skin: SKIN[5], hair: HAIR.black, hs: 'afro', top: C.turq, look: 3,
        l: [[-23, -126], [-44, -142], [-50, -176]], r: [[23, -126], [36, -98], [50, -78]] }) +
      R(50, 286, 470, 14, 7, C.gold) + R(84, 300, 12, 80, 6, C.gold) + R(474, 300, 12, 80, 6, C.gold) +
      laptop(246, 286, 230, 170, tutor + self, C.bell) +
      mug(202, 286, C.purple) +
      bubble(52, 62, 104, 50, C.purple, 'r', 'wave') +
      bubble(420, 34, 100, 48, C.yellow, 'l', 'dots', C.purple) +
      confetti([['dot', 66, 170, C.yellow, 0.7], ['plus', 512, 140, C.turq], ['ring', 196, 66, C.pink], ['spark', 512, 246, C.purple, 0.8]]),
    );
  },

  app() {
    const screen =
      O(22, 30, 10, C.wist) + R(40, 25, 56, 8, 4, C.papyrus) + R(40, 38, 36, 6, 3, C.papyrus) +
      R(10, 58, 128, 82, 18, C.purple) + O(42, 99, 18, C.white) + P('M37 89L51 99L37 109Z', C.purple) +
      bars(70, 88, [52, 34], C.white, 16, 8) +
      R(10, 150, 128, 62, 18, C.papyrus) + O(38, 181, 14, C.turq) + sparkle(38, 181, 8, C.white) + bars(62, 172, [58, 38], C.bell, 14, 7) +
      R(10, 222, 128, 62, 18, C.papyrus) + O(38, 253, 14, C.green) + check(39, 253, C.white, 4, 0.8) + bars(62, 244, [50, 62], C.bell, 14, 7) +
      R(10, 298, 128, 10, 5, C.papyrus) + R(10, 298, 84, 10, 5, C.yellow);
    return scene('app',
      G('rotate(-8 150 170)', R(92, 130, 116, 76, 18, C.pink) + G('translate(124 168)', P(HEART, C.white)) + bars(148, 158, [40, 26], C.white, 16, 7)) +
      shadow(280, 382, 96) +
      phone(196, 36, 168, 340, C.white, screen) +
      G('rotate(7 430 270)', bubble(364, 238, 128, 58, C.turq, 'l', 'check')) +
      O(420, 112, 30, C.yellow) + sparkle(420, 112, 16, C.white) +
      confetti([['dot', 120, 300, C.purple, 0.8], ['plus', 470, 180, C.salmon], ['ring', 136, 84, C.turq], ['spark', 470, 346, C.purple, 0.7], ['wave', 92, 236, C.yellow]]),
      { blob: WIST_BLOB },
    );
  },

  group() {
    const tiles = [
      [114, 100, C.bell, { skin: SKIN[0], hs: 'bob', hair: HAIR.ginger, top: C.purple }],
      [281, 100, C.pink, { skin: SKIN[4], hs: 'crop', hair: HAIR.black, top: C.emerald, glasses: true }],
      [114, 205, C.turq, { skin: SKIN[2], hs: 'pony', hair: HAIR.black, top: C.yellow }],
      [281, 205, C.yellow, { skin: SKIN[5], hs: 'buzz', hair: HAIR.black, top: C.salmon, shirt: C.white }],
    ];
    let grid = '';
    tiles.forEach(([x, y, bg, o], i) => {
      const id = clip(`t${i}`, R(x, y, 157, 95, 12));
      grid += R(x, y, 157, 95, 12, bg) + `<g clip-path="url(#${id})">${bust({ x: x + 78, y: y + 44, s: 0.74, look: i % 2 ? -2 : 2, ...o })}</g>`;
    });
    return scene('group',
      R(100, 66, 352, 264, 24, C.white) +
      `<g fill="${C.salmon}">${O(124, 84, 5)}</g>${O(140, 84, 5, C.yellow)}${O(156, 84, 5, C.green)}` +
      grid +
      R(208, 310, 136, 40, 20, C.black) + O(242, 330, 9, C.white) + O(276, 330, 9, C.white) + R(298, 321, 32, 18, 9, C.salmon) +
      shadow(488, 386, 46) +
      person({ x: 488, y: 384, s: 0.86, skin: SKIN[3], hair: HAIR.chestnut, hs: 'swoop', top: C.purple, bottom: C.black, look: -3,
        l: [[-23, -126], [-40, -150], [-44, -184]] }) +
      confetti([['dot', 62, 120, C.yellow], ['spark', 70, 300, C.purple, 0.8], ['plus', 506, 86, C.turq], ['ring', 54, 214, C.pink]]),
      { blob: WIST_BLOB, rx: 240, ry: 184 },
    );
  },

  club() {
    return scene('club',
      bubble(88, 70, 134, 58, C.purple, 'r', 'dots') +
      bubble(196, 34, 150, 64, C.yellow, 'l', 'wave', C.purple) +
      bubble(322, 74, 142, 58, C.turq, 'l', 'lines') +
      bubble(250, 114, 80, 44, C.pink, 'r', 'heart') +
      shadow(280, 382, 200) +
      person({ x: 150, y: 374, s: 0.98, skin: SKIN[5], hs: 'afro', hair: HAIR.black, top: C.turq, bottom: C.black, look: 3,
        r: [[23, -126], [44, -104], [54, -132]] }) +
      person({ x: 410, y: 374, s: 0.98, skin: SKIN[2], hs: 'swoop', hair: HAIR.brown, glasses: true, top: C.purple, shirt: C.white, bottom: C.bell, look: -3,
        l: [[-23, -126], [-44, -104], [-54, -132]] }) +
      person({ x: 280, y: 384, s: 1.06, skin: SKIN[1], hs: 'bob', hair: HAIR.ginger, top: C.pink, bottom: C.purple, sleeve: 'long', mouth: 'open' }) +
      confetti([['dot', 60, 180, C.yellow, 0.8], ['plus', 500, 190, C.pink], ['spark', 496, 300, C.purple, 0.8], ['ring', 70, 300, C.turq], ['dot', 478, 52, C.green, 0.7]]),
      { blob: WIST_BLOB },
    );
  },

  ai() {
    return scene('ai',
      R(272, 62, 222, 168, 44, C.purple) + P('M318 220L290 270L364 226Z', C.purple) +
      sparkle(383, 146, 50, C.yellow) + sparkle(444, 100, 17, C.white) + sparkle(324, 110, 11, C.pink) + O(448, 190, 5, C.wist) + O(322, 188, 4, C.wist) +
      bubble(52, 70, 112, 52, C.turq, 'r', 'wave') +
      shadow(168, 378, 66) +
      person({ x: 168, y: 376, s: 1.08, skin: SKIN[3], hs: 'pony', hair: HAIR.black, top: C.green, bottom: C.purple, look: 3,
        r: [[23, -126], [50, -128], [70, -150]] }) +
      bubble(330, 268, 150, 50, C.white, 'r', 'lines', C.wist) +
      confetti([['dot', 516, 150, C.yellow, 0.7], ['plus', 80, 226, C.purple], ['spark', 506, 330, C.turq, 0.7], ['ring', 236, 52, C.pink]]),
      { blob: WIST_BLOB },
    );
  },

  levels() {
    const cols = [C.wist, C.bell, C.turq, C.green, C.yellow, C.salmon, C.purple];
    let steps = '';
    cols.forEach((c, i) => {
      const x = 70 + i * 60, top = 336 - i * 36;
      steps += P(`M${x} 372V${top + 12}Q${x} ${top} ${x + 12} ${top}H${x + 60}V372Z`, c) + R(x + 14, top + 14, 18, 6, 3, C.white, ' opacity=".6"');
    });
    return scene('levels',
      steps +
      line(C.black, 4, 'M470 120V46') + P('M472 48H510L500 62L510 76H472Z', C.salmon) +
      person({ x: 290, y: 228, s: 0.92, skin: SKIN[2], hs: 'curls', hair: HAIR.black, top: C.purple, bottom: C.black, look: 3,
        l: [[-23, -126], [-38, -104], [-48, -86]], r: [[23, -126], [42, -146], [56, -172]],
        legL: [[-10, -70], [-12, -8]], legR: [[10, -70], [34, -62], [34, -34]] }) +
      confetti([['spark', 150, 110, C.yellow], ['dot', 100, 200, C.pink, 0.8], ['plus', 400, 70, C.turq], ['ring', 230, 70, C.purple], ['spark', 528, 170, C.purple, 0.6]]),
      { cy: 222 },
    );
  },

  company() {
    const sit = (o) => person({ legs: 'none', ...o });
    return scene('company',
      R(110, 186, 96, 110, 26, C.bell) + R(232, 176, 96, 120, 26, C.wist) + R(354, 186, 96, 110, 26, C.bell) +
      sit({ x: 158, y: 356, skin: SKIN[0], hs: 'bob', hair: HAIR.ginger, top: C.turq, look: 3, r: [[23, -126], [38, -96], [44, -74]] }) +
      sit({ x: 280, y: 350, skin: SKIN[5], hs: 'crop', hair: HAIR.black, top: C.purple, shirt: C.white, sleeve: 'long',
        r: [[23, -126], [42, -140], [48, -168]] }) +
      sit({ x: 402, y: 356, skin: SKIN[3], hs: 'bun', hair: HAIR.brown, glasses: true, top: C.green, look: -3, l: [[-23, -126], [-38, -96], [-44, -74]] }) +
      R(70, 282, 420, 16, 8, C.gold) + R(100, 298, 12, 84, 6, C.gold) + R(448, 298, 12, 84, 6, C.gold) +
      P('M186 282L191 240Q192 234 198 234H240Q246 234 247 240L252 282Z', C.silver) +
      mug(350, 282, C.salmon) + R(380, 274, 60, 8, 4, C.white) +
      plant(500, 298, C.purple) +
      bubble(306, 72, 100, 46, C.yellow, 'l', 'dots', C.purple) +
      confetti([['dot', 82, 140, C.pink], ['plus', 470, 120, C.turq], ['spark', 176, 86, C.purple, 0.7], ['ring', 62, 250, C.yellow]]),
    );
  },

  contact() {
    const plane = G('translate(120 104) rotate(-12)', P('M0 0L64-26L44 14Z', C.white) + P('M22 4L64-26L30 20Z', C.bell));
    return scene('contact',
      `<g${lineAttrs(C.purple, 4)} stroke-dasharray="2 12">${P('M92 200C60 170 70 130 110 112')}</g>` + plane +
      P('M130 160L240 84L350 160V288Q350 304 334 304H146Q130 304 130 288Z', C.purple) +
      R(152, 108, 176, 150, 14, C.white) + bars(176, 134, [96, 128, 112, 70], C.bell, 20, 9) +
      P('M130 180L240 250L350 180V288Q350 304 334 304H146Q130 304 130 288Z', C.wist) +
      O(240, 248, 20, C.yellow) + G('translate(240 248) scale(.75)', P(HEART, C.salmon)) +
      shadow(240, 322, 120) +
      bubble(372, 82, 124, 56, C.turq, 'l', 'dots') +
      bubble(392, 172, 118, 52, C.pink, 'l', 'lines') +
      bubble(372, 256, 82, 46, C.yellow, 'l', 'heart', C.salmon) +
      confetti([['dot', 500, 300, C.purple, 0.7], ['plus', 84, 300, C.turq], ['spark', 300, 56, C.yellow, 0.8], ['ring', 520, 150, C.salmon]]),
      { blob: WIST_BLOB },
    );
  },

  press() {
    const page = R(0, 0, 214, 262, 14, C.white) + R(20, 20, 174, 20, 10, C.black) +
      R(20, 56, 86, 74, 10, C.turq) + O(46, 78, 9, C.yellow) + P('M20 122L50 96L72 114L86 102L106 120V120Q106 130 96 130H30Q20 130 20 120Z', C.green) +
      bars(118, 60, [76, 60, 70, 48], C.bell, 18, 8) + bars(20, 148, [174, 150, 166, 120, 160, 100], C.silver, 18, 8);
    const mega = G('translate(356 268) rotate(-18)',
      R(-22, -20, 28, 40, 10, C.purple) + P('M0-16L82-48Q90-50 90-42V42Q90 50 82 48L0 16Z', C.salmon) + R(80, -52, 16, 104, 8, C.purple) +
      R(8, 14, 18, 38, 8, C.black) + line(C.yellow, 6, ['M116-34Q134 0 116 34', 'M138-56Q168 0 138 56']));
    return scene('press',
      G('translate(96 58) rotate(-6 107 131)', R(14, 10, 214, 262, 14, C.bell) + page) +
      shadow(420, 350, 80) + mega +
      confetti([['dot', 470, 96, C.pink], ['spark', 80, 330, C.yellow, 0.8], ['plus', 500, 196, C.purple], ['ring', 76, 94, C.turq]]),
    );
  },

  business() {
    const board = R(284, 62, 226, 172, 20, C.gold) + R(294, 72, 206, 152, 12, C.white) + R(312, 88, 64, 10, 5, C.purple) +
      R(318, 170, 24, 38, 6, C.turq) + R(352, 146, 24, 62, 6, C.green) + R(386, 120, 24, 88, 6, C.purple) +
      O(460, 158, 26, C.yellow) + P('M460 158V132A26 26 0 0 1 485 151Z', C.salmon);
    const bag = R(-76, -70, 58, 42, 9, C.emerald) + line(C.black, 4, 'M-58-70V-78H-36V-70') + R(-51, -54, 8, 8, 2, C.yellow);
    return scene('business',
      line(C.gold, 8, ['M397 226L360 372', 'M397 226L434 372', 'M397 200V372']) + board +
      line(C.salmon, 5, 'M318 150L356 126L388 108L440 92') + P('M446 88L432 86L440 98Z', C.salmon) +
      shadow(200, 376, 70) +
      person({ x: 196, y: 374, s: 1.1, skin: SKIN[4], hs: 'buzz', hair: HAIR.black, top: C.purple, shirt: C.white, bottom: C.black, sleeve: 'long', look: 3,
        l: [[-23, -126], [-36, -100], [-46, -76]], r: [[23, -126], [52, -136], [84, -150]], hold: bag }) +
      confetti([['dot', 96, 100, C.yellow], ['spark', 520, 290, C.pink, 0.8], ['plus', 120, 250, C.turq], ['ring', 250, 64, C.green]]),
    );
  },

  kids() {
    const tablet = R(-38, -120, 76, 54, 10, C.black) + R(-32, -114, 64, 42, 6, C.wist) + O(-14, -93, 9, C.yellow) + P('M4-84L14-102L24-84Z', C.pink);
    const block = (x, y, c, mark, rot = 0) => G(`translate(${x} ${y})${rot ? ` rotate(${rot})` : ''}`, R(-32, -32, 64, 64, 12, c) + mark);
    const W = C.white;
    return scene('kids',
      shadow(200, 374, 56) + shadow(396, 374, 96) +
      person({ x: 196, y: 372, s: 0.92, headS: 1.28, headY: -176, skin: SKIN[2], hs: 'curls', hair: HAIR.black, top: C.yellow, bottom: C.turq, look: 3,
        l: [[-23, -126], [-38, -98], [-33, -84]], r: [[23, -126], [38, -98], [33, -84]], hold: tablet }) +
      block(360, 340, C.salmon, O(0, 0, 14, W)) + block(430, 340, C.turq, P('M0-16L16 12H-16Z', W)) + block(396, 272, C.purple, sparkle(0, 0, 18, W)) +
      block(478, 218, C.green, G('scale(.9)', P(HEART, W)), 14) +
      confetti([['dot', 90, 120, C.pink], ['spark', 120, 300, C.yellow, 0.8], ['plus', 300, 90, C.purple], ['ring', 470, 110, C.salmon]]),
      { blob: WIST_BLOB },
    );
  },

  travel() {
    const plane = G('translate(418 112) rotate(-16)',
      `<g fill="${C.purple}">${P('M6-8L-16-54H-4L30-8Z')}${P('M6 8L-16 54H-4L30 8Z')}${P('M-40-6L-52-26H-44L-28-6Z')}${P('M-40 6L-52 26H-44L-28 6Z')}</g>` +
      P('M-48-9H42C58-9 66-4 66 0C66 4 58 9 42 9H-48Q-56 9-56 0Q-56-9-48-9Z', C.white));
    return scene('travel',
      cloud(112, 146, 0.8) + cloud(372, 196, 0.56) +
      `<g${lineAttrs(C.purple, 4)} stroke-dasharray="2 12">${P('M96 190C150 120 250 96 350 126')}</g>` + plane +
      shadow(250, 364, 90) +
      line(C.black, 8, 'M222 172V148Q222 140 230 140H270Q278 140 278 148V172') +
      R(176, 168, 148, 182, 22, C.salmon) + R(204, 168, 12, 182, 0, C.champ) + R(284, 168, 12, 182, 0, C.champ) +
      O(250, 222, 18, C.yellow) + R(226, 276, 48, 32, 10, C.turq) + O(190, 358, 9, C.black) + O(310, 358, 9, C.black) +
      P('M360 306L404 290V342L360 358Z', C.turq) + P('M404 290L448 306V358L404 342Z', C.green) + P('M448 306L492 290V342L448 358Z', C.turq) +
      G('translate(426 318)', P('M0 0C-20-22-28-38-28-52A28 28 0 1 1 28-52C28-38 20-22 0 0Z', C.purple) + O(0, -52, 10, C.white)) +
      confetti([['dot', 112, 300, C.pink], ['spark', 520, 70, C.yellow, 0.8], ['plus', 90, 230, C.turq], ['ring', 300, 60, C.salmon]]),
    );
  },

  test() {
    const row = (y, done) => (done ? O(196, y, 14, C.green) + check(197, y, C.white, 4, 0.85) : O(196, y, 12, null, lineAttrs(C.silver, 4))) + bars(222, y - 10, [80, 52], done ? C.bell : C.silver, 14, 7);
    return scene('test',
      R(146, 70, 196, 290, 24, C.purple) + R(162, 96, 164, 248, 14, C.white) + R(206, 58, 76, 34, 12, C.gold) + O(244, 60, 6, C.purple) +
      row(136, true) + row(190, true) + row(244, true) + row(298, false) +
      R(370, 292, 26, 58, 8, C.bell) + R(404, 256, 26, 94, 8, C.turq) + R(438, 214, 26, 136, 8, C.green) + R(472, 166, 26, 184, 8, C.salmon) +
      line(C.black, 4, 'M360 352H508') + line(C.purple, 5, 'M372 250L410 212L440 190L484 132') + P('M492 122L476 126L488 138Z', C.purple) +
      sparkle(498, 92, 16, C.yellow) +
      confetti([['dot', 90, 110, C.pink], ['plus', 96, 300, C.turq], ['ring', 388, 88, C.yellow], ['spark', 110, 210, C.purple, 0.6]]),
    );
  },

  blog() {
    const book =
      R(-160, -104, 320, 208, 22, C.purple) +
      R(-148, -96, 144, 188, 12, C.white) + R(4, -96, 144, 188, 12, C.white) +
      bars(-128, -66, [104, 88, 100, 60, 96, 80, 52], C.bell, 20, 8) +
      R(24, -72, 104, 64, 10, C.pink) + O(48, -52, 9, C.yellow) + P('M24-18L56-44L80-24L92-34L128-8V-18Q128-8 118-8H34Q24-8 24-18Z', C.salmon) +
      bars(24, 8, [104, 80, 96], C.bell, 20, 8);
    const pen = G('translate(356 286) rotate(-38)',
      P('M0 0L20-7V7Z', C.black) + R(18, -8, 16, 16, 3, C.gray) + R(32, -10, 128, 20, 10, C.turq) + R(100, -13, 44, 6, 3, C.purple));
    return scene('blog',
      shadow(280, 332, 160) +
      G('translate(270 214) rotate(-4)', book) + pen +
      mug(470, 346, C.salmon) +
      confetti([['dot', 88, 100, C.yellow], ['spark', 484, 96, C.purple, 0.8], ['plus', 86, 320, C.pink], ['ring', 280, 56, C.turq]]),
    );
  },

  skills() {
    return scene('skills',
      shadow(280, 356, 140) +
      bookFlat(160, 304, 236, 44, C.turq) + bookFlat(182, 262, 198, 42, C.purple) +
      line(C.black, 12, 'M210 236A72 72 0 0 1 354 236') +
      R(188, 204, 38, 62, 17, C.salmon) + R(338, 204, 38, 62, 17, C.salmon) + R(218, 214, 10, 42, 5, C.black) + R(336, 214, 10, 42, 5, C.black) +
      line(C.turq, 5, ['M264 200v18', 'M282 190v38', 'M300 200v18']) +
      pencil(404, 352, 196, -62) +
      confetti([['dot', 96, 130, C.pink], ['spark', 132, 290, C.yellow, 0.8], ['plus', 460, 100, C.purple], ['ring', 170, 70, C.green], ['wave', 400, 70, C.turq]]),
    );
  },

  tools() {
    const mag = G('translate(382 160) rotate(-24)',
      R(-9, 40, 18, 100, 9, C.black) + O(0, 0, 48, C.black) + O(0, 0, 37, C.turq) + P('M-24-8A26 26 0 0 1-6-25', null, lineAttrs(C.white, 6)));
    return scene('tools',
      line(C.black, 10, 'M236 252V216Q236 200 252 200H308Q324 200 324 216V252') +
      G('rotate(-8 200 200)', R(160, 122, 78, 160, 12, C.purple) + R(160, 150, 78, 12, 0, C.yellow) + R(160, 238, 78, 12, 0, C.yellow) + R(172, 122, 12, 160, 0, C.wist)) +
      pencil(276, 92, 200, 94) + mag +
      R(126, 252, 308, 118, 22, C.salmon) + R(126, 252, 308, 30, 15, C.gold) + R(262, 296, 36, 20, 6, C.gold) +
      shadow(280, 384, 150) +
      confetti([['dot', 96, 110, C.turq], ['spark', 492, 290, C.yellow, 0.8], ['plus', 90, 300, C.purple], ['ring', 470, 80, C.pink]]),
    );
  },

  partners() {
    return scene('partners',
      line(C.yellow, 6, ['M280 148V130', 'M256 156L246 142', 'M304 156L314 142', 'M244 178H228', 'M316 178H332']) +
      shadow(200, 376, 62) + shadow(360, 376, 62) +
      person({ x: 200, y: 374, skin: SKIN[1], hs: 'long', hair: HAIR.black, top: C.turq, bottom: C.purple, look: 3,
        r: [[23, -126], [52, -150], [74, -194]] }) +
      person({ x: 360, y: 374, skin: SKIN[5], hs: 'crop', hair: HAIR.black, top: C.salmon, bottom: C.black, look: -3, glasses: true,
        l: [[-23, -126], [-52, -150], [-74, -194]] }) +
      sparkle(232, 96, 12, C.purple) + sparkle(336, 90, 9, C.pink) +
      confetti([['dot', 90, 120, C.yellow], ['plus', 480, 140, C.turq], ['spark', 96, 300, C.salmon, 0.7], ['ring', 470, 290, C.purple]]),
    );
  },

  world() {
    return scene('world',
      `<ellipse cx="280" cy="222" rx="186" ry="56" transform="rotate(-14 280 222)"${lineAttrs(C.wist, 5)}/>` +
      shadow(280, 366, 100) +
      globe(280, 214, 124, 'g') +
      `<path d="M99.5 267A186 56-14 0 0 460.5 177"${lineAttrs(C.wist, 5)}/>` +
      bubble(54, 62, 114, 52, C.purple, 'r', 'dots') +
      bubble(390, 46, 120, 54, C.pink, 'l', 'wave') +
      bubble(436, 238, 92, 46, C.yellow, 'l', 'heart', C.salmon) +
      bubble(30, 236, 104, 48, C.green, 'r', 'lines') +
      confetti([['spark', 280, 46, C.yellow, 0.8], ['dot', 120, 356, C.turq], ['plus', 470, 350, C.purple]]),
      { blob: WIST_BLOB },
    );
  },
};


// ─── Blog covers (1200×630) ─────────────────────────────────────────────────────────────────
// The first ten covers share one ground (white under a Wisteria tint, a Papyrus blob); later ones
// vary it with one of BACKDROPS (a light tint of a palette colour) and a Papyrus or Wisteria blob,
// which may sit off centre (cx, cy, rx, ry) to leave room where the scene needs it.
const BACKDROPS = {
  wist: WIST_BLOB,
  white: C.white,
  papyrus: C.papyrus,
  mint: [[C.turq, 0.16]],
  blush: [[C.pink, 0.2]],
  butter: [[C.champ, 0.5]],
  lemon: [[C.yellow, 0.16]],
  peach: [[C.salmon, 0.14]],
  sage: [[C.green, 0.16]],
};
function cover(slug, body, { bg = 'wist', blob: tone = C.papyrus, cx = 600, cy = 330, rx = 500, ry = 270 } = {}) {
  const ground = `<g fill="${C.white}">${R(0, 0, 1200, 630)}</g>` + paint(BACKDROPS[bg], R(0, 0, 1200, 630));
  const d = blob(cx, cy, rx, ry, hash(slug), 8);
  return svg(1200, 630, ground + (typeof tone === 'string' ? P(d, tone) : paint(tone, P(d))) + body);
}

// ─── Shapes the covers below share ──────────────────────────────────────────────────────────
const arrowHead = (x, y, deg, c, k = 1) => G(`translate(${n(x)} ${n(y)}) rotate(${n(deg)})`, P(`M${n(14 * k)} 0L${n(-8 * k)}-${n(12 * k)}Q${n(-12 * k)} 0 ${n(-8 * k)} ${n(12 * k)}Z`, c));
/** A video call's control bar (microphone, camera, hang up), centred on cx. */
const callBar = (cx, y) => R(cx - 60, y, 120, 30, 15, C.black) + `<g fill="${C.white}">${O(cx - 34, y + 15, 7)}${O(cx - 10, y + 15, 7)}</g>` + R(cx + 10, y + 7, 36, 16, 8, C.salmon);
/** A sticky note of side s with a folded corner and three lines of "writing". */
const stickyNote = (x, y, c, rot, ink, s = 92) =>
  G(`rotate(${rot} ${x + s / 2} ${y + s / 2})`,
    P(`M${x + 8} ${y}H${x + s - 8}Q${x + s} ${y} ${x + s} ${y + 8}V${y + s - 24}L${x + s - 24} ${y + s}H${x + 8}Q${x} ${y + s} ${x} ${y + s - 8}V${y + 8}Q${x} ${y} ${x + 8} ${y}Z`, c) +
    P(`M${x + s} ${y + s - 24}H${x + s - 16}Q${x + s - 24} ${y + s - 24} ${x + s - 24} ${y + s - 16}V${y + s}Z`, C.black, ' opacity=".14"') +
    bars(x + 16, y + 20, [s - 32, s - 48, s - 40], ink, 18, 7));
const personIcon = (x, y, c) => O(x, y - 5, 6, c) + P(`M${x - 9} ${y + 10}Q${x - 9} ${y + 2} ${x} ${y + 2}Q${x + 9} ${y + 2} ${x + 9} ${y + 10}Z`, c);
/** An app window: white, rounded, three coloured dots at the top left. */
const win = (x, y, w, h) => R(x, y, w, h, 26, C.white) + `<g fill="${C.salmon}">${O(x + 24, y + 17, 5)}</g>${O(x + 40, y + 17, 5, C.yellow)}${O(x + 56, y + 17, 5, C.green)}`;
/** An envelope (x,y top-left) with its flap drawn as a V of round-capped lines. */
const envelope = (x, y, w, h, c, flap = C.white, sw = 5) => {
  const k = Math.min(14, w / 7);
  return R(x, y, w, h, Math.min(14, h / 5), c) + line(flap, sw, `M${n(x + k)} ${n(y + k)}L${n(x + w / 2)} ${n(y + h * 0.56)}L${n(x + w - k)} ${n(y + k)}`);
};
/** A raised hand (palm and four fingers, thumb out to the left), centred on x,y. */
const palm = (x, y, c, k = 1) =>
  G(at(x, y, k), `<g fill="${c}">${R(-14, -24, 8, 28, 4)}${R(-5, -29, 8, 32, 4)}${R(4, -27, 8, 30, 4)}${R(13, -21, 8, 24, 4)}${R(-14, -6, 35, 30, 13)}</g>` +
    line(c, 8, 'M-12 12L-22 0'));
/** Headphones over a person's head, in the person's own coordinates (head at 0,headY). */
const headphones = (band, cups, headY = -166) =>
  G(`translate(0 ${headY})`, line(band, 6, 'M-27 0C-27-40 27-40 27 0') + `<g fill="${cups}">${R(-35, -10, 15, 28, 7)}${R(20, -10, 15, 28, 7)}</g>`);

const COVERS = {
  // a ten-minute slice of a stopwatch, a month of ticked days, a learner on a phone
  'ten-minutes-a-day': (slug) => {
    let days = '';
    for (let i = 0; i < 12; i++) {
      const x = 182 + (i % 4) * 58, y = 262 + Math.floor(i / 4) * 54;
      days += i < 9 ? O(x + 20, y + 20, 20, i === 8 ? C.yellow : C.green) + check(x + 21, y + 20, C.white, 5, 1) : R(x, y, 40, 40, 12, C.papyrus);
    }
    let ticks = '';
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      ticks += O(600 + Math.sin(a) * 104, 340 - Math.cos(a) * 104, i % 3 ? 4 : 6, C.bell);
    }
    return cover(slug,
      shadow(600, 512, 150) +
      R(578, 162, 44, 30, 10, C.purple) + R(586, 146, 28, 20, 8, C.salmon) + G('rotate(42 600 340)', R(588, 168, 24, 30, 8, C.purple)) +
      O(600, 340, 152, C.purple) + O(600, 340, 126, C.white) +
      P('M600 340V226A114 114 0 0 1 698.7 283Z', C.yellow) + ticks +
      line(C.black, 9, ['M600 340V240', 'M600 340L660 376']) + O(600, 340, 12, C.black) +
      R(150, 176, 268, 260, 28, C.white) + P('M150 236V204Q150 176 178 176H390Q418 176 418 204V236Z', C.salmon) +
      line(C.black, 8, ['M214 160V190', 'M354 160V190']) + days +
      shadow(930, 552, 70) +
      person({ x: 930, y: 550, s: 1.35, skin: SKIN[2], hs: 'long', hair: HAIR.black, top: C.turq, bottom: C.purple, look: -3,
        l: [[-23, -126], [-35, -94], [-16, -102]], r: [[23, -126], [34, -97], [33, -70]],
        hold: phone(-32, -134, 28, 48, C.white, R(3, 12, 18, 8, 4, C.green) + R(3, 24, 12, 5, 2.5, C.wist)) }) +
      bubble(990, 150, 120, 60, C.purple, 'l', 'star', C.yellow) +
      confetti([['dot', 110, 110, C.pink], ['spark', 480, 110, C.yellow], ['plus', 790, 120, C.turq], ['ring', 1120, 330, C.salmon], ['dot', 780, 520, C.purple, 0.8], ['wave', 120, 520, C.turq], ['spark', 1100, 520, C.pink, 0.8]]),
    );
  },

  // the learner at a desk waving to a tutor on a laptop screen
  'first-lesson-with-a-tutor': (slug) => {
    const tutor = bust({ x: 770, y: 300, s: 1.3, skin: SKIN[4], hair: HAIR.black, hs: 'bun', top: C.pink, bottom: C.black, look: -2,
      l: [[-23, -126], [-44, -142], [-50, -176]] });
    const self = R(886, 232, 70, 50, 12, C.wist) + skinPaint(SKIN[0], O(921, 254, 11)) + P('M903 282Q903 266 921 266Q939 266 939 282Z', C.turq);
    return cover(slug,
      R(300, 296, 150, 200, 40, C.salmon) +
      person({ x: 376, y: 590, s: 1.4, legs: 'none', skin: SKIN[0], hs: 'crop', hair: HAIR.chestnut, top: C.turq, glasses: true, look: 3,
        r: [[23, -126], [44, -142], [50, -176]], l: [[-23, -126], [-34, -97], [-22, -76]] }) +
      R(140, 496, 940, 22, 11, C.gold) + R(190, 518, 18, 112, 9, C.gold) + R(1012, 518, 18, 112, 9, C.gold) +
      laptop(570, 496, 400, 280, tutor + self, C.bell, 'lp') +
      mug(508, 496, C.purple) + bookFlat(1000, 464, 70, 32, C.green) +
      bubble(170, 130, 150, 66, C.turq, 'r', 'wave') +
      bubble(930, 66, 150, 66, C.yellow, 'l', 'dots', C.purple) +
      sparkle(520, 150, 20, C.purple) + sparkle(556, 112, 12, C.pink) +
      confetti([['dot', 120, 330, C.yellow], ['plus', 1110, 300, C.turq], ['ring', 660, 80, C.pink], ['spark', 1120, 150, C.purple, 0.8], ['wave', 80, 230, C.salmon]]),
    );
  },

  // three people and a run of five colourful bubbles: a conversation that keeps going
  'conversation-club-confidence': (slug) =>
    cover(slug,
      bubble(292, 100, 150, 64, C.purple, 'l', 'dots') +
      bubble(470, 56, 170, 70, C.yellow, 'r', 'wave', C.purple) +
      bubble(668, 96, 160, 64, C.turq, 'l', 'lines') +
      bubble(412, 214, 110, 54, C.pink, 'r', 'heart') +
      bubble(700, 218, 120, 56, C.green, 'l', 'check') +
      shadow(600, 580, 62) + shadow(330, 596, 74) + shadow(870, 596, 74) +
      person({ x: 600, y: 574, s: 1.2, skin: SKIN[3], hs: 'curls', hair: HAIR.black, top: C.yellow, bottom: C.black, mouth: 'open' }) +
      person({ x: 330, y: 590, s: 1.4, skin: SKIN[5], hs: 'long', hair: HAIR.black, top: C.purple, bottom: C.bell, look: 3,
        r: [[23, -126], [46, -104], [58, -134]] }) +
      person({ x: 870, y: 590, s: 1.4, skin: SKIN[1], hs: 'swoop', hair: HAIR.brown, top: C.green, shirt: C.white, bottom: C.purple, sleeve: 'long', look: -3,
        l: [[-23, -126], [-46, -104], [-58, -134]] }) +
      confetti([['spark', 150, 130, C.yellow], ['dot', 180, 420, C.pink], ['plus', 1040, 160, C.purple], ['ring', 1080, 420, C.turq], ['wave', 950, 70, C.salmon], ['dot', 560, 330, C.turq, 0.7]]),
    ),

  // a timeline from the past to now: a finished day on a calendar, an arc up to a clock at now, a learner thinking
  'present-perfect-or-past-simple': (slug) => {
    const Y = 444;
    let grid = '';
    for (let i = 0; i < 9; i++) {
      const x = 268 + (i % 3) * 44, y = 258 + Math.floor(i / 3) * 36;
      grid += i === 4 ? O(x + 16, y + 13, 17, C.salmon) + check(x + 17, y + 13, C.white, 4, 0.8) : R(x, y, 32, 26, 8, C.papyrus);
    }
    let ticks = '';
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      ticks += O(720 + Math.sin(a) * 52, 236 - Math.cos(a) * 52, i % 3 ? 3 : 4.5, C.bell);
    }
    const thought = `<g fill="${C.white}">${O(926, 186, 30)}${O(968, 160, 42)}${O(1010, 186, 30)}${R(896, 176, 144, 40, 20)}${O(950, 262, 10)}${O(940, 286, 6)}</g>` +
      O(968, 178, 20, C.yellow) + R(960, 196, 16, 12, 4, C.gray) + line(C.yellow, 4, ['M968 140v-8', 'M940 152l-6-6', 'M996 152l6-6']);
    return cover(slug,
      R(130, Y - 6, 690, 12, 6, C.bell) + P(`M818 ${Y - 20}L846 ${Y}L818 ${Y + 20}Z`, C.bell, ` stroke="${C.bell}" stroke-width="6"`) +
      O(180, Y, 7, C.white) + O(240, Y, 7, C.white) + O(540, Y, 7, C.white) +
      R(246, 196, 168, 168, 24, C.white) + P('M246 238V220Q246 196 270 196H390Q414 196 414 220V238Z', C.salmon) +
      line(C.black, 7, ['M292 182V208', 'M368 182V208']) + grid +
      `<g${lineAttrs(C.salmon, 5)} stroke-dasharray="2 13">${P(`M330 380V${Y - 24}`)}</g>` +
      O(330, Y, 18, C.salmon) + O(330, Y, 7, C.white) +
      O(470, Y, 11, C.purple) +
      line(C.purple, 7, `M470 ${Y - 12}C500 ${Y - 110} 660 ${Y - 120} 704 ${Y - 40}`) + arrowHead(708, Y - 32, 62, C.purple, 1.1) +
      R(708, 150, 24, 20, 8, C.purple) + R(706, 138, 28, 20, 9, C.salmon) + G('rotate(40 720 236)', R(710, 146, 20, 24, 7, C.purple)) +
      O(720, 236, 80, C.purple) + O(720, 236, 64, C.white) + P('M720 236V178A58 58 0 0 1 770.2 207Z', C.yellow) + ticks +
      line(C.black, 7, ['M720 236V186', 'M720 236L754 258']) + O(720, 236, 8, C.black) +
      O(720, Y, 24, C.purple) + O(720, Y, 12, C.yellow) +
      shadow(968, 590, 72) +
      person({ x: 968, y: 588, s: 1.4, skin: SKIN[4], hs: 'afro', hair: HAIR.black, top: C.green, bottom: C.purple, look: -3,
        l: [[-23, -126], [-26, -98], [30, -104]], r: [[23, -126], [44, -104], [14, -140]] }) +
      thought +
      confetti([['spark', 150, 150, C.yellow], ['dot', 530, 120, C.pink], ['plus', 1110, 330, C.turq], ['ring', 580, 540, C.salmon], ['wave', 160, 540, C.purple], ['dot', 860, 110, C.turq, 0.7]]),
    );
  },

  // a learner holding up a word card, a brain with a note stuck on it, a reviewed flashcard, sticky notes, a notebook
  'words-that-stick': (slug) => {
    const brain = G('translate(236 150)',
      `<g fill="${C.pink}">${O(-34, -8, 32)}${O(0, -22, 36)}${O(34, -8, 32)}${O(-20, 18, 28)}${O(20, 18, 28)}${O(0, 8, 30)}</g>` +
      line(C.white, 5, ['M0-50V42', 'M-54 6q14-4 22 10', 'M-26-44q6 14-4 24', 'M50 12q-14-2-20 12', 'M-18 40q0-12 10-14']) +
      stickyNote(14, -70, C.yellow, 12, C.salmon, 62));
    const apple = O(524, 286, 28, C.salmon) + P('M524 260C524 246 534 240 546 242C544 254 536 260 524 260Z', C.green) + line(C.black, 4, 'M522 262V250');
    let spaced = line(C.bell, 4, 'M470 500H790');
    [470, 500, 560, 680].forEach((x) => (spaced += O(x, 500, 9, C.green)));
    spaced += sparkle(790, 500, 20, C.yellow);
    const notebook =
      R(852, 392, 236, 150, 20, C.purple) + R(864, 402, 102, 130, 10, C.white) + R(974, 402, 102, 130, 10, C.white) +
      bars(880, 424, [70, 54, 64, 40], C.bell, 22, 7) + bars(990, 424, [66, 70, 46, 58], C.bell, 22, 7) +
      `<g fill="${C.black}">${[414, 438, 462, 486, 510].map((y) => R(960, y, 20, 8, 4)).join('')}</g>`;
    return cover(slug,
      G('rotate(-9 600 280)', R(450, 196, 300, 170, 24, C.bell)) + G('rotate(-4 600 280)', R(450, 196, 300, 170, 24, C.wist)) +
      R(450, 192, 300, 170, 24, C.white) + R(474, 216, 100, 122, 18, C.turq) + apple +
      bars(596, 240, [128, 96, 112], C.bell, 26, 10) +
      O(538, 416, 28, C.salmon) + line(C.white, 5, 'M528 406A14 14 0 1 1 526 424') + arrowHead(527, 406, -100, C.white, 0.55) +
      O(662, 416, 28, C.green) + check(663, 416, C.white, 6, 1.1) +
      spaced +
      stickyNote(862, 112, C.yellow, -6, C.salmon) + stickyNote(982, 132, C.pink, 5, C.white) +
      stickyNote(884, 238, C.turq, 4, C.white) + notebook +
      `<g fill="${C.white}">${O(244, 300, 7)}${O(232, 268, 10)}</g>` + brain +
      shadow(250, 590, 70) +
      person({ x: 250, y: 588, s: 1.35, skin: SKIN[1], hs: 'bob', hair: HAIR.ginger, top: C.turq, bottom: C.purple, look: 3,
        r: [[23, -126], [50, -118], [60, -150]],
        hold: R(44, -204, 76, 52, 10, C.white) + O(66, -178, 9, C.yellow) + bars(82, -190, [26, 18], C.bell, 12, 6) }) +
      confetti([['spark', 120, 250, C.purple, 0.8], ['dot', 400, 110, C.yellow], ['plus', 770, 120, C.pink], ['ring', 400, 540, C.turq], ['wave', 1040, 80, C.salmon], ['dot', 820, 560, C.purple, 0.7]]),
    );
  },

  // an online interview: the interviewer on a laptop, a confident candidate at the desk, a CV, a plant
  'job-interview-in-english': (slug) => {
    const interviewer = bust({ x: 370, y: 298, s: 1.35, skin: SKIN[1], hair: HAIR.gray, hs: 'crop', glasses: true, top: C.emerald, shirt: C.white, look: 2 });
    const self = R(488, 206, 76, 56, 12, C.wist) + skinPaint(SKIN[5], O(526, 230, 11)) + P('M508 262Q508 246 526 246Q544 246 544 262Z', C.purple);
    const cv = G('rotate(-5 690 444)',
      R(646, 392, 90, 104, 12, C.white) + R(658, 404, 28, 32, 8, C.bell) + O(672, 416, 7, C.white) +
      bars(694, 408, [30, 22], C.bell, 13, 6) + bars(658, 448, [66, 52, 60], C.silver, 14, 6));
    return cover(slug,
      R(802, 300, 150, 196, 40, C.turq) +
      person({ x: 878, y: 590, s: 1.4, legs: 'none', skin: SKIN[5], hs: 'pony', hair: HAIR.black, top: C.purple, shirt: C.white, sleeve: 'long', look: -3, mouth: 'open',
        l: [[-23, -126], [-50, -112], [-74, -130]], r: [[23, -126], [34, -97], [22, -76]] }) +
      R(110, 496, 980, 22, 11, C.gold) + R(160, 518, 18, 112, 9, C.gold) + R(1022, 518, 18, 112, 9, C.gold) +
      laptop(150, 496, 440, 296, interviewer + self + callBar(370, 424), C.bell, 'lp') +
      cv + plant(1040, 496, C.purple) +
      bubble(770, 140, 150, 64, C.green, 'r', 'check') +
      bubble(180, 84, 150, 62, C.yellow, 'r', 'dots', C.purple) +
      sparkle(980, 210, 18, C.yellow) + sparkle(1012, 180, 10, C.pink) +
      confetti([['dot', 120, 300, C.pink], ['plus', 640, 120, C.turq], ['ring', 1110, 300, C.salmon], ['spark', 540, 70, C.purple, 0.8], ['wave', 1060, 100, C.turq]]),
    );
  },

  // a traveller with a suitcase and a passport, a plane overhead, a signpost to a café, a hotel and the airport
  'english-for-your-next-trip': (slug) => {
    const plane = G('translate(690 136) rotate(-12) scale(1.35)',
      `<g fill="${C.purple}">${P('M6-8L-16-54H-4L30-8Z')}${P('M6 8L-16 54H-4L30 8Z')}${P('M-40-6L-52-26H-44L-28-6Z')}${P('M-40 6L-52 26H-44L-28 6Z')}</g>` +
      P('M-48-9H42C58-9 66-4 66 0C66 4 58 9 42 9H-48Q-56 9-56 0Q-56-9-48-9Z', C.white) + `<g fill="${C.bell}">${O(-20, 0, 3)}${O(-6, 0, 3)}${O(8, 0, 3)}${O(22, 0, 3)}</g>`);
    const suitcase = line(C.black, 4, ['M54-92V-62', 'M70-92V-62', 'M54-92H70']) +
      R(34, -64, 72, 58, 12, C.turq) + R(50, -64, 8, 58, 0, C.champ) + R(82, -64, 8, 58, 0, C.champ) +
      `<g fill="${C.black}">${O(46, -3, 5)}${O(94, -3, 5)}</g>`;
    const cup = G('translate(958 246)', P('M-24-14H14V2Q14 18-2 18H-8Q-24 18-24 2Z', C.white) + line(C.white, 5, 'M14-8h4a7 7 0 0 1 0 14h-4') + line(C.white, 4, ['M-15-22q-4-5 0-10', 'M-3-22q-4-5 0-10']));
    const bed = G('translate(752 338)', `<g fill="${C.white}">${R(-34, -22, 9, 42, 4)}${R(-30, 2, 66, 12, 5)}${R(-22, -10, 18, 11, 5)}${R(-2, -8, 38, 10, 5)}${R(28, 6, 8, 14, 3)}</g>`);
    return cover(slug,
      cloud(130, 200, 1.1) + cloud(560, 230, 0.7) + cloud(920, 96, 0.8) +
      `<g${lineAttrs(C.purple, 4)} stroke-dasharray="2 14">${P('M190 300C290 190 460 130 600 150')}</g>` + plane +
      shadow(870, 568, 50) +
      R(862, 180, 16, 386, 8, C.gold) + O(870, 178, 14, C.salmon) +
      P('M884 212H1030L1060 246L1030 280H884Z', C.purple, ` stroke="${C.purple}" stroke-width="10"`) + cup +
      P('M856 304H708L678 338L708 372H856Z', C.green, ` stroke="${C.green}" stroke-width="10"`) + bed +
      P('M884 398H1000L1026 428L1000 458H884Z', C.salmon, ` stroke="${C.salmon}" stroke-width="10"`) +
      G('translate(948 428) rotate(-30) scale(.34)', P('M6-8L-16-54H-4L30-8ZM6 8L-16 54H-4L30 8ZM-40-6L-52-26H-44L-28-6ZM-40 6L-52 26H-44L-28 6ZM-48-9H42C58-9 66-4 66 0C66 4 58 9 42 9H-48Q-56 9-56 0Q-56-9-48-9Z', C.white)) +
      bubble(250, 250, 130, 60, C.yellow, 'r', 'wave', C.purple) +
      shadow(450, 592, 90) +
      person({ x: 430, y: 588, s: 1.4, skin: SKIN[5], hs: 'wrap', wrap: C.yellow, top: C.salmon, bottom: C.purple, look: 3,
        legL: [[-10, -70], [-20, -8]], legR: [[10, -70], [22, -8]],
        l: [[-23, -126], [-36, -100], [-30, -78]], r: [[23, -126], [40, -106], [62, -92]],
        holdBack: suitcase, hold: R(-44, -96, 26, 34, 5, C.purple) + O(-31, -80, 6, C.yellow) }) +
      confetti([['spark', 140, 110, C.yellow], ['dot', 380, 100, C.pink], ['plus', 1100, 330, C.turq], ['ring', 620, 520, C.salmon], ['wave', 140, 470, C.turq], ['dot', 1080, 520, C.purple, 0.8]]),
    );
  },

  // six steps rising from A1 to C2, a learner climbing towards the flag, bubbles that grow with each level
  'cefr-levels-explained': (slug) => {
    const cols = [C.bell, C.turq, C.green, C.yellow, C.salmon, C.purple];
    let steps = '';
    cols.forEach((c, i) => {
      const x = 170 + i * 126, top = 540 - 58 * (i + 1), last = i === 5;
      steps += P(`M${x} 552V${top + 14}Q${x} ${top} ${x + 14} ${top}H${last ? x + 112 : x + 126}${last ? `Q${x + 126} ${top} ${x + 126} ${top + 14}` : ''}V552Z`, c);
      steps += P(`M${x} ${top + 30}V${top + 14}Q${x} ${top} ${x + 14} ${top}H${last ? x + 112 : x + 126}${last ? `Q${x + 126} ${top} ${x + 126} ${top + 14}` : ''}V${top + 30}Z`, C.white, ' opacity=".25"');
      let pips = '';
      for (let k = 0; k <= i; k++) pips += O(x + 22 + k * 16, top + 48, 5);
      steps += `<g fill="${C.white}" opacity=".8">${pips}</g>`;
    });
    return cover(slug,
      `<ellipse cx="548" cy="554" rx="410" ry="14" fill="${C.black}" opacity=".07"/>` + steps +
      line(C.black, 6, 'M884 192V82') + P('M887 84H950L936 106L950 128H887Z', C.yellow, ` stroke="${C.yellow}" stroke-width="6"`) +
      sparkle(980, 74, 14, C.purple) + sparkle(1000, 122, 8, C.pink) +
      bubble(166, 386, 92, 46, C.bell, 'l', 'dots') +
      bubble(208, 270, 124, 54, C.turq, 'l', 'wave') +
      bubble(250, 142, 170, 64, C.green, 'l', 'lines') +
      person({ x: 496, y: 366, s: 1.2, skin: SKIN[3], hs: 'swoop', hair: HAIR.brown, top: C.purple, bottom: C.black, look: 3,
        l: [[-23, -126], [-38, -104], [-48, -86]], r: [[23, -126], [42, -146], [56, -172]],
        legL: [[-10, -70], [-12, -8]], legR: [[10, -70], [36, -62], [42, -54]] }) +
      confetti([['dot', 1080, 260, C.yellow], ['plus', 640, 110, C.turq], ['ring', 1040, 420, C.pink], ['wave', 740, 80, C.salmon], ['dot', 120, 520, C.purple, 0.7]]),
    );
  },

  // side by side: a group class on a video call, and a one-to-one call with a tutor
  'group-class-or-private-tutor': (slug) => {
    const T = 120;
    const tiles = [
      [C.bell, { skin: SKIN[0], hs: 'bob', hair: HAIR.blonde, top: C.purple }],
      [C.pink, { skin: SKIN[5], hs: 'crop', hair: HAIR.black, top: C.emerald, glasses: true, r: [[23, -126], [40, -150], [44, -184]] }],
      [C.turq, { skin: SKIN[2], hs: 'wrap', wrap: C.salmon, top: C.yellow }],
      [C.yellow, { skin: SKIN[3], hs: 'curls', hair: HAIR.black, top: C.salmon }],
    ];
    let grid = '';
    tiles.forEach(([bg, o], i) => {
      const x = 130 + (i % 2) * 212, y = T + 36 + Math.floor(i / 2) * 150;
      const id = clip(`t${i}`, R(x, y, 198, 136, 14));
      grid += R(x, y, 198, 136, 14, bg) + `<g clip-path="url(#${id})">${bust({ x: x + 99, y: y + 58, s: 0.95, look: i % 2 ? -2 : 2, ...o })}</g>`;
    });
    clip('t4', R(650, T + 36, 420, 286, 14));
    const tutor = bust({ x: 860, y: T + 154, s: 1.8, skin: SKIN[4], hs: 'long', hair: HAIR.black, top: C.turq, mouth: 'open' });
    const self = R(964, T + 50, 92, 66, 12, C.wist) + skinPaint(SKIN[1], O(1010, T + 76, 12)) + P(`M990 ${T + 116}Q990 ${T + 98} 1010 ${T + 98}Q1030 ${T + 98} 1030 ${T + 116}Z`, C.yellow);
    return cover(slug,
      win(110, T, 450, 380) + personIcon(500, T + 20, C.bell) + personIcon(520, T + 20, C.bell) + personIcon(540, T + 20, C.bell) + grid + callBar(335, T + 336) +
      win(640, T, 450, 380) + personIcon(1070, T + 20, C.bell) +
      R(650, T + 36, 420, 286, 14, C.bell) + `<g clip-path="url(#t4)">${tutor}${self}</g>` + callBar(860, T + 336) +
      O(600, T + 190, 40, C.purple) + line(C.white, 6, [`M582 ${T + 178}H614`, `M618 ${T + 202}H586`]) + arrowHead(614, T + 178, 0, C.white, 0.6) + arrowHead(586, T + 202, 180, C.white, 0.6) +
      confetti([['spark', 150, 560, C.yellow], ['dot', 380, 556, C.pink], ['plus', 800, 560, C.purple], ['ring', 1060, 556, C.turq], ['wave', 600, 80, C.salmon], ['spark', 200, 76, C.purple, 0.7], ['dot', 1000, 80, C.yellow, 0.8]]),
    );
  },

  // a speaker talking freely to a friend; the translating loop in their head breaks up and fades away
  'stop-translating-in-your-head': (slug) => {
    const bez = (p, t) => {
      const u = 1 - t;
      return [0, 1].map((k) => u * u * u * p[0][k] + 3 * u * u * t * p[1][k] + 3 * u * t * t * p[2][k] + t * t * t * p[3][k]);
    };
    // a curved arrow that breaks into fading dashes, then drifting dots, and a faint head where it was going
    const dissolving = (p, c, drift) => {
      let s = '';
      const N = 9;
      for (let i = 0; i < N; i++) {
        const a = bez(p, (i / N) * 0.7), b = bez(p, ((i + 0.6) / N) * 0.7);
        s += `<path d="M${pt(a)}L${pt(b)}"${lineAttrs(c, 6)}${op(Math.round((1 - i * 0.08) * 100) / 100)}/>`;
      }
      for (let i = 0; i < 5; i++) {
        const q = bez(p, 0.74 + i * 0.07);
        s += O(q[0] + drift[0] * (i + 1) * 3, q[1] + drift[1] * (i + 1) * 3, 4.5 - i * 0.6, c, op(Math.round((0.5 - i * 0.08) * 100) / 100));
      }
      const e = p[3], d = [e[0] - p[2][0], e[1] - p[2][1]];
      s += G(`translate(${n(e[0] + drift[0] * 10)} ${n(e[1] + drift[1] * 10)}) rotate(${n((Math.atan2(d[1], d[0]) * 180) / Math.PI)})`, P('M10 0L-7-10Q-10 0-7 10Z', c, ' opacity=".22"'));
      return s;
    };
    const tileA = R(154, 150, 70, 52, 16, C.salmon) + `<g fill="${C.white}">${O(174, 176, 4.5)}${O(189, 176, 4.5)}${O(204, 176, 4.5)}</g>`;
    const tileB = R(286, 150, 70, 52, 16, C.turq) + line(C.white, 5, ['M304 170H338', 'M304 184H326']);
    return cover(slug,
      tileA + tileB +
      dissolving([[196, 140], [212, 96], [282, 92], [310, 140]], C.purple, [1, -1.2]) +
      dissolving([[314, 212], [296, 256], [228, 258], [200, 212]], C.purple, [-1.2, 1]) +
      `<g fill="${C.white}">${O(344, 288, 7)}${O(322, 262, 10)}</g>` +
      bubble(470, 190, 300, 104, C.purple, 'l', 'lines') +
      bubble(540, 330, 140, 56, C.turq, 'l', 'wave') +
      bubble(770, 150, 150, 62, C.green, 'r', 'heart') +
      sparkle(450, 150, 16, C.yellow) + sparkle(800, 290, 10, C.pink) +
      shadow(380, 592, 74) + shadow(940, 592, 70) +
      person({ x: 380, y: 588, s: 1.45, skin: SKIN[3], hs: 'long', hair: HAIR.black, top: C.pink, bottom: C.purple, look: 3, mouth: 'open',
        r: [[23, -126], [52, -116], [74, -136]] }) +
      person({ x: 940, y: 588, s: 1.35, skin: SKIN[0], hs: 'buzz', hair: HAIR.brown, top: C.yellow, shirt: C.white, bottom: C.black, look: -3 }) +
      confetti([['dot', 130, 330, C.yellow], ['plus', 620, 110, C.turq], ['ring', 1100, 250, C.salmon], ['wave', 660, 530, C.purple], ['spark', 1100, 480, C.pink, 0.8], ['dot', 120, 80, C.pink, 0.7]]),
    );
  },

  // two people with a drink each and a conversation of bar bubbles that zigzags between them and keeps going
  'small-talk-that-works': (slug) =>
    cover(slug,
      bubble(386, 70, 230, 72, C.purple, 'l', 'lines') +
      bubble(600, 134, 214, 68, C.yellow, 'r', 'lines', C.purple) +
      bubble(404, 204, 196, 66, C.turq, 'l', 'line') +
      bubble(622, 266, 178, 64, C.pink, 'r', 'lines') +
      bubble(430, 330, 104, 50, C.green, 'l', 'dots') +
      shadow(330, 596, 74) + shadow(870, 596, 74) +
      person({ x: 330, y: 590, s: 1.4, skin: SKIN[2], hs: 'pony', hair: HAIR.chestnut, top: C.turq, bottom: C.purple, look: 3, mouth: 'open',
        r: [[23, -126], [42, -96], [40, -118]], hold: mug(48, -100, C.salmon, false) }) +
      person({ x: 870, y: 590, s: 1.4, skin: SKIN[4], hs: 'buzz', hair: HAIR.black, top: C.yellow, shirt: C.white, bottom: C.black, look: -3,
        l: [[-23, -126], [-42, -96], [-40, -118]], hold: G('scale(-1 1)', mug(48, -100, C.purple, false)) }) +
      confetti([['spark', 150, 140, C.yellow], ['dot', 220, 300, C.purple, 0.8], ['plus', 1040, 150, C.turq], ['ring', 1080, 420, C.salmon], ['wave', 910, 90, C.purple], ['spark', 640, 560, C.pink, 0.8]]),
      { bg: 'blush' },
    ),

  // a tutor's profile card (photo, stars, specialties, an intro video, a button to book a trial) under a learner's magnifying glass
  'how-to-choose-a-tutor': (slug) => {
    clip('av', O(585, 186, 64));
    const card =
      R(420, 86, 330, 460, 28, C.white) +
      O(585, 186, 64, C.yellow) + `<g clip-path="url(#av)">${bust({ x: 585, y: 180, s: 1.3, skin: SKIN[3], hs: 'curls', hair: HAIR.black, top: C.purple, shirt: C.white, look: 2 })}</g>` +
      O(708, 124, 24, C.green) + check(709, 124, C.white, 5, 0.9) +
      R(520, 272, 130, 14, 7, C.black) +
      [0, 1, 2, 3, 4].map((i) => sparkle(533 + i * 26, 310, 12, i < 4 ? C.yellow : C.bell)).join('') +
      R(456, 340, 80, 28, 14, C.turq) + R(546, 340, 66, 28, 14, C.pink) + R(622, 340, 92, 28, 14, C.green) +
      R(456, 386, 258, 92, 16, C.bell) + O(585, 432, 26, C.white) + P('M577 419L597 432L577 445Z', C.purple) +
      R(456, 494, 258, 34, 17, C.purple) + R(540, 507, 90, 8, 4, C.white);
    const other = G('rotate(-7 250 320)',
      R(140, 150, 220, 330, 24, C.white) + O(250, 230, 46, C.bell) +
      `<g fill="${C.champ}">${O(250, 226, 18)}${P('M218 268Q218 246 250 246Q282 246 282 268Z')}</g>` +
      R(196, 300, 108, 12, 6, C.silver) + [0, 1, 2, 3, 4].map((i) => sparkle(202 + i * 24, 336, 10, i < 3 ? C.yellow : C.bell)).join('') +
      bars(176, 366, [148, 120, 136], C.papyrus, 20, 9) + R(176, 436, 148, 26, 13, C.wist));
    const lens = line(C.black, 16, 'M-133-217L-96-174') + O(-170, -260, 44, C.white, ' opacity=".3"') + O(-170, -260, 50, null, lineAttrs(C.black, 12));
    return cover(slug,
      other + shadow(585, 570, 150) + card +
      shadow(940, 596, 70) +
      person({ x: 940, y: 590, s: 1.35, skin: SKIN[0], hs: 'bob', hair: HAIR.blonde, top: C.salmon, bottom: C.purple, look: -3,
        l: [[-23, -126], [-50, -140], [-96, -174]], hold: lens }) +
      confetti([['spark', 110, 110, C.purple, 0.8], ['dot', 400, 60, C.yellow], ['plus', 820, 120, C.pink], ['ring', 1100, 250, C.turq], ['wave', 100, 540, C.salmon], ['dot', 1110, 520, C.purple, 0.7]]),
      { bg: 'mint' },
    );
  },

  // a verb card (an eye: look) plus four particle tiles, each an arrow for what the particle means: up to the top, off and away, out of a box, down
  'phrasal-verbs-without-tears': (slug) => {
    const tile = (x, y, c, mark) => R(x, y, 170, 150, 24, C.white) + R(x + 14, y + 14, 26, 8, 4, c) + G(`translate(${x + 85} ${y + 80})`, mark);
    const up = line(C.green, 8, ['M-34-40H34', 'M0 40V-14']) + arrowHead(0, -18, -90, C.green, 1.2);
    const off = O(-34, 26, 13, C.salmon) + line(C.salmon, 8, 'M-18 14C0 0 10-14 22-28') + arrowHead(24, -30, -50, C.salmon, 1.2);
    const out = line(C.turq, 8, 'M20-36H-38V36H20') + line(C.turq, 8, 'M-14 0H30') + arrowHead(34, 0, 0, C.turq, 1.2);
    const down = line(C.purple, 8, ['M-34 40H34', 'M0-40V14']) + arrowHead(0, 18, 90, C.purple, 1.2);
    const eye = G('translate(265 262)', P('M-92 0Q0-86 92 0Q0 86-92 0Z', C.white) + O(0, 0, 36, C.turq) + O(0, 0, 16, C.black) + O(10, -10, 6, C.white));
    return cover(slug,
      shadow(265, 500, 150) +
      R(120, 146, 290, 330, 30, C.purple) + eye + bars(170, 382, [190, 130], C.wist, 28, 14) +
      line(C.yellow, 12, 'M446 311H494M470 287V335') +
      tile(530, 146, C.green, up) + tile(724, 146, C.salmon, off) + tile(530, 326, C.turq, out) + tile(724, 326, C.purple, down) +
      shadow(1040, 596, 62) +
      person({ x: 1040, y: 590, s: 1.3, skin: SKIN[1], hs: 'swoop', hair: HAIR.brown, top: C.green, bottom: C.black, glasses: true, look: -3,
        l: [[-23, -126], [-52, -142], [-80, -166]] }) +
      confetti([['spark', 120, 90, C.yellow], ['dot', 500, 560, C.pink], ['ring', 960, 110, C.purple], ['plus', 1130, 300, C.salmon], ['wave', 620, 80, C.turq], ['dot', 80, 400, C.green, 0.7]]),
      { bg: 'sage' },
    );
  },

  // an e-mail written on a big laptop (inbox, subject, text, an attachment, send) flying off as an envelope along a dotted trail
  'emails-at-work': (slug) => {
    const row = (y, on) => (on ? R(160, y - 10, 190, 64, 0, C.wist, ' opacity=".45"') : '') + envelope(178, y + 4, 34, 24, on ? C.purple : C.bell, C.white, 3) + bars(226, y + 2, [90, 60], on ? C.purple : C.silver, 16, 7);
    const clipMark = line(C.gray, 4, 'M0 6V-12a6 6 0 0 1 12 0V8a10 10 0 0 1-20 0V-8');
    const screen =
      R(160, 150, 190, 360, 0, C.papyrus) + row(176, true) + row(240) + row(304) + row(368) +
      R(376, 176, 230, 16, 8, C.black) + O(390, 226, 14, C.yellow) + bars(414, 216, [130, 80], C.bell, 14, 7) +
      bars(376, 268, [300, 260, 290, 180], C.silver, 24, 9) +
      R(376, 380, 140, 40, 12, C.papyrus) + G('translate(400 402)', clipMark) + bars(424, 390, [72, 46], C.bell, 12, 6) +
      R(566, 448, 112, 42, 21, C.purple) + G('translate(622 469) rotate(-12)', P('M-18 0L18-12L10 12Z', C.white) + P('M-2 2L18-12L4 8Z', C.bell));
    return cover(slug,
      shadow(430, 552, 300) +
      laptop(150, 540, 560, 380, screen, C.white, 'lp') +
      `<g${lineAttrs(C.purple, 4)} stroke-dasharray="2 14">${P('M690 440C780 420 770 300 830 250')}</g>` +
      G('translate(900 190) rotate(-10)', envelope(-96, -64, 192, 128, C.yellow) + O(0, 10, 18, C.salmon) + G('translate(0 10) scale(.6)', P(HEART, C.white))) +
      G('translate(1070 330) rotate(8)', envelope(-44, -30, 88, 60, C.turq)) +
      O(1100, 298, 16, C.green) + check(1101, 298, C.white, 4, 0.6) +
      shadow(950, 596, 62) +
      person({ x: 950, y: 590, s: 1.25, skin: SKIN[5], hs: 'bun', hair: HAIR.black, top: C.purple, shirt: C.white, sleeve: 'long', bottom: C.black, look: -3,
        l: [[-23, -126], [-46, -112], [-62, -136]] }) +
      confetti([['spark', 100, 90, C.purple, 0.8], ['dot', 740, 80, C.pink], ['plus', 1120, 480, C.salmon], ['ring', 760, 560, C.turq], ['wave', 560, 80, C.yellow]]),
      { bg: 'papyrus', blob: WIST_BLOB },
    );
  },

  // a path that climbs, runs flat for a long stretch (a walker going round in circles), then climbs again past speaking, feedback and reading to a flag
  'plateau-at-b1': (slug) => {
    const badge = (x, y, c, mark) => O(x, y, 32, c) + G(`translate(${x} ${y})`, mark);
    const W = C.white;
    return cover(slug,
      O(190, 130, 44, C.yellow) + cloud(300, 120, 0.9) + cloud(640, 90, 0.7) +
      P('M0 630V548Q170 500 300 408Q320 392 344 392H780Q800 392 814 378L1016 176Q1028 164 1046 164H1106Q1124 164 1132 180L1200 316V630Z', C.green) +
      P('M0 630V590Q300 560 500 600L620 630Z', C.emerald, ' opacity=".35"') +
      `<g${lineAttrs(C.white, 6)} stroke-dasharray="2 18">${P('M40 560Q180 510 300 428Q320 414 344 414H780Q806 414 822 398L1030 190')}</g>` +
      line(C.black, 5, 'M1080 166V62') + P('M1082 64H1140L1128 84L1140 104H1082Z', C.salmon, ` stroke="${C.salmon}" stroke-width="6"`) +
      `<path d="M448 262A42 42 0 1 1 490 304"${lineAttrs(C.purple, 6)} stroke-dasharray="14 12"/>` + arrowHead(484, 304, 180, C.purple, 0.8) +
      badge(812, 286, C.turq, R(-17, -14, 34, 24, 9, W) + P('M-10 8L-14 17L-2 9Z', W)) +
      badge(890, 206, C.salmon, check(1, 0, W, 6, 1)) +
      badge(968, 126, C.purple, P('M-18-12Q-9-16 0-10V14Q-9 8-18 12Z', W) + P('M18-12Q9-16 0-10V14Q9 8 18 12Z', W)) +
      person({ x: 590, y: 394, s: 0.95, skin: SKIN[2], hs: 'long', hair: HAIR.brown, top: C.yellow, bottom: C.purple, look: 3,
        legL: [[-10, -70], [-24, -8]], legR: [[10, -70], [22, -8]],
        l: [[-23, -126], [-38, -100], [-44, -76]], r: [[23, -126], [34, -98], [48, -78]] }) +
      confetti([['dot', 80, 300, C.pink], ['plus', 420, 160, C.purple], ['spark', 700, 250, C.yellow, 0.8], ['ring', 960, 300, C.yellow], ['wave', 1100, 420, C.white]]),
      { bg: 'mint', cy: 300 },
    );
  },

  // fast speech as a dense waveform with speed lines (a speed slider turned down below), untangled into three separate chunks that reach a listener in headphones
  'listening-to-fast-english': (slug) => {
    const rnd = prng(hash(slug));
    const dense = [];
    for (let x = 140; x <= 520; x += 12) {
      const h = 24 + rnd() * 90 * Math.sin(((x - 130) / 400) * Math.PI);
      dense.push(`M${x} ${n(330 - h / 2)}v${n(h)}`);
    }
    const chunk = (x, w, c, hs, ink) => {
      let d = [];
      const step = (w - 36) / (hs.length - 1);
      hs.forEach((h, i) => d.push(`M${n(x + 18 + i * step)} ${n(330 - h / 2)}v${h}`));
      return R(x, 286, w, 88, 44, c) + line(ink, 6, d);
    };
    return cover(slug,
      line(C.bell, 7, ['M50 292H100', 'M30 330H110', 'M50 368H100']) +
      line(C.purple, 6, dense) +
      arrowHead(562, 330, 0, C.purple, 1.2) +
      chunk(600, 104, C.turq, [14, 30, 44, 24], C.white) + chunk(720, 124, C.yellow, [20, 36, 52, 30, 16], C.purple) + chunk(860, 92, C.pink, [26, 40, 18], C.white) +
      line(C.purple, 5, ['M972 314Q982 340 972 366', 'M990 302Q1006 340 990 378']) +
      R(160, 470, 320, 12, 6, C.bell) + R(160, 470, 110, 12, 6, C.purple) + O(270, 476, 20, C.yellow) + O(270, 476, 8, C.white) +
      shadow(1070, 596, 60) +
      G(at(1070, 590, 1.3),
        person({ x: 0, y: 0, skin: SKIN[3], hs: 'crop', hair: HAIR.black, top: C.salmon, bottom: C.black, look: -3,
          l: [[-23, -126], [-42, -140], [-38, -176]] }) + headphones(C.purple, C.purple)) +
      confetti([['spark', 160, 130, C.yellow], ['dot', 420, 110, C.pink], ['plus', 760, 130, C.purple], ['ring', 640, 500, C.turq], ['wave', 900, 520, C.salmon], ['dot', 110, 520, C.green, 0.8]]),
      { cx: 580 },
    );
  },

  // four faces in round call tiles over a call bar (one speaking up, ringed), an open notebook of notes and ticks, a note to prepare, a pencil
  'getting-the-most-from-group-lessons': (slug) => {
    const faces = [
      [250, 200, C.yellow, { skin: SKIN[1], hs: 'long', hair: HAIR.ginger, top: C.purple, mouth: 'open' }],
      [450, 200, C.pink, { skin: SKIN[5], hs: 'buzz', hair: HAIR.black, top: C.turq }],
      [250, 410, C.turq, { skin: SKIN[3], hs: 'bun', hair: HAIR.black, top: C.yellow, glasses: true }],
      [450, 410, C.bell, { skin: SKIN[0], hs: 'swoop', hair: HAIR.gray, top: C.green, shirt: C.white }],
    ];
    let grid = '';
    faces.forEach(([x, y, bg, o], i) => {
      const id = clip(`f${i}`, O(x, y, 86));
      grid += O(x, y, 86, bg) + `<g clip-path="url(#${id})">${bust({ x, y: y - 6, s: 1.3, look: i % 2 ? -2 : 2, ...o })}</g>`;
    });
    const row = (y, done) => (done ? O(902, y, 14, C.green) + check(903, y, C.white, 4, 0.8) : O(902, y, 12, null, lineAttrs(C.silver, 4))) + bars(928, y - 4, [done ? 84 : 64], C.bell, 0, 8);
    return cover(slug,
      O(250, 200, 98, null, lineAttrs(C.green, 8)) + grid +
      bubble(92, 58, 110, 52, C.green, 'r', 'wave') + callBar(350, 526) +
      shadow(840, 540, 220) +
      R(630, 180, 440, 340, 26, C.purple) + R(644, 194, 202, 312, 14, C.white) + R(854, 194, 202, 312, 14, C.white) +
      `<g fill="${C.purple}">${[230, 270, 310, 350, 390].map((y) => O(672, y, 5)).join('')}</g>` + bars(690, 226, [120, 90, 130, 70, 110], C.bell, 40, 8) +
      row(240, true) + row(300, true) + row(360, true) + row(420, false) +
      `<g fill="${C.black}">${[220, 270, 320, 370, 420, 470].map((y) => R(838, y, 24, 9, 4.5)).join('')}</g>` +
      stickyNote(592, 92, C.yellow, -8, C.salmon, 96) +
      pencil(960, 500, 210, -148) +
      confetti([['spark', 1110, 100, C.purple, 0.8], ['dot', 560, 560, C.pink], ['plus', 1120, 560, C.turq], ['ring', 80, 330, C.salmon], ['wave', 800, 90, C.turq], ['dot', 560, 300, C.yellow, 0.8]]),
      { bg: 'white', blob: WIST_BLOB },
    );
  },

  // two cards with the same word on top and different pictures (a book, a shopping bag): one ticked, the other crossed out; not equal between them
  'false-friends': (slug) => {
    const face = (x, c, pic) => R(x, 130, 280, 370, 28, C.white) + bars(x + 34, 164, [170, 110], C.purple, 28, 14) + R(x + 34, 240, 212, 226, 20, c) + pic;
    const books = bookFlat(250, 384, 140, 40, C.purple) + bookFlat(262, 342, 120, 40, C.turq) + bookFlat(246, 302, 150, 40, C.salmon);
    const bag = line(C.purple, 7, 'M676 330V314a24 24 0 0 1 48 0V330') + P('M640 328H760L768 426Q768 436 758 436H642Q632 436 632 426Z', C.turq) + R(690, 372, 20, 20, 6, C.yellow);
    return cover(slug,
      shadow(320, 522, 140) + shadow(700, 522, 140) +
      face(180, C.bell, books) + face(560, C.pink, bag) +
      line(C.salmon, 10, ['M610 270L810 436', 'M810 270L610 436']) +
      O(442, 138, 30, C.green) + check(443, 138, C.white, 6, 1) +
      O(822, 138, 30, C.salmon) + line(C.white, 6, ['M812 128l20 20', 'M832 128l-20 20']) +
      O(510, 314, 36, C.purple) + line(C.white, 7, ['M492 304H528', 'M492 324H528', 'M520 290L500 338']) +
      shadow(1030, 596, 62) +
      person({ x: 1030, y: 590, s: 1.3, skin: SKIN[4], hs: 'afro', hair: HAIR.black, top: C.turq, bottom: C.purple, look: -3,
        l: [[-23, -126], [-52, -110], [-66, -132]], r: [[23, -126], [52, -110], [66, -132]] }) +
      confetti([['spark', 100, 100, C.yellow], ['dot', 120, 470, C.purple, 0.8], ['plus', 940, 120, C.pink], ['ring', 1120, 260, C.purple], ['wave', 500, 80, C.turq], ['dot', 1110, 470, C.yellow, 0.8]]),
      { bg: 'white' },
    );
  },

  // a show on a television with subtitles, a podcast microphone, a learner on a sofa with headphones and a notebook
  'learning-with-series-and-podcasts': (slug) => {
    clip('tv', R(126, 96, 468, 288, 18));
    const show =
      O(520, 160, 30, C.yellow) +
      bust({ x: 280, y: 222, s: 1.1, skin: SKIN[2], hs: 'bob', hair: HAIR.black, top: C.purple, look: 3, mouth: 'open' }) +
      bust({ x: 420, y: 228, s: 1.05, skin: SKIN[0], hs: 'crop', hair: HAIR.ginger, top: C.pink, look: -3 }) +
      P('M126 318Q260 286 360 306T594 290V384H126Z', C.green) +
      R(226, 318, 268, 46, 14, C.black, ' opacity=".55"') + bars(252, 328, [216, 150], C.white, 16, 7);
    const mic = R(1056, 96, 68, 120, 34, C.gray) + line(C.white, 4, ['M1070 126H1110', 'M1070 142H1110', 'M1070 158H1110']) +
      line(C.black, 7, ['M1044 170V180a46 46 0 0 0 92 0V170', 'M1090 226V330']) + R(1050, 328, 80, 14, 7, C.black) +
      line(C.turq, 5, ['M1026 120Q1010 156 1026 192', 'M1154 120Q1170 156 1154 192']);
    const notebook = R(-46, -104, 64, 46, 8, C.white) + bars(-38, -96, [44, 30], C.bell, 12, 6);
    return cover(slug,
      R(110, 80, 500, 320, 30, C.black) + R(126, 96, 468, 288, 18, C.bell) + `<g clip-path="url(#tv)">${show}</g>` +
      R(146, 366, 180, 6, 3, C.salmon) + O(326, 369, 9, C.salmon) +
      line(C.black, 8, ['M250 400L228 452', 'M470 400L492 452']) + R(180, 450, 360, 16, 8, C.gold) +
      mic +
      R(660, 376, 400, 160, 40, C.purple) +
      G(at(860, 566, 1.25),
        person({ x: 0, y: 0, legs: 'none', skin: SKIN[4], hs: 'curls', hair: HAIR.black, top: C.yellow, look: -2,
          l: [[-23, -126], [-38, -96], [-30, -82]], r: [[23, -126], [34, -96], [2, -86]], hold: notebook }) + headphones(C.salmon, C.salmon)) +
      R(700, 486, 320, 60, 22, C.wist) + R(630, 440, 70, 120, 30, C.purple) + R(1020, 440, 70, 120, 30, C.purple) +
      `<g fill="${C.black}">${R(664, 556, 16, 20, 5)}${R(1040, 556, 16, 20, 5)}</g>` +
      confetti([['spark', 700, 100, C.yellow], ['dot', 640, 260, C.pink], ['plus', 900, 180, C.purple], ['ring', 120, 520, C.salmon], ['wave', 860, 80, C.turq], ['dot', 1140, 470, C.purple, 0.7]]),
      { bg: 'butter' },
    );
  },

  // a meeting on a laptop: a shared chart and three colleagues, one with a raised hand; an invite with a clock, a mug
  'video-calls-at-work': (slug) => {
    const tiles = [
      [C.pink, { skin: SKIN[1], hs: 'crop', hair: HAIR.brown, top: C.emerald, shirt: C.white }],
      [C.turq, { skin: SKIN[5], hs: 'long', hair: HAIR.black, top: C.purple, r: [[23, -126], [40, -150], [44, -184]] }],
      [C.yellow, { skin: SKIN[2], hs: 'swoop', hair: HAIR.black, top: C.salmon, glasses: true }],
    ];
    let side = '';
    tiles.forEach(([bg, o], i) => {
      const y = 162 + i * 96;
      const id = clip(`v${i}`, R(736, y, 180, 88, 14));
      side += R(736, y, 180, 88, 14, bg) + `<g clip-path="url(#${id})">${bust({ x: 826, y: y + 42, s: 0.8, look: -2, ...o })}</g>`;
    });
    const slide = R(286, 162, 432, 280, 16, C.white) + R(310, 184, 160, 14, 7, C.black) +
      R(330, 340, 40, 76, 8, C.bell) + R(390, 304, 40, 112, 8, C.turq) + R(450, 264, 40, 152, 8, C.purple) + R(510, 226, 40, 190, 8, C.green) +
      O(630, 320, 52, C.yellow) + P('M630 320V268A52 52 0 0 1 679.5 304Z', C.salmon);
    const invite = G('rotate(-8 150 210)', R(70, 130, 160, 170, 20, C.white) + R(70, 130, 160, 44, 20, C.salmon) + R(70, 154, 160, 20, 0, C.salmon) +
      O(150, 232, 36, C.bell) + O(150, 232, 28, C.white) + line(C.black, 5, ['M150 232V214', 'M150 232L164 240']) + bars(104, 276, [92], C.silver, 0, 8));
    return cover(slug,
      shadow(600, 560, 340) +
      laptop(266, 552, 668, 410, slide + side + R(736, 258, 180, 88, 14, null, lineAttrs(C.green, 6)) + callBar(600, 462), C.bell, 'lp') +
      O(926, 266, 24, C.yellow) + palm(926, 270, C.purple, 0.62) +
      invite + mug(1060, 552, C.purple) + plant(1010, 552, C.turq) +
      confetti([['spark', 1100, 110, C.purple, 0.8], ['dot', 140, 420, C.pink], ['plus', 1110, 300, C.salmon], ['ring', 480, 50, C.turq], ['wave', 140, 540, C.purple], ['dot', 760, 50, C.yellow, 0.8]]),
      { bg: 'blush', blob: WIST_BLOB },
    );
  },

  // a mouth in a hand mirror with the tongue between the teeth, a card of sounds (word stress, a short and a long vowel, a waveform), a learner speaking
  'pronunciation-th-and-friends': (slug) => {
    const mouth = G('translate(410 290)',
      P('M-150 0Q-90-80-20-54Q0-46 20-54Q90-80 150 0Q90 100 0 100Q-90 100-150 0Z', C.salmon) +
      P('M-118 4Q-60-36 0-26Q60-36 118 4Q60 66 0 66Q-60 66-118 4Z', C.black) +
      P('M-92-16Q0-38 92-16L86 2Q0-12-86 2Z', C.white) +
      P('M-70 46Q0 40 70 46L64 56Q0 50-64 56Z', C.white) +
      P('M-58 4Q0-10 58 4Q64 62 0 72Q-64 62-58 4Z', C.pink) + line(C.salmon, 4, 'M0 12V40'));
    const card = R(680, 130, 280, 330, 28, C.white) +
      `<g fill="${C.purple}">${O(740, 200, 14)}${O(810, 200, 26)}${O(880, 200, 14)}</g>` +
      R(716, 268, 60, 28, 14, C.turq) + R(796, 268, 128, 28, 14, C.salmon) +
      line(C.purple, 6, [12, 30, 48, 26, 40, 16, 34, 50, 22, 10].map((h, i) => `M${738 + i * 20} ${380 - h / 2}v${h}`));
    return cover(slug,
      R(386, 470, 48, 140, 22, C.gold) + R(374, 468, 72, 26, 13, C.gold) +
      `<ellipse cx="410" cy="280" rx="220" ry="200" fill="${C.gold}"/><ellipse cx="410" cy="280" rx="198" ry="178" fill="${C.white}"/>` +
      `<ellipse cx="410" cy="280" rx="198" ry="178" fill="${C.bell}" opacity=".35"/>` + mouth +
      P('M270 170Q310 122 370 112', null, lineAttrs(C.white, 10)) + P('M256 206Q258 196 262 188', null, lineAttrs(C.white, 10)) +
      card +
      shadow(1070, 596, 56) +
      person({ x: 1070, y: 590, s: 1.25, skin: SKIN[0], hs: 'pony', hair: HAIR.brown, top: C.purple, bottom: C.bell, look: -3, mouth: 'open',
        l: [[-23, -126], [-46, -112], [-52, -140]] }) +
      confetti([['spark', 120, 100, C.yellow], ['dot', 700, 530, C.pink], ['plus', 1100, 110, C.turq], ['ring', 650, 80, C.salmon], ['wave', 140, 540, C.purple], ['spark', 990, 520, C.purple, 0.7]]),
      { bg: 'peach', cx: 640 },
    );
  },

  // a week strip with two lesson days joined by an arc and ticked days between, an open notebook with a checklist, a pencil, a learner
  'homework-between-lessons': (slug) => {
    let week = '';
    for (let i = 0; i < 7; i++) {
      const x = 420 + i * 94, lesson = i === 0 || i === 4;
      week += R(x, 110, 80, 80, 18, lesson ? C.purple : C.white);
      if (lesson) week += G(`translate(${x + 40} 152) scale(1.6)`, personIcon(0, 0, C.white));
      else if (i < 4 || i === 5) week += O(x + 40, 150, 18, C.green) + check(x + 41, 150, C.white, 4, 0.8);
      else week += O(x + 40, 150, 14, null, lineAttrs(C.silver, 4));
    }
    const row = (y, done) => (done ? O(790, y, 15, C.green) + check(791, y, C.white, 4, 0.85) : O(790, y, 13, null, lineAttrs(C.silver, 4))) + bars(818, y - 4, [done ? 150 : 110], C.bell, 0, 8);
    return cover(slug,
      `<path d="M460 104C520 30 780 30 836 104"${lineAttrs(C.salmon, 5)} stroke-dasharray="2 13"/>` + arrowHead(838, 106, 54, C.salmon, 1) + week +
      shadow(760, 574, 270) +
      R(460, 250, 600, 310, 28, C.turq) + R(474, 262, 280, 286, 14, C.white) + R(766, 262, 280, 286, 14, C.white) +
      bars(500, 292, [200, 160, 220], C.bell, 28, 8) + bubble(500, 388, 110, 46, C.yellow, 'l', 'line', C.salmon) + bars(636, 398, [90, 60], C.silver, 20, 8) +
      row(306, true) + row(362, true) + row(418, true) + row(474, false) +
      `<g fill="${C.black}">${[290, 336, 382, 428, 474, 520].map((y) => R(748, y, 24, 9, 4.5)).join('')}</g>` +
      pencil(1030, 522, 200, 174) +
      shadow(220, 596, 70) +
      person({ x: 220, y: 590, s: 1.4, skin: SKIN[3], hs: 'crop', hair: HAIR.black, top: C.salmon, bottom: C.purple, look: 3,
        r: [[23, -126], [50, -136], [66, -164]] }) +
      confetti([['spark', 120, 110, C.purple, 0.8], ['dot', 340, 60, C.yellow], ['plus', 1120, 120, C.pink], ['ring', 400, 460, C.salmon], ['wave', 1100, 600, C.turq], ['dot', 1140, 330, C.yellow, 0.8]]),
      { bg: 'papyrus', blob: WIST_BLOB },
    );
  },

  // three article tiles drawn as shapes (one dot: a ball, any one; two dots: an apple; three dots: the one star in a spotlight) and an empty dashed tile for no article
  'articles-a-an-the': (slug) => {
    const tile = (x, c, dots, pic) =>
      R(x, 130, 190, 330, 28, c) + `<g fill="${C.white}">${dots.map((dx) => O(x + 95 + dx, 180, 11)).join('')}</g>` + R(x + 16, 224, 158, 220, 18, C.white) + pic;
    const balls = O(172, 304, 24, null, lineAttrs(C.bell, 5)) + O(236, 304, 24, null, lineAttrs(C.bell, 5)) + O(172, 370, 24, null, lineAttrs(C.bell, 5)) + O(236, 370, 24, C.salmon);
    const apple = P('M417 314C397 300 367 308 367 338C367 370 391 394 405 394C411 394 413 390 417 390C421 390 423 394 429 394C443 394 467 370 467 338C467 308 437 300 417 314Z', C.green) +
      P('M418 304C418 284 434 274 452 278C448 296 436 304 418 304Z', C.emerald) + line(C.black, 5, 'M416 312V292');
    const star = P('M656 240L604 420H712Z', C.yellow, ' opacity=".45"') + R(636, 232, 40, 16, 8, C.black) + R(614, 400, 84, 20, 10, C.bell) + sparkle(656, 360, 40, C.purple);
    const drops = [[818, 316], [864, 296], [846, 366]].map(([x, y]) => P(`M${x} ${y - 28}C${x + 12} ${y - 10} ${x + 18} ${y} ${x + 18} ${y + 8}A18 18 0 0 1 ${x - 18} ${y + 8}C${x - 18} ${y} ${x - 12} ${y - 10} ${x} ${y - 28}Z`, C.turq)).join('');
    return cover(slug,
      shadow(205, 478, 90) + shadow(417, 478, 90) + shadow(629, 478, 90) +
      tile(110, C.turq, [0], balls) + tile(322, C.salmon, [-16, 16], apple) + tile(534, C.purple, [-30, 0, 30], star) +
      R(756, 150, 170, 290, 28, null, lineAttrs(C.wist, 6) + ' stroke-dasharray="16 14"') + drops +
      shadow(1060, 596, 56) +
      person({ x: 1060, y: 590, s: 1.25, skin: SKIN[5], hs: 'crop', hair: HAIR.black, top: C.green, shirt: C.white, bottom: C.black, glasses: true, look: -3,
        l: [[-23, -126], [-52, -146], [-76, -176]] }) +
      confetti([['spark', 100, 90, C.purple, 0.8], ['dot', 460, 70, C.yellow], ['plus', 1120, 120, C.salmon], ['ring', 90, 540, C.turq], ['wave', 720, 560, C.pink], ['dot', 900, 90, C.green, 0.8]]),
      { bg: 'lemon' },
    );
  },

  // a parent with a phone holding a child's hand; over them the day's arc from sun to moon with three short study moments
  'learning-english-as-a-parent': (slug) => {
    const W = C.white;
    const moment = (x, y, c, mark) => O(x, y, 34, c) + G(`translate(${x} ${y})`, mark);
    const moon = P('M1040 300A44 44 0 1 1 1000 236A36 36 0 0 0 1040 300Z', C.yellow);
    return cover(slug,
      `<path d="M170 330C250 60 950 60 1030 300"${lineAttrs(C.bell, 5)} stroke-dasharray="2 14"/>` +
      O(160, 340, 40, C.yellow) + line(C.yellow, 5, ['M160 280v-12', 'M114 300l-9-9', 'M206 300l9-9', 'M100 340H88']) + moon +
      moment(340, 166, C.turq, G('scale(.7)', headphones(W, W, 6))) +
      moment(600, 120, C.salmon, R(-17, -14, 34, 24, 9, W) + P('M-10 8L-14 17L-2 9Z', W)) +
      moment(860, 166, C.purple, P('M-18-12Q-9-16 0-10V14Q-9 8-18 12Z', W) + P('M18-12Q9-16 0-10V14Q9 8 18 12Z', W)) +
      shadow(580, 596, 110) +
      person({ x: 530, y: 590, s: 1.4, skin: SKIN[2], hs: 'bob', hair: HAIR.brown, top: C.purple, bottom: C.black, look: 3,
        l: [[-23, -126], [-35, -94], [-16, -102]], r: [[23, -126], [36, -98], [40, -74]],
        hold: phone(-32, -134, 28, 48, C.white, R(3, 12, 18, 8, 4, C.yellow) + R(3, 24, 12, 5, 2.5, C.wist)) }) +
      person({ x: 640, y: 590, s: 0.78, headS: 1.3, headY: -178, skin: SKIN[2], hs: 'curls', hair: HAIR.black, top: C.yellow, bottom: C.turq, look: -3, mouth: 'open',
        l: [[-23, -126], [-52, -122], [-80, -134]], r: [[23, -126], [36, -98], [40, -76]] }) +
      O(760, 566, 24, C.turq) + P('M736 566A24 24 0 0 0 784 566Z', C.green) + R(800, 528, 48, 48, 10, C.salmon) + R(814, 490, 40, 40, 10, C.purple) +
      confetti([['spark', 120, 110, C.purple, 0.8], ['dot', 420, 300, C.pink], ['plus', 1120, 120, C.turq], ['ring', 300, 500, C.salmon], ['wave', 960, 480, C.purple], ['dot', 1120, 540, C.yellow, 0.8]]),
      { bg: 'sage' },
    );
  },
};

// ─── Tutor portraits ────────────────────────────────────────────────────────────────────────
const PORTRAIT_BG = [C.wist, C.pink, C.turq, C.yellow, C.green, C.bell, C.salmon, C.gold];
const PORTRAIT_TOP = [C.purple, C.emerald, C.turq, C.salmon, C.pink, C.yellow, C.green, C.black, C.bell, C.wist];
const PORTRAIT_HAIR = ['crop', 'crop', 'swoop', 'swoop', 'buzz', 'long', 'bob', 'afro', 'bun', 'pony', 'curls', 'wrap'];
const HAIR_TONES = ['black', 'brown', 'chestnut', 'ginger', 'blonde', 'black', 'brown', 'gray'];

// Each tutor's own look (hair style and tone, skin from SKIN), so the drawing fits the person the
// card names (a review found Andrii drawn with long blonde hair); the rest (colours, collar,
// glasses) still comes from the slug's hash. A tutor not listed here gets a look from the hash too.
const TUTOR_LOOKS = {
  'emma-clarke': ['bob', 'chestnut', 0],
  'olena-kovalenko': ['long', 'blonde', 0],
  'daniel-ortiz': ['crop', 'black', 3],
  'mariana-silva': ['curls', 'black', 3],
  'james-whitaker': ['swoop', 'brown', 1],
  'siobhan-murphy': ['long', 'ginger', 0],
  'oliver-hughes': ['crop', 'chestnut', 1],
  'chloe-bennett': ['pony', 'blonde', 1],
  'jack-morrison': ['buzz', 'brown', 1],
  'grace-holloway': ['bun', 'brown', 2],
  'sophie-reid': ['bob', 'blonde', 0],
  'thabo-nkosi': ['buzz', 'black', 5],
  'katarzyna-nowak': ['pony', 'chestnut', 0],
  'andrii-melnyk': ['crop', 'brown', 1],
  'lucia-fernandez': ['long', 'black', 2],
  'angelica-reyes': ['long', 'black', 3],
  'joseph-kamau': ['buzz', 'black', 5],
  'ananya-iyer': ['bun', 'black', 4],
  'rachel-kim': ['bob', 'black', 2],
  'marcus-johnson': ['afro', 'black', 5],
  'fiona-campbell': ['curls', 'ginger', 0],
  'giulia-romano': ['long', 'brown', 2],
  'oksana-bondar': ['bun', 'chestnut', 1],
  'claire-tremblay': ['pony', 'brown', 1],
};

function portrait(slug) {
  const pick = (key, list) => list[Math.floor(prng(hash(`${slug}:${key}`))() * list.length)];
  const look = TUTOR_LOOKS[slug];
  const skin = look ? SKIN[look[2]] : pick('skin', SKIN);
  const hs = look ? look[0] : pick('hair', PORTRAIT_HAIR);
  const hairTone = look ? HAIR[look[1]] : HAIR_STYLES[hs]?.[0] ? pick('hairTone', HAIR_SOLID) : HAIR[pick('hairTone', HAIR_TONES)];
  const bg = pick('bg', PORTRAIT_BG);
  const top = pick('top', PORTRAIT_TOP.filter((c) => c !== bg));
  const accent = pick('accent', [C.white, C.yellow, C.papyrus, C.pink, C.turq].filter((c) => c !== top && c !== bg));
  const neck = pick('neck', ['crew', 'v', 'collar', 'open']);
  const glasses = pick('glasses', [true, false, false]);
  // Earrings with the longer styles only: with the short ones, the tutors drawn are men.
  const earrings = ['long', 'bob', 'bun', 'pony', 'curls', 'wrap'].includes(hs) && pick('earrings', [true, false, false, false]);
  const gaze = pick('look', [-2, 0, 2]);
  const wrap = pick('wrap', [C.purple, C.emerald, C.salmon, C.yellow, C.turq].filter((c) => c !== bg && c !== top));
  const [hb, hf] = hairParts(hs, hs === 'wrap' ? wrap : hairTone, 8);
  const head = (inner) => G('translate(120 100) scale(2)', inner);
  const ears = ['wrap', 'buzz', 'crop', 'swoop'].includes(hs) ? O(-21.5, 3, 4.5) + O(21.5, 3, 4.5) : '';

  let b = def('a', `<clipPath id="a">${O(120, 120, 120)}</clipPath>`) && O(120, 120, 120, bg) + '<g clip-path="url(#a)">';
  b += head(hb);
  // an open jacket: the torso in the jacket's colour with the shirt showing between its fronts
  const jacket = pick('jacket', [C.purple, C.emerald, C.black, C.salmon, C.turq, C.bell].filter((c) => c !== top && c !== bg));
  b += P('M18 240C18 192 58 167 104 166H136C182 167 222 192 222 240Z', neck === 'open' ? jacket : top);
  if (neck === 'open') b += P('M100 166H140L128 240H112Z', top);
  b += head(skinPaint(skin, R(-8, 10, 16, 27, 7) + (neck === 'v' ? P('M-9 32L0 46L9 32Z') : '') + ears + O(0, 0, 22)));
  if (neck === 'collar') b += `<g fill="${accent}">${P('M104 168L119 186L97 190Z')}${P('M136 168L121 186L143 190Z')}</g>`;
  b += head(hf + (earrings ? `<g fill="${C.yellow}">${O(-21, 10, 2.6)}${O(21, 10, 2.6)}</g>` : '') + face({ look: gaze, glasses }));
  b += '</g>';
  return svg(240, 240, b);
}

// ─── Main ───────────────────────────────────────────────────────────────────────────────────
function readList(file) {
  const list = JSON.parse(readFileSync(join(root, 'content', file), 'utf8'));
  return Array.isArray(list) ? list : list.data;
}
for (const [name, draw] of Object.entries(ILLUSTRATIONS)) write(`illustrations/${name}.svg`, draw());
for (const { slug } of readList('tutors.en.json')) write(`tutors/${slug}.svg`, portrait(slug));
for (const { slug, title } of readList('blog-posts.en.json')) {
  const draw = COVERS[slug];
  if (!draw) throw new Error(`No cover drawn for the post "${slug}" (${title}): add one to COVERS`);
  write(`blog/${slug}.svg`, draw(slug));
}
