import { describe, expect, it } from 'vitest';
import { PAGE_KINDS, pageKindOf, type PageKindName } from '../../src/shared/page-kinds';
import {
  CART_PATH,
  ORGANIZERS_PATH,
  PACKAGES_PATH,
  REFERENTS_PATH,
  coursePath,
  organizerPath,
  packagePath,
  referentPath,
} from '../../src/shared/page-paths';
import { SEARCH_ROUTES } from '../../src/shared/search-routes';

const kindOf = (path: string) => pageKindOf(path)?.name ?? null;

describe('the table of page kinds', () => {
  it('recognises the start page', () => {
    expect(pageKindOf('/')).toEqual({ name: 'start', kind: PAGE_KINDS.start, first: '' });
  });

  it('recognises every search address as a result page, with or without a scope or city segment', () => {
    for (const { path } of SEARCH_ROUTES) {
      expect(pageKindOf(`/${path}`), path).toMatchObject({ name: 'results', first: path, firstAnswer: 'search' });
      expect(pageKindOf(`/${path}/arbeitsrecht-12`), path).toMatchObject({
        name: 'results',
        first: path,
        detail: 'arbeitsrecht-12',
      });
    }
    // The first segment as the router matches it: without case.
    expect(pageKindOf('/Fachanwaltslehrgaenge/')).toMatchObject({ name: 'results', first: 'fachanwaltslehrgaenge' });
  });

  it('recognises a course of each kind by its {slug}-{id}', () => {
    const kinds = ['FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG'] as const;
    for (const kind of kinds) {
      const path = coursePath({ id: 42, name: 'Arbeitsrecht kompakt', kind });
      expect(pageKindOf(path), path).toMatchObject({
        name: 'course',
        detail: 'arbeitsrecht-kompakt-42',
        firstAnswer: 'course',
      });
    }
    expect(pageKindOf('/fortbildung-15-fao/erbrecht-7')?.first).toBe('fortbildung-15-fao');
  });

  it('recognises the cart and the catalogue lists and their pages, as the links spell them', () => {
    const cases: [string, PageKindName][] = [
      [CART_PATH, 'cart'],
      [PACKAGES_PATH, 'packages'],
      [packagePath({ id: 3, name: 'Paket 20 Stunden' }), 'package'],
      [ORGANIZERS_PATH, 'organizers'],
      [organizerPath({ id: 5, name: 'Deutsche Anwaltakademie' }), 'organizer'],
      [REFERENTS_PATH, 'referents'],
      [referentPath({ id: 6, name: 'Dr. Anna Berg' }), 'referent'],
    ];
    for (const [path, name] of cases) expect(kindOf(path), path).toBe(name);
  });

  it('asks the API first only for result and course pages', () => {
    expect(pageKindOf('/warenkorb')?.firstAnswer).toBeUndefined();
    expect(pageKindOf('/seminar-pakete/paket-3')?.firstAnswer).toBeUndefined();
    expect(pageKindOf('/')?.firstAnswer).toBeUndefined();
  });

  it('recognises no near-miss', () => {
    const nearMisses = [
      // A course or a catalogue page without its '{slug}-{id}', or with a part that has no id.
      '/fachanwaltslehrgang',
      '/fortbildung/',
      '/fortbildung-15-fao/erbrecht',
      '/seminar-pakete/paket',
      '/veranstalter/akademie-',
      '/referenten/berg-1234567890',
      // A result page with a segment that is no '{slug}-{id}', or a third segment.
      '/search/arbeitsrecht',
      '/stadt/koeln',
      '/fortbildungen/arbeitsrecht-1/mehr',
      // Singular and plural mixed up: the course route is no result page, the result route no course page.
      '/fachanwaltslehrgang/',
      '/fachanwaltslehrgaenge-1',
      '/fortbildungen-15-fao-x',
      // The cart takes no detail; other pages are none of the table's.
      '/warenkorb/kurs-1',
      '/check',
      '/order/summary',
      '/faq',
      '/404',
      // An address that does not decode.
      '/search/%E0%A4%A',
    ];
    for (const path of nearMisses) expect(kindOf(path), path).toBeNull();
  });
});
