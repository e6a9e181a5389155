/**
 * What the browser tests and the page say to each other about flow coverage (issue 23 §5). Only the
 * tap (src/app/flow-coverage-tap.ts) and the tests use its values: the lazily loaded recorder takes
 * the sink from the tap, so its chunk and the composition root's import nothing from each other. Only a
 * Playwright context exposes the sink (tests/e2e/support/flow-coverage-fixture.ts,
 * `context.exposeBinding`): its presence is the switch, so no address or stored value a shopper
 * could carry turns the recording on.
 */

/** Newly seen keys of one machine (./flow-keys.ts) in one document. */
export interface FlowCoverageDelta {
  machineId: string;
  states: string[];
  transitions: string[];
}

/** What one document has recorded so far, per machine (keys, not ids). */
export type FlowCoverageRecords = Record<string, { states: string[]; transitions: string[] }>;

/** The test's function the page hands each delta to; a binding, so it outlives a navigation. */
export const FLOW_COVERAGE_SINK = '__flowCoverageSink';

export type FlowCoverageSink = (delta: FlowCoverageDelta) => Promise<void>;

/** The sink, when a browser test exposed one. */
export function flowCoverageSink(): FlowCoverageSink | null {
  const sink = (window as unknown as Record<string, unknown>)[FLOW_COVERAGE_SINK];
  return typeof sink === 'function' ? (sink as FlowCoverageSink) : null;
}
