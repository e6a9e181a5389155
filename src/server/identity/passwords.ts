/**
 * Password hashes: scrypt (node:crypto) with a fresh 16-byte salt per password, stored with its cost
 * parameters as 'scrypt$N$r$p$salt$hash' (salt and hash base64url) so they can be raised later
 * without breaking old hashes. Verification compares in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** N = 2^15, r = 8, p = 1: 32 MiB and about 50–100 ms per hash on the 2-core machine. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/**
 * scrypt runs in libuv's thread pool (4 threads), which response compression and file reads share:
 * a login flood that filled it stalled every other API call for seconds. At most HASHING.concurrent
 * hashes run at once and HASHING.queued wait; beyond that a password check is refused at once
 * (PasswordHashingBusy → 503 with Retry-After), so the pool always keeps threads for the rest.
 */
export const HASHING = { concurrent: 2, queued: 16 } as const;

/** Thrown when too many password checks are already running or waiting. */
export class PasswordHashingBusy extends Error {
  constructor() {
    super('Too many sign-ins at the same time');
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING.concurrent) {
    if (waiting.length >= HASHING.queued) throw new PasswordHashingBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return withHashingSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(parts[5]!, 'base64url');
  const actual = await derive(password, Buffer.from(parts[4]!, 'base64url'), { N, r, p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, verified against when the e-mail address is unknown: a failed login
 * then takes as long as one with a wrong password, so timing does not tell which addresses exist.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  // A refused first hash (busy) must not be remembered as the dummy for good.
  dummyHash.catch(() => (dummyHash = undefined));
  return dummyHash;
}
