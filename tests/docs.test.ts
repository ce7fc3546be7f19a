// @vitest-environment node
// The READMEs say what each folder may import and link to the docs: this holds them to the code.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { MAY_IMPORT, PRERENDER_CONTENT } from '../eslint.config.js';

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
  ...readdirSync(join(ROOT, 'docs')).map((name) => `docs/${name}`),
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
