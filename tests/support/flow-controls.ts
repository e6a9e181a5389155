/**
 * The view and its machine agree (issue 23 §1): in every state a model-based path reaches, the
 * controls the page offers are exactly the user events the machine accepts there — no button that
 * does nothing, no step the shopper could take without a button for it.
 *
 * A control names the events it sends with `data-event="user.retry"` (several separated by spaces) on
 * the button, link, input or select the shopper uses (the attribute also lets QA's browser tests find
 * it). It is offered when it is in the view and usable: not
 * disabled, not aria-disabled, not inside a hidden or inert part. A view that runs a machine of its own
 * inside (the city field in the search box) marks that part `data-machine="citySuggest"`: its controls
 * belong to that machine. The machine accepts a user event
 * when `snapshot.can(event)` holds for one of the model's representative events of that type (so a
 * guard decides with the payloads the model walks).
 *
 * A deliberate difference is written beside the machine (`FlowModel.controls`, ViewControlException)
 * with its reason; it applies to the states it lists, or to all states when it lists none.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ViewControlException } from '../../machines/index';

export const EVENT_ATTRIBUTE = 'data-event';

/**
 * A hidden part is still offered when a usable disclosure button opens it (aria-controls with
 * aria-expanded: the user menu's "Abmelden", the further scopes): the control is one click away.
 */
function collapsed(hidden: Element): boolean {
  if (!hidden.id) return false;
  const toggle = hidden.ownerDocument.querySelector(`[aria-expanded][aria-controls~="${CSS.escape(hidden.id)}"]`);
  return toggle !== null && usable(toggle);
}

function usable(element: Element): boolean {
  if (element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true') return false;
  if (element.closest('[inert], [aria-hidden="true"]') !== null) return false;
  const hidden = element.closest('[hidden]');
  return hidden === null || collapsed(hidden);
}

/** A control inside another machine's part of the page (`data-machine`, e.g. the city field in the search box). */
const ownedByOther = (element: Element, machineId: string): boolean => {
  const owner = element.closest('[data-machine]');
  return owner !== null && owner.getAttribute('data-machine') !== machineId;
};

/** The events the usable controls of `machineId` under `root` send, each once, sorted. */
export function offeredEvents(root: ParentNode, machineId: string): string[] {
  const controls = [...root.querySelectorAll(`[${EVENT_ATTRIBUTE}]`)].filter(
    (control) => usable(control) && !ownedByOther(control, machineId),
  );
  // One control may send several events: the city input types and closes ("user.cityTyped user.closed").
  const events = controls.flatMap((control) => control.getAttribute(EVENT_ATTRIBUTE)!.split(/\s+/));
  return [...new Set(events)].sort();
}

/** The user event types the machine takes in `snapshot` with one of the representative `events`. */
export function acceptedUserEvents(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): string[] {
  const accepted = events
    .filter((event) => event.type.startsWith('user.') && snapshot.can(event))
    .map((event) => event.type);
  return [...new Set(accepted)].sort();
}

const applies = (exception: ViewControlException, snapshot: AnyMachineSnapshot): boolean =>
  (exception.states === undefined || exception.states.some((state) => snapshot.matches(state))) &&
  (exception.when === undefined || exception.when(snapshot));

/** What disagrees, one sentence per event; empty when view and machine agree. */
export function controlMismatches(
  snapshot: AnyMachineSnapshot,
  offered: readonly string[],
  accepted: readonly string[],
  exceptions: readonly ViewControlException[] = [],
): string[] {
  const excused = (event: string, kind: ViewControlException['kind']) =>
    exceptions.some(
      (exception) => exception.event === event && exception.kind === kind && applies(exception, snapshot),
    );
  return [
    ...offered
      .filter((event) => !accepted.includes(event) && !excused(event, 'control without transition'))
      .map((event) => `the view offers a control for ${event}, but the machine does not accept it here`),
    ...accepted
      .filter((event) => !offered.includes(event) && !excused(event, 'no control'))
      .map((event) => `the machine accepts ${event} here, but the view offers no control for it`),
  ];
}
