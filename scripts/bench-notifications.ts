// The notification dispatcher's sends per second, for `npm run bench` (run through tsx while the app
// server is stopped: the embedded database takes one connection per process).
import { closeDb } from '../lib/db/client';
import { benchDispatch } from '../lib/notifications/bench';
import { db } from '@/lib/db/client';

const result = await benchDispatch(db(), Number(process.env.BENCH_NOTIFICATIONS ?? 2000));
await closeDb();
console.log(JSON.stringify(result));
