import 'server-only';
import { env } from '@/lib/env';
import { deriveKey, open, seal } from './crypto';
import type { IntegrationProvider } from './types';

let key: { secret: string; value: Buffer } | undefined;
// HKDF is cheap, but there is no reason to redo it per request; re-derived if the secret ever changes.
function appKey(): Buffer {
  const secret = env().SESSION_SECRET;
  if (key?.secret !== secret) key = { secret, value: deriveKey(secret) };
  return key.value;
}

// The row a secret belongs to: a value moved to another tenant or provider fails to open.
const aad = (tenantId: string, provider: IntegrationProvider) => `${tenantId}:${provider}`;

export const sealSecret = (tenantId: string, provider: IntegrationProvider, plain: string) =>
  seal(plain, appKey(), aad(tenantId, provider));
export const openSecret = (tenantId: string, provider: IntegrationProvider, sealed: string) =>
  open(sealed, appKey(), aad(tenantId, provider));
