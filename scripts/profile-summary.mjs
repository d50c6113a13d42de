// `node scripts/profile-summary.mjs FILE.cpuprofile [N]`: the top N functions of a V8 CPU profile (the server's,
// written with PROF_DIR: scripts/start.mjs, scripts/bench.mjs) by self time and by total time, as shares of
// the sampled time (idle excluded), and self time per package / source file, to see where a load spends its CPU.
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/profile-summary.mjs FILE.cpuprofile [N]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Sample counts per node, weighted by the time deltas that follow them.
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));

const where = (cf) => {
  const url = cf.url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, 'npm:')
    .replace(/.*\/\.next\//, '.next/');
  return url || '(native)';
};
const label = (cf) => `${cf.functionName || '(anonymous)'} ${where(cf)}:${cf.lineNumber + 1}`;
const idle = new Set(['(idle)', '(program)', '(garbage collector)']);

let busy = 0;
const selfBy = new Map();
const totalBy = new Map();
const fileBy = new Map();
for (const [id, t] of self) {
  const node = byId.get(id);
  if (node.callFrame.functionName === '(idle)') continue;
  busy += t;
  const key = idle.has(node.callFrame.functionName) ? node.callFrame.functionName : label(node.callFrame);
  selfBy.set(key, (selfBy.get(key) ?? 0) + t);
  const pkg = idle.has(node.callFrame.functionName) ? node.callFrame.functionName : packageOf(where(node.callFrame));
  fileBy.set(pkg, (fileBy.get(pkg) ?? 0) + t);
  // Total time: once per distinct function on the stack.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const k = label(byId.get(at).callFrame);
    if (seen.has(k)) continue;
    seen.add(k);
    totalBy.set(k, (totalBy.get(k) ?? 0) + t);
  }
}

function packageOf(url) {
  if (url.startsWith('npm:')) {
    const parts = url.slice(4).split('/');
    return `npm:${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  return url.replace(/:\d+$/, '');
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * t) / busy).toFixed(1).padStart(5)}%  ${(t / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};
console.log(`busy (not idle) ${(busy / 1e6).toFixed(1)} s of ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s profiled`);
print('self time by package / file', fileBy);
print('self time by function', selfBy);
print('total time by function', totalBy);
