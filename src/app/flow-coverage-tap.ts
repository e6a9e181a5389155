/**
 * Taps the running machines for the browser tests' flow coverage (issue 23 §5), only when a browser
 * test asks for it (its sink on window, src/features/flows-coverage/protocol.ts); for a shopper this
 * is the look at one window property.
 *
 * It watches what the live view watches — the global actors and the system's list of running flows
 * (./running-flows.ts) — through xstate's inspection API: each '@xstate.microstep' of an actor carries
 * the transitions it took and the snapshot after them. Tapped before the global actors start, and a
 * flow as it is announced, so their first steps count too. The recorder comes in a chunk of its own;
 * the steps before it arrives wait.
 */
import type { AnyActorRef, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { flowCoverageSink } from '../features/flows-coverage/protocol';
import type { FlowStep, FlowStepRecorder } from '../features/flows-coverage/recorder';
import type { RunningFlow, RunningFlows } from './running-flows';

export function tapFlowCoverage(global: readonly RunningFlow[], flows: RunningFlows): void {
  const sink = flowCoverageSink();
  if (!sink) return;
  const waiting: FlowStep[] = [];
  let record: FlowStepRecorder = (step) => waiting.push(step);
  // A flow announced again (React's strict mode mounts twice in development) is tapped once.
  const tapped = new WeakSet<AnyActorRef>();
  const tap = ({ machineId, actor }: RunningFlow) => {
    if (tapped.has(actor)) return;
    tapped.add(actor);
    // The state it is in already: a flow may start from a stored snapshot, without a step.
    record({ machineId, snapshot: actor.getSnapshot() as AnyMachineSnapshot, transitions: [] });
    // Each actor of the shop is the root of its own system; its invoked promises are not watched.
    actor.system.inspect((event: InspectionEvent) => {
      if (event.type !== '@xstate.microstep' || event.actorRef !== actor) return;
      record({ machineId, snapshot: event.snapshot as AnyMachineSnapshot, transitions: event._transitions });
    });
  };
  global.forEach(tap);
  flows.list().forEach(tap);
  flows.subscribe(() => flows.list().forEach(tap));
  void import('../features/flows-coverage/recorder').then(({ flowCoverageRecorder }) => {
    record = flowCoverageRecorder(sink);
    waiting.splice(0).forEach(record);
  });
}
