/**
 * The step groups of a large machine: docs/flows draws such a machine as one overview of its groups plus
 * one chart per group, because a single chart of 35 states cannot be read at page width. A group is a
 * set of state subtrees (its roots) that an analyst sees as one step of the flow.
 *
 * By default each top-level state is a group (the order flows' compound states are their steps). The
 * table below groups what the machine itself leaves flat: the order flows' start-up and error states
 * around one step, and the cart's logged-in compound state, whose 13 states are three steps. A compound
 * state that is split into groups (cart's `customer`) is a frame around its groups in the overview.
 * `stepGroups` throws when the table leaves a state out or names one twice, so a new state cannot
 * silently drop out of the charts.
 */
import type { AnyStateMachine } from 'xstate';
import type { MachineDefinition } from './flow-coverage';
import type { DocLanguage } from './flow-doc-texts';

/** Machines with more states get an overview and charts per group; smaller ones one chart unless the table groups them. */
export const LARGE_MACHINE_STATES = 15;

interface GroupSpec {
  key: string;
  /** Null: the group is named by its single root state's meaning. */
  label: Record<DocLanguage, string> | null;
  roots: string[];
}

const GROUPS: Record<string, GroupSpec[]> = {
  guestOrder: [
    { key: 'start', label: { de: 'Start und Fortsetzen', en: 'Start and resume' }, roots: ['resuming', 'resumeFailed'] },
    { key: 'guest', label: null, roots: ['guest'] },
    { key: 'participants', label: null, roots: ['participants'] },
    { key: 'summary', label: null, roots: ['summary'] },
    { key: 'ordering', label: null, roots: ['ordering'] },
    { key: 'fileUpload', label: null, roots: ['fileUpload'] },
    { key: 'paymentSelection', label: null, roots: ['paymentSelection'] },
    { key: 'payment', label: null, roots: ['payment'] },
    { key: 'complete', label: null, roots: ['complete'] },
    { key: 'expired', label: null, roots: ['expired'] },
  ],
  customerOrder: [
    { key: 'start', label: { de: 'Laden und Fortsetzen', en: 'Load and resume' }, roots: ['loading', 'loadFailed'] },
    { key: 'customer', label: null, roots: ['customer'] },
    { key: 'participants', label: null, roots: ['participants'] },
    { key: 'fileUpload', label: null, roots: ['fileUpload'] },
    { key: 'paymentSelection', label: null, roots: ['paymentSelection'] },
    { key: 'summary', label: null, roots: ['summary'] },
    { key: 'ordering', label: { de: 'Bestellen', en: 'Placing the order' }, roots: ['placing', 'placeFailed', 'fullyBooked'] },
    { key: 'payment', label: null, roots: ['payment'] },
    { key: 'orderComplete', label: null, roots: ['orderComplete'] },
    { key: 'evaluation', label: null, roots: ['evaluation'] },
    { key: 'sessionExpired', label: null, roots: ['sessionExpired'] },
    { key: 'cartEmpty', label: null, roots: ['cartEmpty'] },
  ],
  // 14 states only, but a chart of them is 3,300 px wide: its sign-in and sign-out round trips fan out.
  login: [
    { key: 'start', label: { de: 'Gespeicherte Anmeldung', en: 'Stored sign-in' }, roots: ['restoring', 'silentLogin'] },
    { key: 'loggedOut', label: null, roots: ['loggedOut'] },
    { key: 'signingIn', label: { de: 'Anmelden beim Anbieter', en: 'Signing in at the provider' }, roots: ['redirecting', 'completingLogin'] },
    { key: 'loggedIn', label: null, roots: ['loggedIn'] },
    { key: 'signingOut', label: { de: 'Abmelden', en: 'Signing out' }, roots: ['leaving', 'loggingOut'] },
  ],
  cart: [
    { key: 'guest', label: null, roots: ['guest'] },
    {
      key: 'customerLoading',
      label: { de: 'Kundenwarenkorb laden', en: 'Loading the customer cart' },
      roots: ['customer.arriving', 'customer.merging', 'customer.loading', 'customer.failed'],
    },
    { key: 'customerReady', label: null, roots: ['customer.ready'] },
    {
      key: 'customerChanging',
      label: { de: 'Ändern und Prüfen', en: 'Changing and validating' },
      roots: ['customer.adding', 'customer.updating', 'customer.validating', 'customer.checking'],
    },
  ],
};

export interface StepGroup {
  key: string;
  label: Record<DocLanguage, string> | null;
  roots: string[];
  /** Every state path of the group: its roots and their descendants, in definition order. */
  states: string[];
}

export interface StepGrouping {
  groups: StepGroup[];
  /** Compound states split into groups, drawn as frames around them (in definition order). */
  frames: string[];
  /** The group of a state path, or undefined for a frame. */
  groupOf: (path: string) => StepGroup | undefined;
}

const within = (path: string, root: string) => path === root || path.startsWith(`${root}.`);

/** The machine's step groups, or null when it is small enough for one chart (and the table has none for it). */
export function stepGroups(machine: AnyStateMachine, definition: MachineDefinition): StepGrouping | null {
  if (definition.states.length <= LARGE_MACHINE_STATES && !GROUPS[machine.id]) return null;
  const paths = definition.states.map((state) => state.path);
  const specs = GROUPS[machine.id] ?? paths.filter((path) => !path.includes('.')).map((path) => ({ key: path, label: null, roots: [path] }));
  const groups = specs.map((spec) => ({ ...spec, states: paths.filter((path) => spec.roots.some((root) => within(path, root))) }));
  const frames = paths.filter((path) => !groups.some((group) => group.states.includes(path)));
  const problems = [
    ...paths.filter((path) => groups.filter((group) => group.states.includes(path)).length > 1).map((path) => `'${path}' is in two groups`),
    ...frames.filter((frame) => !groups.some((group) => group.roots.some((root) => within(root, frame)))).map((path) => `'${path}' is in no group`),
    ...specs.flatMap((spec) => spec.roots.filter((root) => !paths.includes(root)).map((root) => `group '${spec.key}' names '${root}', which does not exist`)),
  ];
  if (problems.length > 0) throw new Error(`tests/support/flow-step-groups.ts, ${machine.id}: ${problems.join('; ')}`);
  const byPath = new Map(groups.flatMap((group) => group.states.map((path) => [path, group] as const)));
  return { groups, frames, groupOf: (path) => byPath.get(path) };
}
