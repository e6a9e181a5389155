/**
 * `<link rel="modulepreload">` (and style preloads) for the lazy route module of the page address
 * the server answers (issue 10 §2): without them the browser learns of the page's chunk only when the
 * entry has run and the router asks for it — a round trip after the entry. With them the route's
 * chunks load beside the entry, at low priority: the entry, its styles and the shell's logo, which
 * the first paint needs, go first. The files come from the build's dist/.vite/manifest.json, following
 * each chunk's static imports; what the entry loads anyway (index.html's own imports) is left out.
 *
 * Which page an address is comes from the table of page kinds (src/shared/page-kinds.ts), which the
 * route table reads too; ROUTE_MODULES names the route modules of the kinds whose first paint matters
 * (results, course, cart), MORE_ROUTE_MODULES those of the other pages where it does (the guest
 * checkout). Any other page simply gets no preloads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageKindOf, type PageKindName } from '../../shared/page-kinds.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The route module (manifest key) of a kind of page, and the other modules it needs at once. */
const ROUTE_MODULES: Partial<Record<PageKindName, readonly string[]>> = {
  results: ['src/features/search/page/SearchPage.tsx'],
  course: ['src/features/course/CoursePage.tsx'],
  // A guest's cart paints from storage; the actors come after that paint (src/app/lazy-system.ts).
  cart: ['src/features/cart/CartPage.tsx'],
};

/**
 * Pages of the route table's second part (src/app/more-routes.tsx), by their first path segment, with
 * what they wait for before their first paint. Without preloads each is a round trip after the one
 * before: the entry, then the second part of the table, then the route module with i18next, then its
 * texts and the actors — the guest checkout's intro painted after about 3 s in Lighthouse's mobile
 * emulation, against 1–2 s on the other pages.
 */
const MORE_ROUTE_MODULES: Record<string, readonly string[]> = {
  // Every step (a reload, the order e-mail's link): the route waits for i18next (withI18next), the
  // page for the checkout texts (German always, i18next's fallback: src/lib/checkout-texts.ts) and
  // the flow for the actors (useSystem; src/app/lazy-system.ts starts them at once on this page).
  'guest-order': [
    'src/app/more-routes.tsx',
    'src/features/checkout/guest/GuestOrderPage.tsx',
    // The step content, which the page imports lazily to evaluate it apart (GuestSteps.tsx).
    'src/features/checkout/guest/GuestStepContent.tsx',
    'src/lib/i18n.ts',
    'src/locales/de/checkout.json',
    'src/app/system.ts',
  ],
};

/** The MORE_ROUTE_MODULES of `path`: its first segment (without case, as the router matches) and at most one more. */
function moreRouteModulesOf(path: string): readonly string[] | undefined {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  return first !== undefined && segments.length <= 2 && Object.hasOwn(MORE_ROUTE_MODULES, first) ? MORE_ROUTE_MODULES[first] : undefined;
}

/** What a signed-in visitor's page needs besides: a customer's cart reads the global actors at once. */
const SIGNED_IN_MODULES: Partial<Record<PageKindName, readonly string[]>> = {
  cart: ['src/app/system.ts'],
};

export interface RoutePreloads {
  /** The `<link>` elements for `path` (no query string) and a visitor signed in or not; '' when the page has none. */
  linksFor(path: string, signedIn?: boolean): string;
  /**
   * For a page the server has pre-rendered (spa-document.ts): its route's styles as stylesheets, since
   * the pre-rendered content needs them to paint, and the module preloads apart, for after that paint.
   */
  preRenderedLinksFor(path: string): { styles: string; scripts: string };
}

/** Reads the manifest of the build in `root` once; without one (a test's bare index.html), no preloads. */
export function createRoutePreloads(root: string): RoutePreloads {
  const file = join(root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
  const closure = (keys: readonly string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const loadedByEntry = closure(['index.html']);
  const chunksOf = (modules: readonly string[]) =>
    [...closure(modules)].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!);
  const modulesOf = (path: string, signedIn = false) => {
    const kind = pageKindOf(path)?.name;
    const modules = kind === undefined ? moreRouteModulesOf(path) : ROUTE_MODULES[kind];
    const more = signedIn && kind !== undefined ? SIGNED_IN_MODULES[kind] : undefined;
    return modules && more ? [...modules, ...more] : modules;
  };
  const scriptLinks = (chunks: ManifestChunk[]) =>
    chunks.map((chunk) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk.file}">`).join('');
  const styleLinks = (chunks: ManifestChunk[], link: (href: string) => string) =>
    chunks
      .flatMap((chunk) => chunk.css ?? [])
      .map((css) => link(`/${css}`))
      .join('');
  const cache = new Map<string, { links: string; styles: string; scripts: string }>();
  const of = (modules: readonly string[]) => {
    const cacheKey = modules.join(' ');
    let entry = cache.get(cacheKey);
    if (!entry) {
      const chunks = chunksOf(modules);
      const scripts = scriptLinks(chunks);
      entry = {
        links:
          scripts +
          styleLinks(
            chunks,
            (href) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}">`,
          ),
        styles: styleLinks(chunks, (href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        scripts,
      };
      cache.set(cacheKey, entry);
    }
    return entry;
  };
  return {
    linksFor(path, signedIn) {
      const modules = modulesOf(path, signedIn);
      return modules ? of(modules).links : '';
    },
    preRenderedLinksFor(path) {
      const modules = modulesOf(path);
      return modules ? { styles: of(modules).styles, scripts: of(modules).scripts } : { styles: '', scripts: '' };
    },
  };
}
