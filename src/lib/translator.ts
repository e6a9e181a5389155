/**
 * The start page's own translator (issue 10 §2): i18next and react-i18next (17 KiB gzip) are no part
 * of the first screen. It reads the same resources i18next is given (the static texts the page brought
 * with its boot data, the server texts merged in) and answers as i18next does for what the app's
 * texts use: nested keys, {{interpolation}} (no escaping, a missing value left as it is), plural forms
 * by `count` (key_one / key_other …, Intl.PluralRules), German as the fallback, the key itself when
 * there is no text. Other namespaces (e.g. checkout) and <Trans> are i18next's: src/lib/texts.ts loads
 * it when a page needs it, and it takes over with the same resources (src/lib/i18n.ts).
 */
import { DEFAULT_LANGUAGE, type Language } from '../shared/constants';
import { NAMESPACE, type TOptions, type Texts } from './texts';

/** A language's static texts (the namespace 'translation'). */
export type StaticTexts = Record<string, unknown>;
type Tree = Record<string, unknown>;

/** A language's static texts: the page brought German's and its language's; another is loaded. */
export async function loadStaticTexts(language: Language): Promise<StaticTexts> {
  if (language === 'de') return (await import('../locales/de/translation.json')).default;
  return (await import('../locales/en/translation.json')).default;
}

/** The static texts of `language` and of the fallback, German: `given` ones, the others loaded. */
export async function staticTextsFor(
  language: Language,
  given: Partial<Record<Language, StaticTexts>> = {},
): Promise<Partial<Record<Language, StaticTexts>>> {
  const languages: Language[] = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const texts = await Promise.all(languages.map((each) => given[each] ?? loadStaticTexts(each)));
  return Object.fromEntries(languages.map((each, index) => [each, texts[index]]));
}

const own = (object: Tree, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * i18next's addResource for a flat key ('welcome.title'): split at the dots into the nested tree; where
 * a text already stands on the way, the rest of the key is kept whole at the deepest object (as i18next
 * 26 does, so both answer alike).
 */
export function setText(tree: Tree, key: string, value: string): void {
  const path = key.split('.');
  let object = tree;
  for (let index = 0; index < path.length - 1; index++) {
    const step = path[index]!;
    if (!object[step]) object[step] = {};
    const next = own(object, step) ? object[step] : undefined;
    if (!next || typeof next !== 'object') {
      object[path.slice(index).join('.')] = value;
      return;
    }
    object = next as Tree;
  }
  object[path[path.length - 1]!] = value;
}

/**
 * i18next's lookup (deepFind): the nested path, where a part may itself contain dots (a flat server
 * key kept whole because a text stood on its way).
 */
export function findText(tree: Tree | undefined, key: string): unknown {
  if (!tree) return undefined;
  if (own(tree, key) && tree[key]) return tree[key];
  const tokens = key.split('.');
  let current: unknown = tree;
  for (let index = 0; index < tokens.length; ) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    for (let end = index; end < tokens.length; end++) {
      const part = tokens.slice(index, end + 1).join('.');
      next = own(current as Tree, part) ? (current as Tree)[part] : undefined;
      if (next === undefined || (typeof next !== 'object' && end < tokens.length - 1)) continue;
      index = end + 1;
      break;
    }
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function interpolate(text: string, options: TOptions): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const key = name.trim();
    if (!own(options, key)) return match;
    const value = options[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * A translator over `resources` (static texts per language, copied) with `serverTexts` merged into
 * `language`'s. The language changes only by a reload (spec §4).
 */
export function createTranslator(
  language: Language,
  resources: Partial<Record<Language, StaticTexts>>,
  serverTexts: Record<string, string> = {},
): Texts {
  const trees: Partial<Record<Language, Tree>> = {};
  for (const [code, texts] of Object.entries(resources) as [Language, StaticTexts][]) trees[code] = structuredClone(texts);
  const languageTree = (trees[language] ??= {});
  for (const [key, value] of Object.entries(serverTexts)) setText(languageTree, key, value);
  const codes: Language[] = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const plurals = new Map<Language, Intl.PluralRules>();
  const pluralOf = (code: Language, count: number) => {
    let rules = plurals.get(code);
    if (!rules) plurals.set(code, (rules = new Intl.PluralRules(code)));
    return rules.select(count);
  };

  const resolve = (key: string, options: TOptions = {}): unknown => {
    const count = options.count;
    for (const code of codes) {
      const tree = trees[code];
      if (typeof count === 'number') {
        if (count === 0) {
          const zero = findText(tree, `${key}_zero`);
          if (zero !== undefined) return zero;
        }
        const plural = findText(tree, `${key}_${pluralOf(code, count)}`);
        if (plural !== undefined) return plural;
      }
      const value = findText(tree, key);
      if (value !== undefined && value !== null) return value;
    }
    return undefined;
  };

  return {
    language,
    t(key, options = {}) {
      if (options.ns !== undefined && options.ns !== NAMESPACE) return key;
      const value = resolve(key, options);
      if (value === undefined) return key;
      if (typeof value === 'object') return `key '${key} (${language})' returned an object instead of string.`;
      return interpolate(String(value), options);
    },
    exists: (key, options) => resolve(key, options) !== undefined,
    getResource: (code, namespace, key) =>
      namespace === NAMESPACE ? findText(trees[code as Language], key) : undefined,
  };
}
