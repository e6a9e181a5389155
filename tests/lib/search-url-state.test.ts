import { describe, expect, it } from 'vitest';
import { SEARCH_ROUTES, type SearchRoute } from '../../src/shared/search-routes';
import { parseSlugWithId, slugWithId } from '../../src/shared/page-paths';
import { pathPreset, readSearch, writeSearchQuery } from '../../src/shared/search-url-state';

const route = (path: string): SearchRoute => SEARCH_ROUTES.find((candidate) => candidate.path === path)!;
const query = (text: string) => new URLSearchParams(text);

describe('search routes', () => {
  it('preset the filters of their page', () => {
    expect(readSearch(route('fachanwaltslehrgaenge'), undefined, query(''))).toEqual({ types: 'EDUCATION', kind: 'FACHANWALTSLEHRGANG' });
    expect(readSearch(route('selbststudium-mitarbeiter'), undefined, query(''))).toEqual({ types: 'RENO', courseType: 'SELF' });
    expect(readSearch(route('fortbildungen-15-fao'), undefined, query(''))).toEqual({ types: 'EDUCATION', kind: 'FAO15' });
  });

  it('take the scope or the city from the id embedded in the path', () => {
    expect(readSearch(route('fachanwaltslehrgaenge'), 'arbeitsrecht-2', query('')).scope).toBe(2);
    expect(readSearch(route('stadt'), 'koeln-12', query(''))).toEqual({ cityId: 12 });
    expect(readSearch(route('fortbildungen'), 'arbeitsrecht', query('')).scope).toBeUndefined();
  });

  it('build and parse slugs with ids, umlauts spelled out', () => {
    expect(slugWithId('Miet- und Wohnungseigentumsrecht', 13)).toBe('miet-und-wohnungseigentumsrecht-13');
    expect(slugWithId('Düsseldorf', 40)).toBe('duesseldorf-40');
    expect(parseSlugWithId('bad-homburg-v-d-hoehe-77')).toEqual({ slug: 'bad-homburg-v-d-hoehe', id: 77 });
    expect(parseSlugWithId('koeln')).toBeNull();
  });
});

describe('search state in the URL', () => {
  it('reads every parameter the visitor chose; the query overrides presets', () => {
    const search = readSearch(
      route('online-seminare'),
      undefined,
      query('term=K%C3%BCndigung&scope=2&cityId=5&cityName=K%C3%B6ln&radius=50&dateFrom=2027-01-01&dateTo=2027-03-31&courseType=PRESENT&priceTo=50000&sortBy=price&seq=desc'),
    );
    expect(search).toEqual({
      types: 'EDUCATION', courseType: 'PRESENT', term: 'Kündigung', scope: 2, cityId: 5, cityName: 'Köln', radius: 50,
      dateFrom: '2027-01-01', dateTo: '2027-03-31', priceTo: 50000, sortBy: 'price', seq: 'desc',
    });
  });

  it('drops malformed values instead of sending them', () => {
    expect(readSearch(route('search'), undefined, query('radius=7&scope=abc&dateFrom=1.1.2027&courseType=HYBRID&types=LAWYER&sortBy=name&unknown=1'))).toEqual({});
    expect(readSearch(route('search'), undefined, query('courseType=ALL'))).toEqual({});
  });

  it('writes only what differs from the path, in a stable order, and round-trips', () => {
    const path = route('fachanwaltslehrgaenge');
    const preset = pathPreset(path, 'arbeitsrecht-2');
    const search = { ...preset, cityId: 5, cityName: 'Köln', radius: 100, start: 3 };
    const text = writeSearchQuery(preset, search);
    expect(text).toBe('cityId=5&cityName=K%C3%B6ln&radius=100');
    expect(readSearch(path, 'arbeitsrecht-2', query(text))).toEqual({ ...preset, cityId: 5, cityName: 'Köln', radius: 100 });
  });
});
