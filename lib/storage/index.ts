import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * The one storage interface for uploads (DESIGN.md §1). The local directory is the default; an
 * S3-compatible implementation of the same methods is the scale-out option.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Removes stored bytes; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
}

function localStorage(root: string): Storage {
  const full = (key: string) => {
    const p = path.resolve(root, key);
    if (!p.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the upload root');
    return p;
  };
  return {
    async put(key, bytes) {
      const p = full(key);
      await mkdir(path.dirname(p), { recursive: true });
      await writeFile(p, bytes);
    },
    async remove(key) {
      await rm(full(key), { force: true });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(full(key)));
      } catch {
        return null;
      }
    },
  };
}

let instance: Storage | undefined;
export function storage(): Storage {
  instance ??= localStorage(path.resolve(env().DATA_DIR, 'uploads'));
  return instance;
}
