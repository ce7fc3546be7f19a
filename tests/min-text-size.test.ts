// Issue #14: no text under 12 px anywhere (tokens/typography.ts MIN_TEXT_SIZE). Sizes are set in
// the styles of the design system and the site; this reads every numeric font size written there.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MIN_TEXT_SIZE } from '../tokens/typography.ts';

const root = join(import.meta.dirname, '..');
const sources = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__snapshots__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** `fontSize: 11`, `fontSize: '11px'`, `font-size: 11px` with the file and line. */
function smallFontSizes(text: string) {
  return [...text.matchAll(/font-?size['"]?\s*:\s*['"]?(\d+(?:\.\d+)?)(?:px)?\b/gi)].map((match) => Number(match[1])).filter((size) => size < MIN_TEXT_SIZE);
}

describe('text size', () => {
  it('finds a size under the minimum however it is written', () => {
    expect(smallFontSizes("const a = styled('span', { fontSize: 11, x: 1 }); b = { fontSize: '10px' }; c = 'font-size: 9px'")).toEqual([11, 10, 9]);
    expect(smallFontSizes("{ fontSize: 12 } { fontSize: '$micro' } { fontSize: 16 }")).toEqual([]);
  });

  it('is never set under 12 px in the design system or the site', () => {
    const offenders = [...sources(join(root, 'design-system')), ...sources(join(root, 'site'))].flatMap((file) =>
      smallFontSizes(readFileSync(file, 'utf8')).map((size) => `${relative(root, file)}: ${size}px`),
    );
    expect(offenders).toEqual([]);
  });
});
