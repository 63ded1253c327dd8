import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * API modules (apps/api/src/modules/<module>) own their tables: another module reaches them through
 * the owner's service, never its repository or its schema tables (docs/decisions/010).
 */
const API_MODULES = [
  'accounts',
  'blog',
  'cart',
  'catalog',
  'checkout',
  'favourites',
  'notifications',
  'seo',
  'system',
];
const apiModuleBoundaries = API_MODULES.map((module) => {
  const others = API_MODULES.filter((other) => other !== module).join('|');
  return {
    files: [`apps/api/src/modules/${module}/**/*.ts`],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${others})/(.+/)?[^/]+\\.repository$`,
              message: `Another module's repository: call its service (the module ${module} owns only its own tables).`,
            },
            {
              regex: `^(\\.\\./)+db/schema/(?!${module}$|columns$)`,
              message: `Another module's tables: call the owning module's service instead.`,
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-test/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'debug', 'log'] }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    rules: {
      // Configuration is parsed once in config.ts; nothing else reads the environment.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
  {
    files: ['apps/api/src/config.ts', 'apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  ...apiModuleBoundaries,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Features do not import each other; routes in app/ compose them (STYLE.md §2).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+features/|^@/features/',
              message: 'Features do not import each other; compose them in app/.',
            },
          ],
        },
      ],
    },
  },
);
