import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The backend's shared layers. Every other folder of functions/src is a feature (cities, usage,
 * payments, …): it imports only these layers, @voyagent/contracts and its own folder, never another
 * feature, and the layers import no feature. Tests may cross folders (integration tests do).
 */
const FUNCTION_LAYERS = ['http', 'db', 'config', 'logging'];
const functionLayerFiles = FUNCTION_LAYERS.map((layer) => `functions/src/${layer}/**`);
const functionTests = ['functions/**/*.test.ts', 'functions/**/*.bench.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-embed/**',
      '**/dist-embed-react/**',
      '**/lib/**',
      'storybook-static/**',
      '.data/**',
      '**/node_modules/**',
      // Capacitor's generated projects, with the built site cap sync copies into them.
      'apps/native/android/**',
      'apps/native/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**', 'tests/**', 'functions/**', '*.config.*', '.storybook/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['packages/**', 'apps/**', 'stories/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['functions/src/*/**/*.ts'],
    ignores: [...functionLayerFiles, 'functions/src/types/**', ...functionTests],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(?!(${FUNCTION_LAYERS.join('|')})/)`,
              message: `A feature imports only ${FUNCTION_LAYERS.map((layer) => `../${layer}`).join(', ')}, @voyagent/contracts and its own folder; what two features share belongs in one of those.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: functionLayerFiles,
    ignores: functionTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(?!(${FUNCTION_LAYERS.join('|')})/|paths$)`,
              message:
                'The shared layers (http, db, config, logging) never import a feature folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // Published packages take data and callbacks as props or adapters; only the site wires Firebase.
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^firebase(/|$)|^firebase-(admin|functions)',
              message:
                'Published packages never import Firebase: take data and callbacks as props or adapters.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site composes ui-kit's components instead of keeping its own copies of their markup.
    files: ['apps/site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(downshift|react-aria-components)(/|$)', message: 'use @voyagent/ui-kit' },
          ],
        },
      ],
    },
  },
);
