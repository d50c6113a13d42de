import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A random value generated once and kept in the data directory (readable by its owner only). */
function keptSecret(dataDir, name, bytes) {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** SESSION_SECRET from env, or one generated once and kept in the data directory (DESIGN.md §4). */
export const sessionSecret = (dataDir) => process.env.SESSION_SECRET || keptSecret(dataDir, 'session-secret', 48);

/**
 * The dev mailbox's key (DESIGN.md §7: never readable anonymously from another machine): MAILBOX_KEY from
 * env, or one generated once into the data directory and printed at start-up with the mailbox link.
 */
export const mailboxKey = (dataDir) => process.env.MAILBOX_KEY || keptSecret(dataDir, 'mailbox-key', 24);
