import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point one way only (DEVELOPERS.md): tokens ← design-system ← domain ← site, and the
 * server stands on the domain. Each top-level folder lists the others it may import; an import of
 * any other is an error. tests/lint-boundaries.test.ts proves each forbidden direction fails.
 */
const ROOT = import.meta.dirname;
const FOLDERS = ['tokens', 'design-system', 'domain', 'site', 'server', 'cms', 'edge', 'scripts', 'tests'];
export const MAY_IMPORT = {
  tokens: [],
  'design-system': ['tokens'],
  // The design system's types (a store's name, a picture's sources); no values (tests/one-source.test.ts checks lists against it).
  domain: ['tokens', 'design-system'],
  site: ['tokens', 'design-system', 'domain'],
  // The Strapi app's content-type schemas (cms/src), which the local content service serves; the
  // brand's palette, for the one page the server draws itself (the operators' analytics report).
  server: ['tokens', 'domain', 'cms'],
  // The server's security policy, which the edge Worker applies to the same pages.
  edge: ['domain', 'server'],
  // The commands that build, measure and operate everything.
  scripts: ['tokens', 'design-system', 'domain', 'site', 'server', 'tests'],
  cms: [],
  tests: FOLDERS,
};

// Stitches is pinned and unmaintained: one module owns it so a swap stays cheap (house style 5).
const STITCHES_OWNER = 'design-system/stitches.config.ts';
const stitchesRestriction = {
  name: '@stitches/react',
  message: `Import styled/css/keyframes from ${STITCHES_OWNER}; it is the only module that imports Stitches.`,
};

/** The top-level folder of a path inside the repository, or null (outside it, or a file at its root). */
const folderOf = (file) => {
  const [first, ...rest] = relative(ROOT, file).split(sep);
  return rest.length > 0 && FOLDERS.includes(first) ? first : null;
};

// A relative import resolved from its file, checked against MAY_IMPORT (packages are not folders).
const layersPlugin = {
  rules: {
    direction: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = folderOf(context.filename);
        if (!from) return {};
        const isTest = /\.test\.tsx?$/.test(context.filename);
        const allowed = new Set([from, ...MAY_IMPORT[from], ...(isTest ? ['tests'] : [])]);
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = folderOf(resolve(dirname(context.filename), source));
          if (to && !allowed.has(to)) {
            context.report({ node, message: `${from}/ must not import from ${to}/: dependencies point tokens ← design-system ← domain ← site, and the server stands on the domain (eslint.config.js).` });
          }
        };
        return { ImportDeclaration: check, ImportExpression: check, ExportAllDeclaration: check, ExportNamedDeclaration: check };
      },
    },
  },
};

const layerConfigs = [
  { files: ['**/*.{ts,tsx,mts,js,mjs}'], plugins: { layers: layersPlugin }, rules: { 'layers/direction': 'error' } },
  { files: ['**/*.{ts,tsx,mts,js,mjs}'], ignores: [STITCHES_OWNER], rules: { 'no-restricted-imports': ['error', { paths: [stitchesRestriction] }] } },
];

export default tseslint.config(
  { ignores: ['node_modules', '.react-router', 'storybook-static', 'dist', 'build', 'build-pseudo', 'test-results', 'coverage', 'tokens/generated', 'cms/node_modules', 'cms/dist', 'cms/.strapi', 'cms/build', 'cms/types', 'cms/public/uploads'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    extends: [jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs,cjs}', 'tests/**', 'server/**', '.storybook/**', '*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts the browser runs as written, without a build (site/platform/early-input).
    files: ['site/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The Strapi app (cms/) is CommonJS, as Strapi's JavaScript template is.
    files: ['cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...layerConfigs,
);
