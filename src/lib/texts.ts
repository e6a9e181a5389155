/**
 * The app's one door to its UI texts (issue 10 §2): components import `useTranslation` from here, not
 * from react-i18next, so i18next and react-i18next (17 KiB gzip) are no part of the start page's
 * first screen. Until i18next is there, the texts are src/lib/translator.ts's, read from the same
 * resources; i18next (src/lib/i18n.ts) is loaded by a route whose chunk uses react-i18next itself
 * (<Trans>, addResourceBundle: src/app/routes.tsx withI18next, which waits for it and i18next
 * registers itself with react-i18next) or when a component asks for another namespace (e.g.
 * useTranslation('checkout')), and takes over from then on. Other pages never load it.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../shared/constants';
import { isSupportedLanguage } from './language';

/** The namespace of the static texts (src/locales/{de,en}/translation.json) and the server texts. */
export const NAMESPACE = 'translation';

export type TOptions = Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

/** What the app reads of its texts: the part of i18next's instance the translator has too. */
export interface Texts {
  readonly language: string;
  t(key: string, options?: TOptions): string;
  exists(key: string, options?: TOptions): boolean;
  getResource(language: string, namespace: string, key: string): unknown;
}

const TextsContext = createContext<Texts | null>(null);

/** The texts for the tree below (the app's, or a test's i18next instance). */
export function TextsProvider({ i18n, children }: { i18n: Texts; children?: ReactNode }) {
  return createElement(TextsContext, { value: i18n }, children);
}

/** The texts of the running app, for code outside React and a tree without a provider. */
let active: Texts | null = null;
/** How the app loads i18next (set by liveTexts), and the load once begun. */
let loadI18next: (() => Promise<Texts>) | null = null;
let i18nextLoad: Promise<unknown> | null = null;
let i18nextReady = true;

/** Sets the running app's texts (null: none, as before the app started — for tests). */
export function setActiveTexts(texts: Texts | null): void {
  active = texts;
}

/**
 * Texts that start as `first` (the translator) and become `load()`'s (i18next with the same
 * resources) once whenI18next() has been called and the load is done.
 */
export function liveTexts(first: Texts, load: () => Promise<Texts>): Texts {
  let current = first;
  i18nextLoad = null;
  i18nextReady = false;
  loadI18next = () =>
    load().then((next) => {
      current = next;
      i18nextReady = true;
      return next;
    });
  const live: Texts = {
    get language() {
      return current.language;
    },
    t: (key, options) => current.t(key, options),
    exists: (key, options) => current.exists(key, options),
    getResource: (language, namespace, key) => current.getResource(language, namespace, key),
  };
  active = live;
  return live;
}

/** Loads i18next (once; a failed load, e.g. offline, is tried again by the next call). */
export function whenI18next(): Promise<unknown> {
  if (!loadI18next) return Promise.resolve();
  return (i18nextLoad ??= loadI18next().catch((error: unknown) => {
    i18nextLoad = null;
    throw error;
  }));
}

export interface Translation {
  t: TFunction;
  i18n: Texts;
}

/**
 * react-i18next's useTranslation for the app's components: `t` of the namespace (default
 * 'translation') and the texts as `i18n`. Another namespace suspends until i18next is there.
 */
export function useTranslation(namespace: string = NAMESPACE): Translation {
  const texts = useContext(TextsContext) ?? active;
  if (!texts) throw new Error('No texts: render inside <TextsProvider> (src/app/App.tsx)');
  // Suspends (a thrown promise, as React.lazy does) until i18next is there.
  if (namespace !== NAMESPACE && !i18nextReady) throw whenI18next();
  return useMemo(
    () => ({
      t: namespace === NAMESPACE ? (key, options) => texts.t(key, options) : (key, options) => texts.t(key, { ns: namespace, ...options }),
      i18n: texts,
    }),
    [texts, namespace],
  );
}

/** The language of the running app, for route loaders and API calls outside React. */
export function currentLanguage(): Language {
  const language = active?.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}
