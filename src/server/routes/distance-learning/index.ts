/**
 * Terminating a distance-learning contract (issue 26 §3, § 5 FernUSG; rules in services/instalments/).
 * GET /api/customer/distance-learning/{positionId}/termination: what terminating today would do (the
 * contract's last day, the instalments no longer due, one owed in part), or the termination declared.
 * POST the same: terminate (200 with the dates; 409 ALREADY_TERMINATED), with a confirmation mail.
 * Only the buyer's own position of a binding order: anyone else 404. "Today" is the shop's clock.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import { arrayOf, day, id, int, strict } from '../../schemas/primitives.ts';
import { terminateDistanceContract, terminationPreview } from '../../services/instalments/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, ...errorResponses } as const;
const security = [{ bearerAuth: [] }];
const tags = ['customer'];
const params = strict({ positionId: id });
const termination = strict({ declaredOn: day, endsOn: day });

const previewSchema = strict({
  endsOn: day,
  cancelledInstalments: arrayOf(int),
  reducedInstalment: { anyOf: [{ type: 'null' }, strict({ number: int, grossValue: int })] },
  terminated: { anyOf: [{ type: 'null' }, termination] },
});

const distanceLearningRoutes: ApiRoutes = async (app) => {
  const { db } = app;
  const path = '/customer/distance-learning/:positionId/termination';

  app.get(path, {
    preValidation: requireLogin,
    schema: {
      tags, security, params,
      summary: 'What terminating the distance-learning contract today would do, or the termination declared',
      response: { 200: previewSchema, ...errors },
    },
    handler: (request) => terminationPreview(db, request.identity.customerId, request.params.positionId, app.clock.now()),
  });

  app.post(path, {
    preValidation: requireLogin,
    schema: {
      tags, security, params,
      summary: 'Terminate the distance-learning contract (§ 5 FernUSG): later instalments are cancelled; a confirmation mail goes out',
      response: { 200: termination, 409: apiError, ...errors },
    },
    handler: async (request) => {
      const declared = await db.transaction((tx) =>
        terminateDistanceContract(tx, request.identity.customerId, request.params.positionId, app.clock.now()),
      );
      void app.mail.flush();
      return declared;
    },
  });
};

export default distanceLearningRoutes;
