/**
 * Mermaid charts of a machine for docs/flows, labelled in the analyst's words (state meanings, events
 * and guards from flows.json) with the state's code name as small secondary text.
 *
 * Flowcharts, not stateDiagram-v2: a flowchart joins nodes in different subgraphs (and subgraphs
 * themselves) directly, so every arrow starts and ends where the machine's transition does; a state
 * diagram can only join states of one group. A compound state is a subgraph with a small dot before its
 * initial child; a final state has a thick frame.
 *
 * - `machineChart`: the whole machine (small machines).
 * - `overviewChart`: one box per step group (flow-step-groups.ts), the arrows between groups labelled
 *   with the events that cross them.
 * - `groupChart`: the states of one group with every transition into or out of it; the other ends are
 *   double-framed boxes naming their group.
 * Transitions that only run actions, and those of "any state", are not drawn (the page lists them).
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { stateNodes, statePath, type MachineDefinition, type TransitionInfo } from './flow-coverage';
import type { DocTexts } from './flow-doc-texts';
import type { DocWords } from './flow-doc-words';
import type { StepGroup, StepGrouping } from './flow-step-groups';
import type { GuardValueKeys } from '../../machines/guard-words';

export interface ChartContext {
  machine: AnyStateMachine;
  definition: MachineDefinition;
  words: DocWords;
  texts: DocTexts;
  /** Transition id → the guard values it fixes. */
  guardValues: ReadonlyMap<string, GuardValueKeys>;
}

/** A Mermaid id no keyword or edge syntax can take for something else ('end', 'o…', 'x…'). */
const nodeId = (path: string) => `s_${path.replace(/\./g, '__').replace(/[^A-Za-z0-9_]/g, '_')}`;
const groupId = (group: StepGroup) => `g_${group.key}`;
const outsideId = (key: string) => `x_${key.replace(/[^A-Za-z0-9_]/g, '_')}`;

/** Text inside a quoted Mermaid label: quotes and angle brackets as entities, so only our tags are HTML. */
const text = (value: string) => value.replace(/"/g, '#quot;').replace(/</g, '#lt;').replace(/>/g, '#gt;');
const label = (main: string, code?: string) => `"${text(main)}${code ? `<br/><small>${text(code)}</small>` : ''}"`;
/** An arrow's label: the event, and on a second line the condition. */
const arrowLabel = (event: string, condition?: string) => `"${text(event)}${condition ? `<br/>${text(condition)}` : ''}"`;

const STYLES = [
  '  classDef final stroke-width:4px',
  '  classDef init fill:#333,stroke:#333',
  '  classDef outside stroke-dasharray:4 3,fill:#f4f4f4',
];

function edgeLabel(context: ChartContext, transition: TransitionInfo): string {
  const { words, texts, definition } = context;
  const event = words.event(transition.eventType);
  if (!transition.guard) return arrowLabel(event);
  return arrowLabel(event, `${texts.onlyIf}: ${words.guard(definition.id, transition.guard, context.guardValues.get(transition.id))}`);
}

/** Declares a state (a node, or a subgraph with its children) and notes final states for styling. */
function declare(context: ChartContext, node: AnyStateNode, indent: string, lines: string[], finals: string[], inits: string[]): void {
  const path = statePath(node);
  const meaning = context.words.state(context.definition.id, path);
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  if (children.length === 0) {
    lines.push(`${indent}${nodeId(path)}(${label(meaning, path)})`);
    if (node.type === 'final') finals.push(nodeId(path));
    return;
  }
  lines.push(`${indent}subgraph ${nodeId(path)}[${label(meaning, path)}]`);
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial && node.type !== 'parallel') {
    const dot = `${nodeId(path)}__init`;
    lines.push(`${indent}  ${dot}((" ")) --> ${nodeId(statePath(initial))}`);
    inits.push(dot);
  }
  for (const child of children) declare(context, child, `${indent}  `, lines, finals, inits);
  lines.push(`${indent}end`);
}

function styles(finals: string[], inits: string[], outside: string[]): string[] {
  return [
    ...STYLES,
    ...(finals.length ? [`  class ${finals.join(',')} final`] : []),
    ...(inits.length ? [`  class ${inits.join(',')} init`] : []),
    ...(outside.length ? [`  class ${outside.join(',')} outside`] : []),
  ];
}

const drawn = (definition: MachineDefinition) => definition.transitions.filter((t) => t.source !== '' && t.targets.length > 0);

const rootInitial = (machine: AnyStateMachine) => statePath(machine.root.initial!.target![0] as AnyStateNode);

/** The whole machine in one chart. */
export function machineChart(context: ChartContext): string {
  const { machine, definition, texts } = context;
  const lines = ['flowchart TD', `  start((${label(texts.start)})) --> ${nodeId(rootInitial(machine))}`];
  const finals: string[] = [];
  const inits = ['start'];
  for (const child of Object.values(machine.root.states as Record<string, AnyStateNode>)) declare(context, child, '  ', lines, finals, inits);
  for (const t of drawn(definition)) {
    for (const target of t.targets) lines.push(`  ${nodeId(t.source)} -->|${edgeLabel(context, t)}| ${nodeId(target)}`);
  }
  return [...lines, ...styles(finals, inits, [])].join('\n');
}

/** A group's name: its label, or its single root state's meaning. */
export function groupName(context: ChartContext, group: StepGroup): string {
  return group.label?.[context.words.language] ?? context.words.state(context.definition.id, group.roots[0]!);
}

/** Distinct event words, at most `max`, then '…'. */
function eventList(events: string[], max: number): string {
  const distinct = [...new Set(events)];
  return distinct.length <= max ? distinct.join(' / ') : `${distinct.slice(0, max).join(' / ')} / …`;
}

/** One box per step group, frames for the compound states split into groups; hub arrows in words. */
export function overviewChart(context: ChartContext, grouping: StepGrouping): { chart: string; omitted: OmittedArrows[] } {
  const { machine, definition, words, texts } = context;
  const finalPaths = new Set(definition.states.filter((state) => state.type === 'final').map((state) => state.path));
  const endOf = (path: string) => {
    const group = grouping.groupOf(path);
    return group ? groupId(group) : nodeId(path);
  };
  const lines = ['flowchart TD', `  start((${label(texts.start)})) --> ${endOf(rootInitial(machine))}`];
  const finals: string[] = [];
  const box = (group: StepGroup, indent: string) => {
    const count = group.states.length;
    const code = group.roots.length === 1 ? group.roots[0] : undefined;
    const secondary = [code, count > 1 ? texts.stateCount(count) : undefined].filter(Boolean).join(' · ');
    lines.push(`${indent}${groupId(group)}(${label(groupName(context, group), secondary)})`);
    if (group.states.every((path) => finalPaths.has(path))) finals.push(groupId(group));
  };
  const placed = new Set<StepGroup>();
  // Frames, outermost first; a group goes into the innermost frame that holds all its roots.
  const frameOf = (group: StepGroup) =>
    [...grouping.frames].reverse().find((frame) => group.roots.every((root) => root.startsWith(`${frame}.`)));
  const declareFrame = (frame: string, indent: string) => {
    lines.push(`${indent}subgraph ${nodeId(frame)}[${label(words.state(definition.id, frame), frame)}]`);
    for (const group of grouping.groups.filter((g) => frameOf(g) === frame)) {
      box(group, `${indent}  `);
      placed.add(group);
    }
    for (const inner of grouping.frames.filter((f) => f.startsWith(`${frame}.`) && !f.slice(frame.length + 1).includes('.'))) declareFrame(inner, `${indent}  `);
    lines.push(`${indent}end`);
  };
  for (const frame of grouping.frames.filter((f) => !f.includes('.'))) declareFrame(frame, '  ');
  for (const group of grouping.groups) if (!placed.has(group)) box(group, '  ');

  const nameOf = new Map<string, string>([
    ...grouping.groups.map((group) => [groupId(group), groupName(context, group)] as const),
    ...grouping.frames.map((frame) => [nodeId(frame), words.state(definition.id, frame)] as const),
  ]);

  // Arrows between boxes: one per pair, with the events that cross it.
  const arrows = new Map<string, Arrow>();
  for (const t of drawn(definition)) {
    for (const target of t.targets) {
      const from = endOf(t.source);
      const to = endOf(target);
      if (from === to) continue;
      const arrow = arrows.get(`${from} ${to}`) ?? { from, to, events: [], unguarded: false };
      arrow.events.push(words.event(t.eventType));
      arrow.unguarded ||= t.guard === null;
      arrows.set(`${from} ${to}`, arrow);
    }
  }
  const { kept, omitted } = withoutHubs([...arrows.values()], nameOf);
  for (const arrow of kept) lines.push(`  ${arrow.from} -->|${arrowLabel(eventList(arrow.events, 2))}| ${arrow.to}`);
  return { chart: [...lines, ...styles(finals, ['start'], [])].join('\n'), omitted };
}

interface Arrow {
  from: string;
  to: string;
  events: string[];
  /** Whether a transition without guard crosses it (the way taken when no condition holds). */
  unguarded: boolean;
}

/**
 * A box that this many other boxes lead into is a hub (guestOrder's "Bestelltoken abgelaufen" is entered
 * from all seven steps; the main steps from at most five), and so is a box that leads to five or more
 * (resuming can jump to any step; placing the order leads to four).
 */
const HUB_IN = 6;
const HUB_OUT = 5;

/** Arrows left out of the overview, said in words below it. */
export interface OmittedArrows {
  /** 'in': the other boxes lead into the hub; 'out': the hub leads to them. */
  direction: 'in' | 'out';
  hub: string;
  others: { name: string; events: string[] }[];
}

/**
 * A hub's arrows cross the whole overview (every step can end in "Bestelltoken abgelaufen"; resuming
 * can jump to any step) and tangle it, so they are listed in words instead: every arrow into a box
 * that many boxes lead into, and the guarded arrows out of a box that leads to many (its unguarded
 * arrow, the usual way on, stays).
 */
function withoutHubs(arrows: Arrow[], nameOf: ReadonlyMap<string, string>): { kept: Arrow[]; omitted: OmittedArrows[] } {
  const omitted: OmittedArrows[] = [];
  const describe = (direction: 'in' | 'out', hub: string, list: Arrow[]) =>
    omitted.push({
      direction,
      hub: nameOf.get(hub) ?? hub,
      others: list.map((arrow) => ({ name: nameOf.get(direction === 'in' ? arrow.from : arrow.to) ?? '', events: [...new Set(arrow.events)] })),
    });
  let kept = arrows;
  for (const to of [...new Set(arrows.map((arrow) => arrow.to))]) {
    const into = kept.filter((arrow) => arrow.to === to);
    if (into.length < HUB_IN) continue;
    describe('in', to, into);
    kept = kept.filter((arrow) => arrow.to !== to);
  }
  for (const from of [...new Set(kept.map((arrow) => arrow.from))]) {
    const out = kept.filter((arrow) => arrow.from === from);
    const guarded = out.filter((arrow) => !arrow.unguarded);
    if (out.length < HUB_OUT || guarded.length === 0) continue;
    describe('out', from, guarded);
    kept = kept.filter((arrow) => !guarded.includes(arrow));
  }
  return { kept, omitted };
}

/** The states of one group with every transition that enters or leaves it. */
export function groupChart(context: ChartContext, grouping: StepGrouping, group: StepGroup): string {
  const { machine, definition, words, texts } = context;
  const inGroup = (path: string) => group.states.includes(path);
  const lines = ['flowchart TD'];
  const finals: string[] = [];
  const inits: string[] = [];
  if (inGroup(rootInitial(machine))) {
    lines.push(`  start((${label(texts.start)})) --> ${nodeId(rootInitial(machine))}`);
    inits.push('start');
  }
  const byPath = new Map(stateNodes(machine.root).map((node) => [statePath(node), node]));
  for (const root of group.roots) declare(context, byPath.get(root)!, '  ', lines, finals, inits);

  // The other end of a crossing transition: its group, or a frame (a transition of every state inside it).
  const outside = new Map<string, string>();
  const otherEnd = (path: string) => {
    const other = grouping.groupOf(path);
    const key = other ? other.key : `frame_${path}`;
    const name = other ? groupName(context, other) : `${words.state(definition.id, path)} (${texts.fromAnyState})`;
    outside.set(outsideId(key), `  ${outsideId(key)}[[${label(name, other ? undefined : path)}]]`);
    return outsideId(key);
  };
  const edges = new Set<string>();
  for (const t of drawn(definition)) {
    for (const target of t.targets) {
      const fromInside = inGroup(t.source);
      const toInside = inGroup(target);
      if (!fromInside && !toInside) continue;
      const from = fromInside ? nodeId(t.source) : otherEnd(t.source);
      const to = toInside ? nodeId(target) : otherEnd(target);
      edges.add(`  ${from} -->|${edgeLabel(context, t)}| ${to}`);
    }
  }
  return [...lines, ...outside.values(), ...edges, ...styles(finals, inits, [...outside.keys()])].join('\n');
}
