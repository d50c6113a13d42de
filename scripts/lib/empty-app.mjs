// The yardstick of issue 13: an empty Next.js app of the installed version, built and served beside the
// portal in the same bench run on the same cores, so each figure comes with the ratio to what the framework
// alone does (an SSR page that renders a line, a route handler that answers a small JSON list).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runOrExit, waitForHttp } from './run.mjs';

const FILES = {
  'package.json': JSON.stringify({ name: 'bench-empty-app', private: true, type: 'module' }),
  // Its own Turbopack root: the portal's files (proxy.ts, instrumentation.ts) must not be picked up.
  'next.config.mjs':
    "import path from 'node:path';\nexport default { poweredByHeader: false, turbopack: { root: path.resolve(import.meta.dirname) } };\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      strict: true,
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
    },
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['node_modules'],
  }),
  'app/layout.tsx':
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  // Rendered per request, like the portal's pages (connection() opts out of prerendering).
  'app/page.tsx':
    "import { connection } from 'next/server';\nexport default async function Page() {\n  await connection();\n  return (<main><h1>Empty</h1><p>{new Date().toISOString()}</p></main>);\n}\n",
  'app/api/list/route.ts':
    "export const dynamic = 'force-dynamic';\nexport function GET() {\n  return Response.json({ data: [], meta: { totalItems: 0 } });\n}\n",
};

/** Writes and builds the empty app in `dir` (its node_modules are hard links of the portal's: no download). */
export async function buildEmptyApp(dir) {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  // Turbopack compiles nothing outside its root, so a symlink to ../node_modules will not do.
  if (!existsSync(path.join(dir, 'node_modules'))) {
    const cp = spawnSync('cp', ['-al', path.resolve('node_modules'), path.join(dir, 'node_modules')]);
    if (cp.status !== 0) throw new Error(`could not link node_modules into ${dir}: ${cp.stderr}`);
  }
  await runOrExit(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'build'],
    { ...process.env, NODE_ENV: 'production' },
    'empty app build',
    {
      cwd: dir,
    },
  );
}

/** Serves the built empty app on `port`; resolves with the child once it answers. */
export async function startEmptyApp(dir, port) {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`);
  return child;
}
