import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'layers/direction');
}

// What each top-level folder may import, written out here on its own (not read from the config):
// every other pair must fail.
const MAY_IMPORT: Record<string, string[]> = {
  tokens: [],
  'design-system': ['tokens'],
  domain: ['tokens', 'design-system'],
  site: ['tokens', 'design-system', 'domain'],
  server: ['tokens', 'domain', 'cms'],
  edge: ['domain', 'server'],
  scripts: ['tokens', 'design-system', 'domain', 'site', 'server', 'tests'],
  cms: [],
};
const FOLDERS = ['tokens', 'design-system', 'domain', 'site', 'server', 'cms', 'edge', 'scripts', 'tests'];
const pairs = Object.entries(MAY_IMPORT).flatMap(([from, allowed]) => FOLDERS.filter((to) => to !== from).map((to) => ({ from, to, allowed: allowed.includes(to) })));

describe('dependency direction: tokens ← design-system ← domain ← site, the server on the domain', () => {
  it.each(pairs.filter((pair) => !pair.allowed))('$from/ importing $to/ fails lint', async ({ from, to }) => {
    for (const code of [`import { x } from '../${to}/x.ts';`, `export * from '../../${to}/deep/x.ts';`, `await import('../${to}/x.ts');`]) {
      const messages = await restrictedImports(`${from}/${code.includes('../../') ? 'sub/' : ''}fake.ts`, code);
      expect(messages, code).toHaveLength(1);
      expect(messages[0]?.message).toBe(`${from}/ must not import from ${to}/: dependencies point tokens ← design-system ← domain ← site, and the server stands on the domain (eslint.config.js).`);
    }
  });

  it.each(pairs.filter((pair) => pair.allowed))('$from/ importing $to/ passes', async ({ from, to }) => {
    expect(await restrictedImports(`${from}/fake.ts`, `import { x } from '../${to}/x.ts';`)).toEqual([]);
  });

  it('lets a folder import itself, packages, and test files use the test helpers', async () => {
    expect(await restrictedImports('site/header/Fake.tsx', "import { x } from '../platform/x.ts';\nimport { y } from 'react';")).toEqual([]);
    expect(await restrictedImports('domain/rules/fake.test.ts', "import { x } from '../../tests/postgres.ts';")).toEqual([]);
    expect(await restrictedImports('domain/rules/fake.ts', "import { x } from '../../tests/postgres.ts';")).toHaveLength(1);
  });

  it('allows no upward arrow: the prerender reads the local content service over HTTP, as it reads Strapi', async () => {
    expect(await restrictedImports('site/platform/content/build-time.ts', "import { x } from '../../../server/cms/store.ts';")).toHaveLength(1);
    expect(await restrictedImports('site/platform/content/client.ts', "import { x } from '../../../server/cms/store.ts';")).toHaveLength(1);
  });
});

describe('Stitches is imported in exactly one module', () => {
  it('fails anywhere but design-system/stitches.config.ts', async () => {
    for (const file of ['design-system/Button/Fake.tsx', 'site/Fake.tsx', '.storybook/fake.ts']) {
      expect(await restrictedImports(file, "import { styled } from '@stitches/react';")).toHaveLength(1);
    }
  });
  it('passes in design-system/stitches.config.ts', async () => {
    expect(await restrictedImports('design-system/stitches.config.ts', "import { createStitches } from '@stitches/react';")).toEqual([]);
  });
});

describe('no circles (issue 61): of files, and of the folders of a floor', () => {
  const circles = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'circles/none').map((message) => message.message);
  };

  it('fails an import back to a file that imports this one, types included (the old blog.ts ↔ collections.ts)', async () => {
    for (const code of ["import { BlogPostSchema } from './collections.ts';", "import type { BlogPost } from './collections.ts';"]) {
      expect(await circles('domain/content/blog.ts', code)).toEqual([
        'This import closes a circle: domain/content/blog.ts → domain/content/collections.ts → domain/content/blog.ts. Move what both need into one of them, or below both (eslint.config.js).',
      ]);
    }
  });

  it('fails a folder importing one that stands on it (the old domain knot, and page layout among the site’s capabilities)', async () => {
    expect(await circles('domain/content/fake.ts', "import { WEEKDAY_KEYS } from '../tutoring/slots.ts';")).toEqual([
      'domain/content/ importing domain/tutoring/ closes a circle of folders: domain/content → domain/tutoring → domain/content. A folder stands on the ones it imports (eslint.config.js).',
    ]);
    const [message] = await circles('site/words/fake.ts', "import { RichText } from '../page/RichText.tsx';");
    expect(message).toMatch(/^site\/words\/ importing site\/page\/ closes a circle of folders: site\/words → site\/page → (.+ → )?site\/words\./);
  });

  it('passes what stands below: the content model under tutoring, page layout in the design system', async () => {
    expect(await circles('domain/tutoring/fake.ts', "import { WEEKLY_SLOT } from '../content/weekly-slot.ts';")).toEqual([]);
    expect(await circles('site/words/fake.ts', "import { PageColumn } from '../../design-system/PageLayout/index.ts';")).toEqual([]);
  });
});
