import { describe, expect, it } from 'vitest';
import { coursePath, organizerPath, packagePath, parseSlugWithId, referentPath, slugWithId } from '../../src/shared/page-paths';

describe('page addresses', () => {
  it('spells names as slugs: umlauts written out, accents dropped, one dash between words', () => {
    expect(slugWithId('Arbeitsrecht aktuell: Kündigungsschutz', 7)).toBe('arbeitsrecht-aktuell-kuendigungsschutz-7');
    expect(slugWithId('Prof. Dr. Jörg Weiß', 7)).toBe('prof-dr-joerg-weiss-7');
    expect(slugWithId('§ 15 FAO – Éléments du droit', 7)).toBe('15-fao-elements-du-droit-7');
    expect(slugWithId('  --Straße & Söhne--  ', 7)).toBe('strasse-soehne-7');
    expect(slugWithId('ÄÖÜ äöü ß', 7)).toBe('aeoeue-aeoeue-ss-7');
  });

  it('reads the id back from a slug, and nothing from a part without one', () => {
    expect(parseSlugWithId('arbeitsrecht-aktuell-2026-741')).toEqual({ slug: 'arbeitsrecht-aktuell-2026', id: 741 });
    expect(parseSlugWithId('ohne-id')).toBeNull();
    expect(parseSlugWithId(undefined)).toBeNull();
  });

  it('puts each course under the route of its kind, and packages, organizers and referents under theirs', () => {
    expect(coursePath({ id: 1, name: 'Arbeitsrecht', kind: 'FACHANWALTSLEHRGANG' })).toBe('/fachanwaltslehrgang/arbeitsrecht-1');
    expect(coursePath({ id: 2, name: 'Erbrecht', kind: 'FAO15' })).toBe('/fortbildung-15-fao/erbrecht-2');
    expect(coursePath({ id: 3, name: 'Mietrecht', kind: 'FORTBILDUNG' })).toBe('/fortbildung/mietrecht-3');
    expect(packagePath({ id: 4, name: 'Paket 20 Stunden' })).toBe('/seminar-pakete/paket-20-stunden-4');
    expect(organizerPath({ id: 5, name: 'Deutsche Anwaltakademie' })).toBe('/veranstalter/deutsche-anwaltakademie-5');
    expect(referentPath({ id: 6, name: 'Dr. Anna Berg' })).toBe('/referenten/dr-anna-berg-6');
  });
});
