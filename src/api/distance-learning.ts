/**
 * Terminating a distance-learning contract (issue 26 §3; contract src/shared/instalments.ts): what a
 * termination today would do, and the termination itself. With the bearer token (src/lib/http.ts).
 */
import { http } from '../lib/http';
import type { DistanceTermination, TerminationPreview } from '../shared/instalments';

const path = (positionId: number) => `customer/distance-learning/${positionId}/termination`;

/** GET /api/customer/distance-learning/{positionId}/termination. */
export function getTerminationPreview(positionId: number): Promise<TerminationPreview> {
  return http.get(path(positionId)).json<TerminationPreview>();
}

/** POST /api/customer/distance-learning/{positionId}/termination. */
export function terminateDistanceContract(positionId: number): Promise<DistanceTermination> {
  return http.post(path(positionId)).json<DistanceTermination>();
}
