import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Integration files run this many at a time, each worker on its own seeded copy of the database
// (scripts/with-db.mjs --workers); one at a time on a single database when the copies are not there.
const databaseCopies = process.env.TEST_DATABASE_URLS ? (JSON.parse(process.env.TEST_DATABASE_URLS) as string[]).length : 1;

const alias = { '@': path.resolve(import.meta.dirname), 'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts') };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // A thousand-run property takes 2 s on a quiet machine and four times that on a loaded one: the
          // timeout guards against a hang, not a slow core (5 s, the default, failed by the machine's load).
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/worker-database.ts'],
          fileParallelism: databaseCopies > 1,
          maxWorkers: databaseCopies,
          // Files run two at a time beside their databases: a slow test (the settings save took 16 s under load) must not fail by load.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          env: {
            NODE_ENV: 'test',
            SESSION_SECRET: 'integration-tests-secret-0123456789abcdef',
            LOGIN_IP_LIMIT: '100000',
            // Handlers are called directly, with the client-address header scripts/server.mjs would set.
            CLIENT_IP_SOURCE: 'server',
            // Every answer a test receives is checked against its route's response schema (lib/contracts/kit/contract.ts).
            VALIDATE_RESPONSES: '1',
            DATA_DIR: path.resolve(import.meta.dirname, 'data/test'),
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'fleet',
          include: ['tests/fleet/**/*.test.ts'],
          environment: 'node',
          // Real processes start, migrate and fail over: minutes, not seconds, on a loaded machine.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
