import type { ApiRoutes } from '../api-routes.ts';
import { berlinInstant } from '../../services/berlin-time.ts';
import { shopJobRunner } from '../../services/background-jobs.ts';
import { catalogueToday } from '../../services/catalogue.ts';

/**
 * The demo's movable clock (DEV_CLOCK, demo mode only; services/clock.ts): a browser test sets it to
 * noon (German time) of a later day to see that day's jobs run — an instalment's invoice on its due
 * date — and back to the real time (date null) when it is done. Setting it runs the jobs due at the
 * new time before it answers (and hands their mails to the dispatcher), so the test reads the outcome
 * without waiting for the next round. Never registered in a deployment.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_ROUNDS = 10;

const clockAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['now', 'today', 'moved'],
  properties: {
    now: { type: 'string', description: "The shop's time (ISO)" },
    today: { type: 'string', description: 'Its day in Germany (yyyy-mm-dd)' },
    moved: { type: 'boolean', description: 'Set to another day than the real one' },
    jobsDone: { type: 'integer', description: 'PUT: the jobs that ran at the new time' },
  },
} as const;

const clockRoutes: ApiRoutes = async (app) => {
  const answer = () => {
    const now = app.clock.now();
    return { now: now.toISOString(), today: catalogueToday(now), moved: app.clock.offsetMs() !== 0 };
  };

  app.get('/api/dev/clock', { schema: { tags: ['development'], summary: 'The demo clock', response: { 200: clockAnswer } } }, async () => answer());

  app.put<{ Body: { date: string | null } }>(
    '/api/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary: 'Sets the demo clock to noon (German time) of `date`, or back to the real time (null); runs the jobs then due',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['date'],
          properties: { date: { type: ['string', 'null'], pattern: DAY.source, format: 'date' } },
        },
        response: { 200: clockAnswer },
      },
    },
    async (request) => {
      const { date } = request.body;
      app.clock.setOffsetMs(date === null ? 0 : berlinInstant(date, '12:00').getTime() - Date.now());
      // Rounds until one finds nothing: a job may queue others already due (an order's dated jobs).
      const runner = shopJobRunner(app.db, app.settings, () => app.clock.now(), app.log);
      let jobsDone = 0;
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const { done, failed } = await runner.runDue();
        jobsDone += done;
        if (done + failed === 0) break;
      }
      if (jobsDone > 0) await app.mail.flush();
      return { ...answer(), jobsDone };
    },
  );
};

export default clockRoutes;
