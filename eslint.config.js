import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point one way only: tokens ← design-system ← site (DEVELOPERS.md). Each layer
 * lists the layers it must not import; tests/lint-boundaries.test.ts proves the rule fails.
 */
const LAYERS = {
  tokens: ['design-system', 'site', 'server'],
  'design-system': ['site', 'server'],
  site: [],
};

// Stitches is pinned and unmaintained: one module owns it so a swap stays cheap (house style 5).
const STITCHES_OWNER = 'design-system/stitches.config.ts';
const stitchesRestriction = {
  name: '@stitches/react',
  message: `Import styled/css/keyframes from ${STITCHES_OWNER}; it is the only module that imports Stitches.`,
};

const layerConfigs = Object.entries(LAYERS).map(([layer, forbidden]) => ({
  files: [`${layer}/**/*.{ts,tsx}`],
  ignores: [STITCHES_OWNER],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [stitchesRestriction],
        patterns: forbidden.map((target) => ({
          group: [`**/${target}`, `**/${target}/**`],
          message: `${layer}/ must not import from ${target}/: dependencies point tokens ← design-system ← site.`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['node_modules', 'storybook-static', 'dist', 'build', 'test-results', 'coverage', 'tokens/generated', 'cms/node_modules', 'cms/dist', 'cms/.strapi', 'cms/build', 'cms/types', 'cms/public/uploads'] },
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
  {
    files: ['{.storybook,tests,server}/**/*.{ts,tsx,js,mjs}', '*.{ts,js}'],
    rules: { 'no-restricted-imports': ['error', { paths: [stitchesRestriction] }] },
  },
);
