/** Storage `entry` (spec §3): the in-app address a sign-in returns to, kept while at the provider. */
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSignInEntry, keepSignInEntry, readSignInEntry } from '../../src/lib/sign-in-entry';
import { STORAGE_KEYS } from '../../src/shared/constants';

afterEach(() => localStorage.clear());

describe('sign-in entry', () => {
  it('keeps the return address under "entry" until the sign-in completes', () => {
    keepSignInEntry('/check?aid=7');
    expect(localStorage.getItem('entry')).toBe('/check?aid=7');
    expect(readSignInEntry()).toBe('/check?aid=7');
    forgetSignInEntry();
    expect(readSignInEntry()).toBeNull();
  });

  it('a sign-in without a return address (the dashboard) forgets an older one', () => {
    keepSignInEntry('/check');
    keepSignInEntry(null);
    expect(localStorage.getItem(STORAGE_KEYS.entry)).toBeNull();
  });

  it('counts only in-app addresses', () => {
    for (const address of ['https://evil.example/', '//evil.example/x', 'check']) {
      keepSignInEntry(address);
      expect(readSignInEntry()).toBeNull();
      localStorage.setItem(STORAGE_KEYS.entry, address);
      expect(readSignInEntry()).toBeNull();
    }
  });
});
