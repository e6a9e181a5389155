/**
 * Signed links (services/signed-link.ts): a token verifies only for its purpose and order, before its
 * expiry; a forged, altered or other-purpose token is invalid; a genuine old one is expired. The key
 * is generated once and kept in identity_secret, so a second load signs alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_LINK_PATTERN, SignedLinkError, signLink, verifyLink } from '../../src/server/services/signed-link.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.dispose();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const reasonOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'valid';
  } catch (error) {
    return error instanceof SignedLinkError ? error.reason : String(error);
  }
};

describe('signed links', () => {
  it('verify for their purpose and order, and fit a path segment', async () => {
    const token = await signLink(database.db, { purpose: 'withdrawal', orderId: 4711, expiresAt: inDays(30) });
    expect(token).toMatch(new RegExp(SIGNED_LINK_PATTERN));
    expect(token.length).toBeLessThanOrEqual(100);
    await expect(verifyLink(database.db, token, 'withdrawal')).resolves.toMatchObject({ orderId: 4711 });
    const [row] = await database.db.query<{ n: number }>(`select count(*)::int as n from identity_secret where name = 'link-key'`);
    expect(row!.n).toBe(1);
  });

  it('refuse another purpose, an altered order or expiry, and a forged signature as invalid', async () => {
    const token = await signLink(database.db, { purpose: 'withdrawal', orderId: 12, expiresAt: inDays(30) });
    const [order, expiry, mac] = token.split('.') as [string, string, string];
    expect(await reasonOf(verifyLink(database.db, token, 'continue-order'))).toBe('invalid');
    expect(await reasonOf(verifyLink(database.db, `13.${expiry}.${mac}`, 'withdrawal'))).toBe('invalid');
    expect(await reasonOf(verifyLink(database.db, `${order}.${(parseInt(expiry, 36) + 1).toString(36)}.${mac}`, 'withdrawal'))).toBe('invalid');
    const flipped = mac.slice(0, -2) + (mac.at(-2) === 'A' ? 'B' : 'A') + mac.at(-1);
    expect(await reasonOf(verifyLink(database.db, `${order}.${expiry}.${flipped}`, 'withdrawal'))).toBe('invalid');
    expect(await reasonOf(verifyLink(database.db, 'not-a-token', 'withdrawal'))).toBe('invalid');
    // The last character's two unused bits: another spelling of the same bytes is not the token.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = mac.slice(0, -1) + alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1];
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    expect(await reasonOf(verifyLink(database.db, `${order}.${expiry}.${respelled}`, 'withdrawal'))).toBe('invalid');
  });

  it('tell a genuine expired token apart, and an expired forgery stays invalid', async () => {
    const old = await signLink(database.db, { purpose: 'withdrawal', orderId: 12, expiresAt: inDays(-1) });
    expect(await reasonOf(verifyLink(database.db, old, 'withdrawal'))).toBe('expired');
    const [order, expiry] = old.split('.');
    expect(await reasonOf(verifyLink(database.db, `${order}.${expiry}.${'A'.repeat(43)}`, 'withdrawal'))).toBe('invalid');
    const fresh = await signLink(database.db, { purpose: 'withdrawal', orderId: 12, expiresAt: inDays(1) });
    expect(await reasonOf(verifyLink(database.db, fresh, 'withdrawal', inDays(2)))).toBe('expired');
  });
});
