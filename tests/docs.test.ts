// The READMEs say what each folder may import and link to the docs, each README names the folders
// it holds, and what the docs enumerate (collections, section kinds, events, slots, budgets) is
// what the code has: this holds them to the code. Counts that nothing checks stay out of the docs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { MAY_IMPORT, PRERENDER_CONTENT } from '../eslint.config.js';
import { LOCALES } from '../domain/constants.ts';
import { BUDGETS, FIRST_ROUND_TRIP_BYTES, TWO_ROUND_TRIPS_BYTES } from '../scripts/site-sizes.mjs';
import { CONTENT_TYPES } from '../server/cms/collections.ts';
import { BANNER_SLOTS } from '../site/promotions/model.ts';
import { POPUP_SLOTS } from '../domain/promotions/kinds.ts';
import { PALETTE_NAMES } from '../tokens/palette.ts';

const ROOT = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const isDirectory = (path: string) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory();

/** The folders a README's "**May import:**" line names, without their trailing slash; null without the line. */
function declaredImports(readme: string): string[] | null {
  const line = readme.split('\n').find((text) => text.startsWith('**May import:**'));
  if (!line) return null;
  if (/\*\*May import:\*\* everything\./.test(line)) return ['*'];
  return [...line.matchAll(/`([^`]+)\/`/g)].map((match) => match[1]!);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$|(^|\/)story-[^/]*$/.test(path));
}

/** Where a file's relative imports land: `site/<capability>` inside the site, else the top-level folder. */
function importedFolders(file: string): string[] {
  const code = read(file);
  const sources = [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)].map((match) => match[1]!);
  return sources.map((source) => {
    const [top, second, third] = relative(ROOT, resolve(ROOT, dirname(file), source)).split(sep);
    return top === 'site' && third !== undefined ? `site/${second}` : top!;
  });
}

describe('each top-level folder says what it may import, as the lint rule enforces', () => {
  it.each(Object.keys(MAY_IMPORT))('%s/README.md', (folder) => {
    const declared = declaredImports(read(`${folder}/README.md`));
    const enforced: readonly string[] = MAY_IMPORT[folder as keyof typeof MAY_IMPORT];
    expect(declared).not.toBeNull();
    if (declared?.[0] === '*') expect(enforced).toEqual(expect.arrayContaining(Object.keys(MAY_IMPORT)));
    else expect([...declared!].sort()).toEqual([...enforced].sort());
  });
});

const capabilities = readdirSync(join(ROOT, 'site')).filter((name) => isDirectory(`site/${name}`));

describe("each of the site's capabilities imports only what its README lists", () => {
  it.each(capabilities)('site/%s', (capability) => {
    const declared = declaredImports(read(`site/${capability}/README.md`));
    expect(declared, `site/${capability}/README.md has no "**May import:**" line`).not.toBeNull();
    for (const folder of declared!) {
      expect(folder.startsWith('site/') ? isDirectory(folder) : (MAY_IMPORT.site as readonly string[]).includes(folder), `${folder} in site/${capability}/README.md`).toBe(true);
    }
    const undeclared = sourceFiles(`site/${capability}`)
      .filter((file) => file !== PRERENDER_CONTENT)
      .flatMap((file) => importedFolders(file).filter((folder) => folder !== `site/${capability}` && !declared!.includes(folder)).map((folder) => `${file} → ${folder}`));
    expect(undeclared).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');

const documents = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`),
  ...Object.keys(MAY_IMPORT).map((folder) => `${folder}/README.md`),
  'content/README.md',
  ...capabilities.map((capability) => `site/${capability}/README.md`),
];

describe('every link between the docs leads somewhere', () => {
  it.each(documents)('%s', (document) => {
    const broken = [...read(document).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => {
        const [path, anchor] = target.split('#');
        const file = path ? relative(ROOT, resolve(ROOT, dirname(document), path)) : document;
        if (!existsSync(join(ROOT, file))) return true;
        if (!anchor) return false;
        const headings = read(file).split('\n').filter((line) => /^#{1,6} /.test(line)).map((line) => anchorOf(line.replace(/^#+ /, '')));
        return !headings.includes(anchor);
      });
    expect(broken).toEqual([]);
  });
});

/** A file's Markdown section: from its `## heading` to the next heading of that level or higher. */
function section(document: string, heading: string): string {
  const lines = read(document).split('\n');
  const start = lines.findIndex((line) => line === `## ${heading}`);
  if (start < 0) throw new Error(`${document} has no "## ${heading}"`);
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** Every folder git would hold (tracked, or new and not ignored): build outputs and node_modules are not. */
const heldFolders = new Set(
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean)
    .flatMap((file) => file.split('/').slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join('/'))),
);
/** A folder's immediate subfolders, without dot-folders and generated ones (`__snapshots__`). */
const subfolders = (folder: string) =>
  [...heldFolders].filter((path) => dirname(path) === folder && !/^[._]/.test(path.slice(folder.length + 1))).map((path) => path.slice(folder.length + 1)).sort();
/** A README names a folder as a path (`level-test/`, `sections/parts/…`), in backticks, or, for a component's PascalCase folder, by its name. */
const names = (readme: string, folder: string) => {
  const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}/|\`${escaped}\``).test(readme) || (/^[A-Z]/.test(folder) && new RegExp(`\\b${escaped}\\b`).test(readme));
};

// Which READMEs the rule covers: every top-level folder's (tokens, design-system with a folder per
// primitive, domain, site with a folder per capability, server, cms, content, edge, scripts, tests)
// and each site capability's (its PureX folders, promotions' banners/ and popups/…). Folders deeper
// down (domain/content/, server/live/, site/platform/storage/…) have no README of their own: the one
// above describes them, and is not held to their subfolders. Needs git (a clone, as CI has).
const foldersWithReadme = [...Object.keys(MAY_IMPORT), 'content', ...capabilities.map((capability) => `site/${capability}`)];

describe("each folder's README names every folder it holds", () => {
  it.each(foldersWithReadme)('%s/README.md', (folder) => {
    const readme = read(`${folder}/README.md`);
    expect(subfolders(folder).filter((subfolder) => !names(readme, subfolder))).toEqual([]);
  });
});

describe('the layers table of docs/working-on-the-site.md is the lint rule', () => {
  const rows = section('docs/working-on-the-site.md', 'Layers').split('\n').filter((line) => line.startsWith('| [`'));
  it.each(Object.keys(MAY_IMPORT))('%s/', (folder) => {
    const row = rows.find((line) => line.startsWith(`| [\`${folder}/\`]`));
    expect(row, `no row for ${folder}/`).toBeDefined();
    const mayImport = row!.split('|').at(-2)!.trim();
    const enforced: readonly string[] = MAY_IMPORT[folder as keyof typeof MAY_IMPORT];
    if (mayImport === 'everything') expect(enforced).toEqual(expect.arrayContaining(Object.keys(MAY_IMPORT)));
    else if (mayImport === 'nothing') expect(enforced).toEqual([]);
    else expect([...mayImport.matchAll(/`([^`]+)\/`/g)].map((match) => match[1]).sort()).toEqual([...enforced].sort());
  });
});

describe('what the docs enumerate is what the code has', () => {
  it('docs/content.md names every collection the site reads', () => {
    const paragraph = read('docs/content.md').split('\n\n').find((text) => text.startsWith('The site reads'))!;
    expect([...paragraph.matchAll(/`([a-z-]+)`/g)].map((match) => match[1]).sort()).toEqual(Object.keys(CONTENT_TYPES).sort());
  });

  // The section kinds by the names editors see in Strapi's admin (each component's displayName).
  const sectionNames = readdirSync(join(ROOT, 'cms/src/components/sections')).map((file) => (JSON.parse(read(`cms/src/components/sections/${file}`)) as { info: { displayName: string } }).info.displayName);
  /** A name as a pattern that may wrap: a space in it matches any run of white space. */
  const wrapping = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

  it("docs/content.md's table of sections has every section kind", () => {
    const firstColumn = section('docs/content.md', 'Pages and sections')
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| section |'))
      .flatMap((line) => line.split('|')[1]!.split(',').map((name) => name.trim()));
    expect(firstColumn.sort()).toEqual([...sectionNames].sort());
  });

  it('site/sections/README.md lists every section kind', () => {
    const list = read('site/sections/README.md').split('\n\n')[1]!;
    expect(sectionNames.filter((name) => !new RegExp(`\\b${wrapping(name)}\\b`, 'i').test(list))).toEqual([]);
  });

  it('docs/working-on-the-site.md names every analytics event sent', () => {
    const analytics = section('docs/working-on-the-site.md', 'Analytics');
    const events = [...read('domain/analytics/events.ts').matchAll(/event: '([a-z_]+)'/g)].map((match) => match[1]!);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((event) => !analytics.includes(`\`${event}\``))).toEqual([]);
  });

  it("docs/working-on-the-site.md names every promotions slot a page asks for", () => {
    const promotions = section('docs/working-on-the-site.md', 'Promotions');
    const slots = [...BANNER_SLOTS.map((slot) => slot.slug), ...POPUP_SLOTS];
    expect(slots.filter((slot) => !promotions.includes(`\`${slot}\``))).toEqual([]);
  });

  it("docs/performance.md's byte budgets are scripts/site-sizes.mjs's", () => {
    const performance = read('docs/performance.md');
    const stated = [...performance.matchAll(/≤ ([\d.,]+) (KiB|bytes)/g)].map(([, figure, unit]) => Math.round(Number(figure!.replace(/,/g, '')) * (unit === 'KiB' ? 1024 : 1)));
    expect(stated.sort((a, b) => a - b)).toEqual(Object.values(BUDGETS).map(Math.round).sort((a, b) => a - b));
    for (const bytes of [FIRST_ROUND_TRIP_BYTES, TWO_ROUND_TRIPS_BYTES]) expect(performance).toContain(`${bytes.toLocaleString('en-US')} bytes`);
  });
});

describe('the counts the docs state', () => {
  const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const counted = (text: string, noun: string) =>
    [...text.matchAll(new RegExp(`\\b(${NUMBERS.join('|')}|\\d+) ${noun}\\b`, 'gi'))].map(([, count]) => (NUMBERS.includes(count!.toLowerCase()) ? NUMBERS.indexOf(count!.toLowerCase()) : Number(count)));

  it.each(documents)('%s: its locales', (document) => {
    for (const count of counted(read(document), 'locales')) expect(count).toBe(LOCALES.length);
  });

  it("tokens/README.md: the palette's names", () => {
    expect(counted(read('tokens/README.md'), 'names')).toEqual([PALETTE_NAMES.length]);
  });
});
