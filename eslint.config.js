import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
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

/**
 * No circles (issue 61): no file imports one that imports it back, however far round, and no two
 * folders of a floor do (`domain/content` ↔ `domain/tutoring`, `site/words` ↔ `site/page`): each
 * folder stands on the ones it imports. Types count: a circle of types is still a circle to read.
 * The graph is read from disk once a run; the file being linted brings its own imports.
 */
const FOLDER_FLOORS = ['domain', 'site', 'server', 'design-system'];
const SOURCE = /\.(tsx?|mts|m?js)$/;
/** Stories and tests import across folders for their fixtures; nothing imports them. */
const STORY_OR_TEST = /\.(test|stories)\.tsx?$/;
let importGraph;
function importsOf(file, text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => resolveImport(file, fileName))
    .filter((target) => target && target !== file);
}
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = relative(ROOT, resolve(ROOT, dirname(from), specifier)).split(sep).join('/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => SOURCE.test(candidate) && existsSync(resolve(ROOT, candidate))) ?? null;
}
function graph() {
  if (importGraph) return importGraph;
  const files = globSync(`{${FOLDERS.join(',')}}/**/*.{ts,tsx,mts,js,mjs}`, { cwd: ROOT }).filter((file) => !file.includes('node_modules') && !file.endsWith('.d.ts') && !STORY_OR_TEST.test(file));
  const edges = new Map(files.map((file) => [file.split(sep).join('/'), importsOf(file, readFileSync(resolve(ROOT, file), 'utf8'))]));
  const folderEdges = new Map();
  for (const [file, targets] of edges) {
    for (const target of targets) {
      const [from, to] = [floorFolder(file), floorFolder(target)];
      if (from && to && from !== to && from.split('/')[0] === to.split('/')[0]) folderEdges.set(from, new Set([...(folderEdges.get(from) ?? []), to]));
    }
  }
  return (importGraph = { edges, folderEdges });
}
/** `site/words` for `site/words/PureWordPage/PureWordPage.tsx`; null for a file at a floor's top or outside the floors. */
function floorFolder(file) {
  const parts = file.split('/');
  return parts.length > 2 && FOLDER_FLOORS.includes(parts[0]) ? `${parts[0]}/${parts[1]}` : null;
}
/** The way from `start` to `goal` along `next`, or null. */
function pathBetween(start, goal, next) {
  const before = new Map([[start, null]]);
  for (const queue = [start]; queue.length > 0; ) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let step = at; step !== null; step = before.get(step)) path.unshift(step);
      return path;
    }
    for (const to of next(at)) {
      if (before.has(to)) continue;
      before.set(to, at);
      queue.push(to);
    }
  }
  return null;
}
const circlesPlugin = {
  rules: {
    none: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = relative(ROOT, context.filename).split(sep).join('/');
        if (file.startsWith('..') || !SOURCE.test(file) || STORY_OR_TEST.test(file)) return {};
        const { edges, folderEdges } = graph();
        const check = (node) => {
          const target = typeof node.source?.value === 'string' && resolveImport(file, node.source.value);
          if (!target || target === file) return;
          const back = pathBetween(target, file, (at) => edges.get(at) ?? []);
          if (back) return context.report({ node, message: `This import closes a circle: ${[file, ...back].join(' → ')}. Move what both need into one of them, or below both (eslint.config.js).` });
          const [from, to] = [floorFolder(file), floorFolder(target)];
          if (!from || !to || from === to || from.split('/')[0] !== to.split('/')[0]) return;
          const folders = pathBetween(to, from, (at) => folderEdges.get(at) ?? []);
          if (folders) context.report({ node, message: `${from}/ importing ${to}/ closes a circle of folders: ${[from, ...folders].join(' → ')}. A folder stands on the ones it imports (eslint.config.js).` });
        };
        return { ImportDeclaration: check, ImportExpression: check, ExportAllDeclaration: check, ExportNamedDeclaration: check };
      },
    },
  },
};

const layerConfigs = [
  { files: ['**/*.{ts,tsx,mts,js,mjs}'], plugins: { layers: layersPlugin, circles: circlesPlugin }, rules: { 'layers/direction': 'error', 'circles/none': 'error' } },
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
