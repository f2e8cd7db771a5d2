import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'public', 'server/db/migrations', 'domain/energy/data'] },
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
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@refinedev/core', name: 'HttpError' }] }],
    },
  },
  // The rules of hooks and of the React Compiler over the SPA and its tests.
  { files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['eslint.config.js'], extends: [tseslint.configs.disableTypeChecked] },
);
