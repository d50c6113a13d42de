import 'server-only';
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * Kiosk PINs are short, so the stored form must be slow to brute-force: a salted scrypt hash
 * ("scrypt$N$r$p$salt$hash", base64url parts), never the PIN. Only the last two digits are kept in
 * clear, as a hint that lets an admin tell kiosks' PINs apart.
 */
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LEN = 32;
const GENERATED_PIN_LENGTH = 6;

function derive(pin: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, KEY_LEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** A uniformly random PIN of six digits (leading zeros kept). */
export function generatePin(): string {
  return String(randomInt(0, 10 ** GENERATED_PIN_LENGTH)).padStart(GENERATED_PIN_LENGTH, '0');
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a PIN against its stored hash (for the kiosk clock-in). */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(pin, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export const pinHint = (pin: string) => pin.slice(-2);
