import pino from 'pino';
import { logLevel } from '@/lib/env';

// Plain JSON lines on stdout: no transport worker, so nothing to locate at run time.
export const log = pino({
  level: logLevel(),
  base: undefined,
  redact: ['token', 'req.headers.cookie', 'req.headers.authorization'],
});
