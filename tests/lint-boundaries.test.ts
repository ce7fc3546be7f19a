// @vitest-environment node
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('dependency direction tokens ← design-system ← site', () => {
  describe('given an import against the direction', () => {
    it.each([
      ['design-system/Button/Fake.tsx', "import { Header } from '../../site/Header/Header.tsx';"],
      ['design-system/Fake.ts', "export * from '../site';"],
      ['tokens/fake.ts', "import { Button } from '../design-system/index.ts';"],
      ['tokens/fake.ts', "import { Footer } from '../site/Footer/Footer.tsx';"],
    ])('%s fails lint for %s', async (file, code) => {
      const messages = await restrictedImports(file, code);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.message).toMatch(/dependencies point tokens ← design-system ← site/);
    });
  });

  describe('given an import along the direction', () => {
    it.each([
      ['site/Header/Fake.tsx', "import { Button } from '../../design-system/index.ts';"],
      ['site/Fake.ts', "import { PALETTE } from '../tokens/index.ts';"],
      ['design-system/Fake.ts', "import { PALETTE } from '../tokens/index.ts';"],
    ])('%s passes for %s', async (file, code) => {
      expect(await restrictedImports(file, code)).toEqual([]);
    });
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
