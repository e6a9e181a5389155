/**
 * Rules of the search box that its first screen needs before the machine (and xstate) has loaded
 * (src/features/search/box/SearchBox.tsx, issue 10 §2). Pure; machines/searchBox.machine.ts uses them.
 */
import type { SearchType } from '../src/shared/types';

/** Reset's search type: EDUCATION (spec §4) where the site offers it, else the site's default. */
export function resetSearchType(types: readonly SearchType[], defaultSearchType: SearchType): SearchType {
  if (types.includes('EDUCATION')) return 'EDUCATION';
  return types.includes(defaultSearchType) || types.length === 0 ? defaultSearchType : types[0]!;
}
