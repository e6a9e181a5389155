/**
 * A pragmatic address check: one '@', a dot in the domain, no spaces, within the lengths of RFC 5321.
 * It accepts everything a real mailbox uses and rejects typos like 'name@domain' or 'name domain.de'.
 */
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const local = value.split('@')[0] ?? '';
  return local.length <= 64 && EMAIL.test(value);
}
