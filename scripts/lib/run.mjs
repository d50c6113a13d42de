import { spawn } from 'node:child_process';

/** Runs a command to completion, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, env = process.env, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function runOrExit(cmd, args, env, label, opts = {}) {
  const code = await run(cmd, args, env, opts);
  if (code !== 0) {
    console.error(`\n✗ ${label ?? cmd} failed (exit ${code})`);
    process.exit(code);
  }
}

export const bin = (name) => `node_modules/.bin/${name}`;

export async function waitForHttp(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
