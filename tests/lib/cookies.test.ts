// @vitest-environment-options { "url": "https://kursmarkt.example/" }
import { afterEach, describe, expect, it } from 'vitest';
import {
  affiliateCookie,
  deleteCookie,
  getCookie,
  hasSignInCookie,
  isValidAffiliateId,
  promotionCodeCookie,
  readAffiliateId,
  storeAffiliateId,
  storePromotionCode,
} from '../../src/lib/cookies';

afterEach(() => {
  deleteCookie('aid');
  deleteCookie('pc');
  deleteCookie('rfLoggedIn');
  deleteCookie('rfLoggedInBefore');
});

describe('cookies', () => {
  it('gives the aid cookie the configured lifetime in days', () => {
    expect(affiliateCookie('partner1', 30)).toBe('aid=partner1; Path=/; Max-Age=2592000; SameSite=Lax');
    expect(affiliateCookie('partner1', 1)).toContain('Max-Age=86400');
  });

  it('stores and reads the affiliate id', () => {
    storeAffiliateId('partner-7', 30);
    expect(getCookie('aid')).toBe('partner-7');
    expect(readAffiliateId()).toBe('partner-7');
  });

  it('makes pc a session cookie, SameSite=Strict and Secure', () => {
    const cookie = promotionCodeCookie('FRUEHJAHR 25');
    expect(cookie).toBe('pc=FRUEHJAHR%2025; Path=/; SameSite=Strict; Secure');
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it('stores the promotion code on an https page', () => {
    storePromotionCode('FRUEHJAHR25');
    expect(document.cookie).toContain('pc=FRUEHJAHR25');
    expect(getCookie('pc')).toBe('FRUEHJAHR25');
  });

  it('tells a kept sign-in by the rfLoggedIn cookie, not by a cookie of a similar name', () => {
    expect(hasSignInCookie()).toBe(false);
    document.cookie = 'rfLoggedInBefore=true; Path=/';
    expect(hasSignInCookie()).toBe(false);
    document.cookie = 'rfLoggedIn=true; Path=/';
    expect(hasSignInCookie()).toBe(true);
    deleteCookie('rfLoggedIn');
    expect(hasSignInCookie()).toBe(false);
  });

  it('accepts only affiliate ids the API accepts', () => {
    expect(isValidAffiliateId('partner_1-a')).toBe(true);
    expect(isValidAffiliateId('<script>')).toBe(false);
    expect(isValidAffiliateId('')).toBe(false);
    expect(isValidAffiliateId('x'.repeat(65))).toBe(false);
  });
});
