/**
 * The request mixes the benchmark measures. Each mix cycles through a few parameter sets of one kind,
 * so a mix is not one query measured from a warm cache but a small family of them.
 * Figures for a 100,000-course catalogue (seed 20261122): 'Praxis' matches about a third of the
 * courses, 'Recht' nearly half; the narrow terms a few hundred to a thousand courses each.
 */
import { addDays } from '../seed/dates.ts';

export interface Mix {
  name: string;
  description: string;
  paths: string[];
}

export function benchMixes(today: string): Mix[] {
  const day = (days: number) => addDays(today, days);
  return [
    {
      name: 'ceiling',
      description: 'GET /api/chambers: a trivial endpoint, the ceiling of the server and the harness',
      paths: ['/api/chambers'],
    },
    {
      name: 'broad term',
      description: "term matching ~1/3 of the catalogue ('Praxis'), with count and facets; also by date, per type, page 2",
      paths: [
        '/api/search?term=Praxis',
        '/api/search?term=Praxis&sortBy=date',
        '/api/search?term=Praxis&courseType=PRESENT',
        '/api/search?term=Recht&types=EDUCATION&start=2',
      ],
    },
    {
      name: 'narrow term',
      description: 'terms matching 0.5–2 % of the catalogue, stemmed and compound',
      paths: [
        '/api/search?term=K%C3%BCndigungsschutz',
        '/api/search?term=Vorpf%C3%A4ndung&sortBy=price',
        '/api/search?term=Arbeitsrechts&courseType=ONLINE',
        '/api/search?term=Fachanwaltslehrgang%20Familienrecht',
      ],
    },
    {
      name: 'radius',
      description: 'cities with 50/100/250 km, no term, sorted by date or price',
      paths: [
        '/api/search?cityId=3&radius=50',
        '/api/search?cityId=1&radius=100&sortBy=price',
        '/api/search?cityId=4&radius=250',
        '/api/search?cityId=8&radius=100&types=EDUCATION',
      ],
    },
    {
      name: 'dates',
      description: 'date windows of 1–3 months, no term',
      paths: [
        `/api/search?dateFrom=${day(7)}&dateTo=${day(37)}`,
        `/api/search?dateFrom=${day(30)}&dateTo=${day(120)}&courseType=ONLINE`,
        `/api/search?dateFrom=${day(60)}&dateTo=${day(90)}&sortBy=price`,
        `/api/search?dateFrom=${day(1)}&dateTo=${day(60)}&types=RENO`,
      ],
    },
    {
      name: 'facets only',
      description: 'no term: the default listing (everything bookable) and the search-box start (type, scope)',
      paths: [
        '/api/search',
        `/api/search?types=EDUCATION&courseType=ALL&dateFrom=${today}`,
        '/api/search?kind=FAO15&sortBy=price',
        `/api/search?types=EDUCATION&scope=2&dateFrom=${today}`,
      ],
    },
  ];
}
