/** The city calls of the search form: suggestions while typing, the list, one city (spec §4, §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { City } from '../../src/shared/search.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ courses: 10 });
});
afterAll(() => server?.close());

const get = (url: string) => server.app.inject({ url });
const suggest = async (input: string) => {
  const response = await get(`/api/search/suggestCity?input=${encodeURIComponent(input)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<City[]>().map((city) => city.name);
};

describe('GET /api/search/suggestCity', () => {
  it("lists name prefixes first, alphabetically: 'Mün' → München, Münster, …", async () => {
    const names = await suggest('Mün');
    expect(names.slice(0, 2)).toEqual(['München', 'Münster']);
  });

  it('ignores case and the way umlauts are typed', async () => {
    for (const input of ['mün', 'MUN', 'muen', 'MÜNCH']) expect((await suggest(input))[0]).toBe('München');
    expect(await suggest('koeln')).toContain('Köln');
    expect(await suggest('düss')).toEqual(['Düsseldorf']);
  });

  it('then finds near misses by trigram similarity', async () => {
    expect(await suggest('Muenchn')).toContain('München');
    expect(await suggest('Frankfurt a')).toContain('Frankfurt am Main');
  });

  it('answers at most 10 cities, and none for nonsense', async () => {
    expect((await suggest('Bad')).length).toBeLessThanOrEqual(10);
    expect(await suggest('xyzxyz')).toEqual([]);
  });

  it('takes wildcards literally', async () => {
    expect(await suggest('%%%')).toEqual([]);
    expect(await suggest('___')).toEqual([]);
  });

  it.each([['input=Mü', 'input'], ['', 'input'], [`input=${'a'.repeat(101)}`, 'input'], ['input=Mün&x=1', 'x']])(
    '%s → 400 naming %s',
    async (query, field) => {
      const response = await get(`/api/search/suggestCity?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    },
  );
});

describe('GET /api/search/city and /api/search/city/{id}', () => {
  it('lists every city alphabetically as a German reader expects', async () => {
    const response = await get('/api/search/city');
    expect(response.statusCode).toBe(200);
    const cities = response.json<City[]>();
    const [row] = await server.database.db.query<{ count: number }>('select count(*)::int as count from city');
    expect(cities).toHaveLength(row!.count);
    const folded = cities.map((city) => city.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
    expect(folded).toEqual([...folded].sort());
    expect(Object.keys(cities[0]!).sort()).toEqual(['id', 'name', 'slug', 'state']);
  });

  it('answers one city by id, 404 for an unknown one and 400 for a malformed one', async () => {
    expect((await get('/api/search/city/3')).json()).toEqual({ id: 3, name: 'München', slug: 'muenchen', state: 'Bayern' });
    const unknown = await get('/api/search/city/9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await get('/api/search/city/abc')).statusCode).toBe(400);
    expect((await get('/api/search/city/3?x=1')).statusCode).toBe(400);
  });
});
