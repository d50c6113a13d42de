/**
 * Integration secrets at rest: AES-256-GCM with a key derived from SESSION_SECRET by HKDF-SHA256, so
 * no second secret has to be provisioned, and the derived key is never the session-signing key itself
 * (a different HKDF info gives a different key for any other use).
 *
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. The associated data binds a sealed
 * value to its row (tenant and provider): a ciphertext copied into another tenant's row does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12; // the GCM standard nonce size
const TAG_BYTES = 16;
const HKDF_SALT = 'client-portal/integration-secrets';
const HKDF_INFO = 'aes-256-gcm v1';

export class SecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretError';
  }
}

/** 32 bytes for AES-256 from the application secret. */
export function deriveKey(appSecret: string): Buffer {
  if (appSecret.length < 32) throw new SecretError('The application secret must be at least 32 characters');
  return Buffer.from(hkdfSync('sha256', appSecret, HKDF_SALT, HKDF_INFO, 32));
}

export function seal(plain: string, key: Buffer, aad: string): string {
  const iv = randomBytes(IV_BYTES); // a fresh nonce every time: GCM must never reuse one under a key
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain text, or SecretError when the value is malformed, altered, or sealed under another key or row. */
export function open(sealed: string, key: Buffer, aad: string): string {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || rest.length || iv === undefined || tag === undefined || body === undefined)
    throw new SecretError('Unknown secret format');
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretError('Unknown secret format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // GCM's "unable to authenticate data" says nothing useful to a caller; one error for every failure.
    throw new SecretError('The stored secret could not be decrypted (altered, or sealed with another key)');
  }
}

/** What the UI may show of a secret: its last four characters, never more (and nothing for short ones). */
export function secretHint(plain: string): string {
  return plain.length >= 12 ? `••••${plain.slice(-4)}` : '••••';
}
