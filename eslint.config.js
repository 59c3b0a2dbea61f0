// @ts-check
/**
 * ESLint (flat config) with typescript-eslint's type-aware recommended rules, over every hand-written
 * .ts and .mjs file. Part of `npm run lint`, which `npm test` runs first (issue 20).
 *
 * Type-aware (`recommendedTypeChecked`, types from tsconfig.eslint.json): no-floating-promises,
 * no-misused-promises, the no-unsafe-* family (an `any` spreading from JSON.parse, Array.isArray or an
 * untyped library) and no-base-to-string are the rules that find defects, and they need the types. Most
 * of the time goes into building the TypeScript program, so a handful of type-aware rules would cost
 * nearly as much as all of them. The stylistic sets are left out on purpose.
 */
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // client/src/schema.ts is generated (npm run client:generate); bench/.dist-snapshot-* are compiled copies.
    ignores: ['dist/', 'client/dist/', 'node_modules/', 'coverage/', 'client/src/schema.ts', 'bench/.dist-snapshot-*/', 'bench/results/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // STYLE.md: no non-null assertions to silence the compiler (tests may assert what they just found).
      '@typescript-eslint/no-non-null-assertion': 'error',
      // A promise returned from inside try is not caught by its catch (or finally) unless awaited.
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      // A new member of a string union must be handled by every switch over it.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      eqeqeq: ['error', 'smart'],
      // `_name` is this codebase's mark for a parameter or binding left unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Rejecting with an AbortSignal's `reason` (typed any) is the platform's convention (fetch does it).
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true }],
      // An async function without await still turns a throw into a rejection, which callers rely on
      // (the stores' interfaces are async); dropping `async` to please the rule would change that.
      '@typescript-eslint/require-await': 'off',
      // French typography (narrow no-break spaces) is described in comments and used in sentences.
      'no-irregular-whitespace': ['error', { skipComments: true, skipTemplates: true }],
    },
  },
  {
    // Tests read JSON answers as untyped objects (JsonBody, test/helpers/server.ts) and assert values;
    // the no-unsafe-* rules would flag every field they look at.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Plain JavaScript (bench/, scripts/, this file): no types to check against.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
