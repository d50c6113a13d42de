import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const LIB_ABOVE_COMPONENTS = {
  regex: '^(@/|(\\.\\.?/)+)components(/|$)',
  message: 'lib/ must not import components/: move what both need into lib/.',
};
// lib/contracts/kit (what a contract is: fillPath, the services' base URLs) holds no zod schema at run time.
const CONTRACTS_AS_TYPES = {
  regex: '^@/lib/contracts/(?!routes/|kit/)',
  allowTypeImports: true,
  message: 'Call endpoints through their refs in @/lib/contracts/routes/* (import contracts as types only).',
};

// Screens and routes read and write through their domain module (lib/<module>/page-data.ts, queries.ts,
// service.ts), which owns the SQL; app/ and components/ never reach lib/db. They pass on the database handle
// their entry point got (a route's ctx.db, a page's requirePage()), so they may name its type, never import it.
const DB_BELOW_APP = {
  regex: '^(@/|(\\.\\./)+)lib/db(/|$)',
  allowTypeImports: true,
  message: 'app/ and components/ never import lib/db: call the domain module (lib/<module>/page-data.ts, queries.ts or service.ts).',
};

// Raw SQL has two homes: lib/db and a module's queries (queries.ts, or <topic>-queries.ts where one file would
// grow too long). Elsewhere a single-table change is a builder call (db.update(table).set(...).where(...)) and
// anything more calls a named query, so each statement has one place to be read and changed.
const RAW_EXECUTE = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='execute']",
  message: 'Raw .execute() only in lib/db/** and **/queries.ts or **/*-queries.ts: use a builder call or a named query there.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'bench-data/**',
      'lib/db/migrations/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  { rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  // lib/ is below components/: what both need lives in lib/. Import cycles are checked by
  // tests/unit/module-boundaries.test.ts on the module graph (import-x/no-cycle slowed lint too much).
  { files: ['lib/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [LIB_ABOVE_COMPONENTS] }] } },
  // The browser names endpoints by their refs (lib/contracts/routes.ts); a contract imported for its value
  // would bring its zod schemas into the page's JavaScript. Types may be imported.
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/db/**', '**/queries.ts', '**/*-queries.ts'],
    rules: { 'no-restricted-syntax': ['error', RAW_EXECUTE] },
  },
  { files: ['app/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [DB_BELOW_APP] }] } },
  { files: ['components/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [CONTRACTS_AS_TYPES, DB_BELOW_APP] }] } },
  {
    files: ['lib/browser/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [LIB_ABOVE_COMPONENTS, CONTRACTS_AS_TYPES] }] },
  },
];
export default config;
