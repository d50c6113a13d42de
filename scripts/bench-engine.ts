// Prints the pay-and-bill engine's cost of totalling a realistic 7-day week (budget: well under 1 ms),
// for `npm run bench` (run through tsx, as the engine is TypeScript).
import { benchEngine } from '../lib/pay-rules/bench';

console.log(JSON.stringify({ medianMicroseconds: benchEngine(5000) }));
