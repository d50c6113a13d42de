// The live-board figures of issue 13: N boards hold the who's-working event stream open; the server's CPU
// is sampled at rest with them open, then one clock-in is made and the time until each board has its
// `change` event is taken.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** Seconds of CPU (user + system) the process has used so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** A process's resident memory now, in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? NaN) / 1024;
}

/** Share of one core the processes used together over `ms`. */
async function cpuShare(pids, ms) {
  const used = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const before = used();
  await new Promise((r) => setTimeout(r, ms));
  return (used() - before) / (ms / 1000);
}

/** Opens `count` event streams; resolves with their handles once every one has its opening. */
async function openBoards(url, cookie, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const boards = [];
  const open = (i) =>
    new Promise((resolve, reject) => {
      const board = { id: i, text: '', heardAt: null, req: null };
      board.req = http.get(url, { agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`board ${i}: HTTP ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          board.text += chunk;
          if (board.text.includes(': connected')) resolve(board);
          if (board.heardAt === null && board.armed && /event: change/.test(board.text)) board.heardAt = performance.now();
        });
      });
      board.req.on('error', reject);
      boards.push(board);
    });
  // A few at a time, as boards open over a morning rather than in one instant.
  for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => open(i + k)));
  return { boards, close: () => (boards.forEach((b) => b.req.destroy()), agent.destroy()) };
}

/**
 * `clockIn()` makes the change (and resolves when its request has answered). Returns the boards' count,
 * the CPU share of `pids` (the app server, and the embedded database's process) at rest with them open, and the latency from the clock-in's answer to each event.
 */
export async function liveBoardFigures({ base, cookie, pids, count, clockIn }) {
  const idle = await cpuShare(pids, 5000);
  const rssBefore = rssMb(pids[0]);
  const { boards, close } = await openBoards(`${base}/api/main/client-portal/whos-working/events`, cookie, count);
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const atRest = await cpuShare(pids, 10_000);
    // The app server's resident memory with the boards open, against before (issue 24 item 5: memory per stream).
    const rssGrowthMb = rssMb(pids[0]) - rssBefore;
    for (const b of boards) {
      b.text = '';
      b.armed = true;
    }
    const started = performance.now();
    await clockIn();
    // Events are timed from the clock-in's answer (its transaction has committed by then); the request's
    // own time is reported beside them.
    const answered = performance.now();
    const deadline = answered + 10_000;
    while (boards.some((b) => b.heardAt === null) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    const times = boards
      .filter((b) => b.heardAt !== null)
      .map((b) => Math.max(0, b.heardAt - answered))
      .sort((a, b) => a - b);
    const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
    const clockInMs = answered - started;
    return {
      count: boards.length,
      heard: times.length,
      idle,
      atRest,
      rssGrowthMb,
      clockInMs,
      p50: at(50),
      p95: at(95),
      max: times[times.length - 1],
    };
  } finally {
    close();
  }
}
