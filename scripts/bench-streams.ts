// Memory per open who's-working event stream (issue 24 item 5), in process, for `npm run bench`: run
// through tsx (node --expose-gc for steadier figures) while the app server is stopped, against the bench
// database. BENCH_STREAMS sets how many (default 500). Prints one JSON line.
import { closeDb } from '../lib/db/client';
import { measureStreamMemory } from '../lib/live/bench';
import { db } from '@/lib/db/client';

const result = await measureStreamMemory(db(), process.env.BENCH_STREAMS_TENANT ?? 'acme', Number(process.env.BENCH_STREAMS ?? 500));
await closeDb();
console.log(JSON.stringify(result));
if (result.leftOpen !== 0) process.exitCode = 1;
