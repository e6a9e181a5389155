/**
 * The browser tests' flow coverage (issue 23 §5): every test's browser context gets the sink the shop
 * looks for (src/features/flows-coverage/protocol.ts) — its presence switches the recording on — and
 * after the test, what its pages passed through goes into coverage/flow-e2e/<machineId>.json with the
 * ids of the model-based tests (tests/support/flow-e2e-ids.ts, flow-e2e-merge.ts).
 *
 * A binding, not a read of window.__flowCoverage at the end: the pages send each new state and
 * transition as it happens, so a navigation or a closed page loses nothing the test passed through.
 */
import type { BrowserContext, TestInfo } from '@playwright/test';
import { FLOW_COVERAGE_SINK, type FlowCoverageDelta } from '../../../src/features/flows-coverage/protocol';
import { projectRelative } from '../../support/flow-coverage';
import { coverageFiles } from '../../support/flow-e2e-ids';
import { mergeE2eCoverage } from '../../support/flow-e2e-merge';

export async function recordFlowCoverage(
  context: BrowserContext,
  testInfo: TestInfo,
  use: (context: BrowserContext) => Promise<void>,
) {
  const deltas: FlowCoverageDelta[] = [];
  await context.exposeBinding(FLOW_COVERAGE_SINK, (_source, delta: FlowCoverageDelta) => {
    deltas.push(delta);
  });
  await use(context);
  // A round trip to each open page: the deltas it sent before are delivered first.
  await Promise.all(context.pages().map((page) => page.evaluate(() => 0).catch(() => undefined)));
  await mergeE2eCoverage(coverageFiles(deltas, projectRelative(testInfo.file)));
}
