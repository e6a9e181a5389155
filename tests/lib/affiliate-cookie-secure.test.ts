// @vitest-environment-options { "url": "https://kursmarkt.example/" }
/** Issue 9, item 1.6: the aid cookie is Secure when the shop is served over https. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { affiliateCookie, deleteCookie, storeAffiliateId } from '../../src/lib/cookies';

afterEach(() => {
  vi.restoreAllMocks();
  deleteCookie('aid');
});

describe('the aid cookie', () => {
  it('is stored Secure on an https page', () => {
    const written: string[] = [];
    const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      original.set!.call(document, value);
    });
    storeAffiliateId('partner-7', 30);
    expect(written).toEqual(['aid=partner-7; Path=/; Max-Age=2592000; SameSite=Lax; Secure']);
  });

  it('is written without Secure when asked for plain http', () => {
    expect(affiliateCookie('partner-7', 30)).not.toContain('Secure');
    expect(affiliateCookie('partner-7', 30, true)).toMatch(/; Secure$/);
  });
});
