import { errorResponses } from '../../schemas/common.ts';
import {
  cityListSchema,
  cityParamsSchema,
  citySchema,
  searchQuerySchema,
  searchResultSchema,
  suggestCityQuerySchema,
} from '../../schemas/search.ts';
import { listCities, loadCity, searchCourses, suggestCities } from '../../services/search/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const tags = ['search'];

const searchRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.get('/search', {
    schema: {
      tags,
      summary: 'Courses matching the search parameters: one page, the total count, facets and ranges',
      querystring: searchQuerySchema,
      response: { 200: searchResultSchema, ...errorResponses, 503: { $ref: 'ApiError#' } },
    },
    // Bounded: beyond it 503 with Retry-After; a client that left stops its search (plugins/load-shedding.ts).
    config: { loadShedding: true },
    handler: (request) => searchCourses(db, request.query, { signal: request.clientGone }),
  });

  app.get('/search/suggestCity', {
    schema: {
      tags,
      summary: 'Up to 10 cities for what was typed (from 3 characters): name prefix first, then similar names',
      querystring: suggestCityQuerySchema,
      response: { 200: cityListSchema, ...errorResponses },
    },
    handler: (request) => suggestCities(db, request.query.input),
  });

  app.get('/search/city', {
    schema: { tags, summary: 'Every city, alphabetically', response: { 200: cityListSchema, ...errorResponses } },
    handler: () => listCities(db),
  });

  app.get('/search/city/:id', {
    schema: {
      tags,
      summary: 'One city',
      params: cityParamsSchema,
      response: { 200: citySchema, ...errorResponses },
    },
    handler: (request) => loadCity(db, request.params.id),
  });
};

export default searchRoutes;
