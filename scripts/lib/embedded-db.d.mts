/** An embedded PostgreSQL server in a child process (embedded-db.mjs): where it listens, and how to stop it. */
export type EmbeddedDbProcess = {
  url: string;
  env: Record<string, string>;
  pid: number;
  exited: Promise<{ code: number | null; signal: string | null }>;
  dump: (file: string) => Promise<void>;
  stop: () => Promise<void>;
};

export function startEmbeddedDbProcess(opts?: { dataDir?: string; port?: number; loadFrom?: string }): Promise<EmbeddedDbProcess>;
