// Lint: typescript-eslint's type-checked rules over every TypeScript file of the repository
// (docs/architecture.md, "Checks"). A rule turned off or down says why beside it.
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import tseslint from 'typescript-eslint';

/** valibot's schemas that take an array where the document says object (their own under shared/schemas). */
const objectSchemas = ['object', 'looseObject', 'strictObject', 'objectWithRest', 'record'].flatMap((name) => [
  name,
  `${name}Async`,
]);
const useObjectsOfSchemas =
  'it takes an array as an object: use object, looseObject, strictObject, objectWithRest or record ' +
  "of './objects.ts', which refuse one (issue 79)";

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'sdk/node_modules/**',
      'sdk/dist/**',
      'sdk/src/generated/**',
      'sdk/tsdown.config.ts',
      'cdk.out/**',
      '.data/**',
      'site/**',
      'site-dist/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // a default case answers for the rest (a command line's unknown verb, a kind added later)
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A leading underscore names what is left out on purpose: a rest sibling dropped from an item,
      // an argument a signature must take.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Handlers, adapters and test callbacks keep the async signature their callers await (middy, the
      // route table, vitest); an async function without an await is not a defect here.
      '@typescript-eslint/require-await': 'off',
      // A closure handed out before the value it reads exists (a dispatcher, a template) reads it later.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // The formatter keeps code within 120 columns but not a comment or a string: this rule does, in
    // everything but the tests (a test's title says what it checks on one line, and its expected
    // strings are the answers as sent; a generated data table is as its build script writes it).
    files: ['**/*.ts'],
    ignores: ['test/**', '**/*.generated.ts'],
    plugins: { '@stylistic': stylistic },
    rules: { '@stylistic/max-len': ['error', { code: 120, tabWidth: 2 }] },
  },
  {
    // A function a reader holds in mind at once (issue 63). Tests are left out (a test is a story told
    // in order); so are the lookups' data tables, which are lists written as code, not logic.
    files: ['**/*.ts'],
    ignores: ['test/**', 'shared/domain/lookups/data/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // A test or a benchmark reads a response body as JSON (any) and lets expect or its figures judge
    // the shape: a wrong shape fails the assertion, so typing every body would add casts, not safety.
    // The as-deployed runtime's readers of CloudFormation templates and of the AWS wire protocol are
    // the same case: their shapes are AWS's, checked end to end by test/as-deployed/.
    files: [
      'test/**/*.ts',
      'bench/**/*.ts',
      'infra/local/deployed/template.ts',
      'infra/local/deployed/aws-endpoint.ts',
      'infra/local/deployed/footprints.ts',
      'infra/ops/service-limits.ts',
      'infra/ops/smoke.ts',
      'sdk/scripts/generate.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Items read back in tests are records of unknown values, shown in messages as they are; a mock
    // types what it imports with `typeof import(...)`, as vitest documents it.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    },
  },
  {
    // A request schema says exactly what the OpenAPI document says (issue 79): valibot's object schemas
    // take a JS array as an object, so the schemas build objects and records with their own
    // (shared/schemas/objects.ts), which refuse one with 400 naming the field.
    files: ['shared/schemas/**/*.ts'],
    ignores: ['shared/schemas/objects.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...objectSchemas.map((property) => ({ object: 'v', property, message: useObjectsOfSchemas })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[source.value='valibot'] > ImportSpecifier[imported.name=/^(${objectSchemas.join('|')})$/]`,
          message: useObjectsOfSchemas,
        },
      ],
    },
  },
  {
    // One clock per request (issue 81): the domain dates what it writes by the request's time, the
    // same on a retry, from shared/clock.ts (`now()`; the wall clock, where it is meant, `wallClock()`).
    files: ['shared/domain/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Use the request's time, now() of shared/clock.ts (or wallClock() where the wall clock is meant).",
        },
      ],
    },
  },
  {
    // A CloudFormation value is a string once resolved; the resolver stringifies what it resolved.
    files: ['infra/local/deployed/template.ts'],
    rules: { '@typescript-eslint/no-base-to-string': 'off' },
  },
);
