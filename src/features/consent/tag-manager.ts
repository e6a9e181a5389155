/**
 * Loads the Google Tag Manager (issue 26 §4) — only ever called once the visitor has agreed to
 * statistics / marketing and the site configures a `tagManagerId` (src/app/layout/ConsentHost.tsx):
 * before that there is no script element and no request to googletagmanager.com. The standard
 * snippet's work, without its inline script (the page's content security policy allows none): the
 * dataLayer with the `gtm.start` event, then gtm.js as an async script element. A chunk of its own,
 * so the start page does not carry it.
 */
import { dataLayer } from '../../lib/tracking';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** Adds gtm.js once per page (a second consent or remount does nothing). */
export function loadTagManager(id: string, doc: Document = document): void {
  const src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  if (doc.querySelector(`script[src="${src}"]`)) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}

/** Whether gtm.js is on this page. */
export function tagManagerLoaded(doc: Document = document): boolean {
  return doc.querySelector(`script[src^="${TAG_MANAGER_ORIGIN}/gtm.js"]`) !== null;
}

/** Google Analytics' own cookies, which its tags set on the shop's domain. */
const ANALYTICS_COOKIE = /^_(?:ga|gid|gat)(?:_|$)/;

/**
 * Consent withdrawn after the tag manager ran: its analytics cookies are deleted (on the host and each
 * parent domain, where GA puts them) and the page reloads — a script that has run cannot be unloaded.
 */
export function withdrawTagManager(
  doc: Document = document,
  reload: () => void = () => window.location.reload(),
): void {
  const names = doc.cookie
    .split('; ')
    .map((pair) => pair.split('=')[0] ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const labels = doc.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.')).filter((domain) => domain.includes('.'));
  for (const name of names) {
    doc.cookie = `${name}=; Path=/; Max-Age=0`;
    for (const domain of domains) doc.cookie = `${name}=; Path=/; Max-Age=0; Domain=${domain}`;
  }
  reload();
}
