import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'public',
      'server/db/migrations',
      'domain/energy/data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Fastify plugins are async functions by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // Codes handled character by character (fiscal codes, VAT numbers, CAP) are ASCII by their own rules.
      '@typescript-eslint/no-misused-spread': 'off',
      // refine's data providers reject with its HttpError shape, a plain object by contract.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@refinedev/core', name: 'HttpError' }] },
      ],
    },
  },
  // Prettier lays the code out at 120 columns (.prettierrc.json, `npm run lint` checks it); comments keep to them too.
  {
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
        },
      ],
    },
  },
  // Import boundaries: domain/ is pure and shared, src/ never reaches the server, server/crud/ knows no resource.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '**/server/**'], message: 'domain/ imports nothing from src/ or server/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'src/ imports nothing from server/: share through domain/.' }],
        },
      ],
    },
  },
  // The public pages stay light: their texts come from src/i18n/public-texts.tsx (an i18next instance of their own over
  // their files only), never the portal's (README, locales).
  {
    files: ['src/wizard/**/*.{ts,tsx}', 'src/pages/welcome/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'src/ imports nothing from server/: share through domain/.' },
            {
              group: ['i18next', 'react-i18next'],
              message: 'The public pages read their texts through src/i18n/public-texts.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/crud/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message: 'server/crud/ imports no resource module: a unit brings its own code.',
            },
            {
              group: ['**/db/schema/**'],
              message: 'server/crud/ imports no specific table: the unit names its table.',
            },
            {
              group: ['**/domain/resources/*', '!**/domain/resources/declaration.ts'],
              message: 'server/crud/ imports no specific declaration.',
            },
          ],
        },
      ],
    },
  },
  // A module reaches another only through the other's declared face: a file of server/modules/<a>/ imports of
  // server/modules/<b>/ its public.ts alone, so the rest of <b> stays <b>'s own to change.
  {
    files: ['server/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(\.\./modules/)?(?!\.)[^/]+/(?!public\.ts$)`,
              message: "A module imports another module only through that module's public.ts.",
            },
          ],
        },
      ],
    },
  },
  // One formatter: numbers, money and dates are written for people only by domain/format.ts (it-IT, Europe/Rome).
  {
    files: ['domain/**/*.ts', 'src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['domain/format.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          "NewExpression[callee.object.name='Intl'][callee.property.name!='PluralRules']",
          "CallExpression[callee.object.name='Intl']",
          "CallExpression[callee.property.name='format'][arguments.0.type='Literal']",
        ].map((selector) => ({
          selector,
          message: 'Format numbers, money and dates with domain/format.ts, the one formatter (it-IT, Europe/Rome).',
        })),
      ],
    },
  },
  // The rules of hooks and of the React Compiler over the SPA and its tests.
  { files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['eslint.config.js'], extends: [tseslint.configs.disableTypeChecked] },
);
