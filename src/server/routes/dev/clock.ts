import type { ApiRoutes } from '../api-routes.ts';
import { catalogueToday } from '../../services/catalogue.ts';

/**
 * The demo's movable clock (DEV_CLOCK, demo mode only; services/clock.ts): a browser test moves it
 * forward by whole days to see the jobs of a later day run (an instalment's invoice on its due date),
 * and back to 0 when it is done. Never registered in a deployment.
 */
const MAX_DAYS = 3660;

const clockAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['offsetDays', 'now', 'today'],
  properties: { offsetDays: { type: 'integer' }, now: { type: 'string' }, today: { type: 'string' } },
} as const;

const clockRoutes: ApiRoutes = async (app) => {
  const answer = () => {
    const now = app.clock.now();
    return { offsetDays: Math.round(app.clock.offsetMs() / 86_400_000), now: now.toISOString(), today: catalogueToday(now) };
  };

  app.get('/api/dev/clock', { schema: { tags: ['development'], summary: 'The demo clock', response: { 200: clockAnswer } } }, async () => answer());

  app.put<{ Body: { offsetDays: number } }>(
    '/api/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: 'Moves the demo clock to the real time plus offsetDays (0: back to the real time)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['offsetDays'],
          properties: { offsetDays: { type: 'integer', minimum: 0, maximum: MAX_DAYS } },
        },
        response: { 200: clockAnswer },
      },
    },
    async (request) => {
      app.clock.setOffsetMs(request.body.offsetDays * 86_400_000);
      return answer();
    },
  );
};

export default clockRoutes;
