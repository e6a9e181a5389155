/**
 * Mermaid charts of a machine for docs/flows, labelled in the analyst's words (state meanings, events
 * and guards from flows.json) with the state's code name as small secondary text.
 *
 * Flowcharts, not stateDiagram-v2: a state diagram can only join states of one group, so arrows
 * between groups had to be drawn between the wrong boxes; a flowchart joins any two boxes. Compound
 * states are not frames (see Canvas); a final state has a thick border. Each chart is drawn top down
 * or left to right, whichever keeps it narrower (see `direction`).
 *
 * - `machineChart`: the whole machine (small machines).
 * - `overviewChart`: one box per step group (flow-step-groups.ts), the arrows between groups labelled
 *   with the events that cross them.
 * - `groupChart`: the states of one group with every transition into or out of it; the other ends are
 *   dashed boxes naming their group (one box for many steps entering at the same state).
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

/**
 * What a chart collects while states are drawn. Compound states are not drawn as frames (Mermaid lays
 * out arrows that cross a frame badly, and a chart of frames gets several times wider than the page):
 * an arrow into a compound state ends at the dot before its initial state, and a transition of the
 * compound state itself (taken from any state inside) starts at a box saying so. A parallel state
 * would stay a frame per region (no machine has one yet).
 */
interface Canvas {
  lines: string[];
  finals: string[];
  inits: string[];
  /** The "any state in …" boxes drawn so far. */
  anyBoxes: string[];
  /** Compound states drawn unframed. */
  compounds: Set<string>;
  /** Every arrow with the estimated width of its label, and every box's estimated width, to choose the direction. */
  links: Link[];
  widths: Map<string, number>;
}

interface Link {
  from: string;
  to: string;
  width: number;
}

const newCanvas = (): Canvas => ({ lines: [], finals: [], inits: [], anyBoxes: [], compounds: new Set(), links: [], widths: new Map() });

/**
 * About how wide Mermaid draws a text in pixels: its default font is about 7 px a character, and it
 * wraps labels at 200 px.
 */
const textWidth = (...lines: string[]) => Math.min(200, 7 * Math.max(...lines.map((line) => line.length)));
const boxWidth = (...lines: string[]) => textWidth(...lines) + 30;

/** Draws a state and everything below it. */
function drawState(context: ChartContext, canvas: Canvas, node: AnyStateNode): void {
  const path = statePath(node);
  const meaning = context.words.state(context.definition.id, path);
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (children.length === 0) {
    canvas.lines.push(`  ${nodeId(path)}(${label(meaning, path)})`);
    canvas.widths.set(nodeId(path), boxWidth(meaning, path));
    if (node.type === 'final') canvas.finals.push(nodeId(path));
    return;
  }
  if (node.type === 'parallel' || !initial) {
    canvas.lines.push(`  subgraph ${nodeId(path)}[${label(meaning, path)}]`);
    for (const child of children) drawState(context, canvas, child);
    canvas.lines.push('  end');
    return;
  }
  canvas.compounds.add(path);
  const dot = `${nodeId(path)}__init`;
  canvas.inits.push(dot);
  canvas.widths.set(dot, 20);
  for (const child of children) drawState(context, canvas, child);
  link(canvas, `${dot}((" "))`, dot, stateEnd(context, canvas, statePath(initial), 'to'));
}

/** Where an arrow from or to a drawn state starts or ends. */
function stateEnd(context: ChartContext, canvas: Canvas, path: string, as: 'from' | 'to'): string {
  if (!canvas.compounds.has(path)) return nodeId(path);
  if (as === 'to') return `${nodeId(path)}__init`;
  const box = `${nodeId(path)}__any`;
  if (!canvas.anyBoxes.includes(box)) {
    const text = context.texts.anyStateOf(context.words.state(context.definition.id, path));
    canvas.anyBoxes.push(box);
    canvas.lines.push(`  ${box}[${label(text, path)}]`);
    canvas.widths.set(box, boxWidth(text, path));
  }
  return box;
}

/** An arrow; `fromText` is how the start is written (a node declaration or its id). */
function link(canvas: Canvas, fromText: string, from: string, to: string, arrowText = ''): void {
  canvas.lines.push(`  ${fromText} -->${arrowText ? `|${arrowText}|` : ''} ${to}`);
  canvas.links.push({ from, to, width: arrowText ? textWidth(...arrowText.split('<br/>')) + 10 : 0 });
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
  const canvas = newCanvas();
  canvas.inits.push('start');
  canvas.widths.set('start', 40);
  for (const child of Object.values(machine.root.states as Record<string, AnyStateNode>)) drawState(context, canvas, child);
  link(canvas, `start((${label(texts.start)}))`, 'start', stateEnd(context, canvas, rootInitial(machine), 'to'));
  for (const t of drawn(definition)) {
    for (const target of t.targets) {
      const from = stateEnd(context, canvas, t.source, 'from');
      link(canvas, from, from, stateEnd(context, canvas, target, 'to'), edgeLabel(context, t));
    }
  }
  return [`flowchart ${direction(canvas.links, canvas.widths)}`, ...canvas.lines, ...styles(canvas.finals, canvas.inits, canvas.anyBoxes)].join('\n');
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
      const arrow = arrows.get(`${from} ${to}`) ?? { from, to, events: [], unguarded: false, failures: true };
      arrow.events.push(words.event(t.eventType));
      arrow.unguarded ||= t.guard === null;
      arrow.failures &&= t.eventType.startsWith('xstate.error.');
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
  /** Whether only failures of invoked services cross it. */
  failures: boolean;
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
 * can jump to any step) and tangle it, so they are listed in words instead:
 * - every arrow into a box that HUB_IN boxes lead into;
 * - from a box that leads to HUB_OUT boxes, the arrows only failures cross (placing the order sends
 *   each refusal back to its step); and if it still leads to that many (resuming), its guarded arrows
 *   into boxes another arrow already leads into. Its unguarded arrow, the usual way on, stays, and no
 *   box is left without an arrow into it.
 */
function withoutHubs(arrows: Arrow[], nameOf: ReadonlyMap<string, string>): { kept: Arrow[]; omitted: OmittedArrows[] } {
  const omitted: OmittedArrows[] = [];
  const describe = (direction: 'in' | 'out', hub: string, list: Arrow[]) => {
    if (list.length === 0) return;
    omitted.push({
      direction,
      hub: nameOf.get(hub) ?? hub,
      others: list.map((arrow) => ({ name: nameOf.get(direction === 'in' ? arrow.from : arrow.to) ?? '', events: [...new Set(arrow.events)] })),
    });
  };
  let kept = arrows;
  for (const to of [...new Set(arrows.map((arrow) => arrow.to))]) {
    const into = kept.filter((arrow) => arrow.to === to);
    if (into.length < HUB_IN) continue;
    describe('in', to, into);
    kept = kept.filter((arrow) => arrow.to !== to);
  }
  const fanOut = [...new Set(kept.map((arrow) => arrow.from))].filter((from) => kept.filter((arrow) => arrow.from === from).length >= HUB_OUT);
  const dropped = new Map(fanOut.map((from) => [from, kept.filter((arrow) => arrow.from === from && arrow.failures)]));
  kept = kept.filter((arrow) => !dropped.get(arrow.from)?.includes(arrow));
  for (const from of fanOut.filter((hub) => kept.filter((arrow) => arrow.from === hub).length >= HUB_OUT)) {
    for (const arrow of kept.filter((a) => a.from === from && !a.unguarded)) {
      if (!kept.some((other) => other !== arrow && other.to === arrow.to)) continue;
      dropped.get(from)!.push(arrow);
      kept = kept.filter((a) => a !== arrow);
    }
  }
  for (const [from, list] of dropped) describe('out', from, list);
  return { kept, omitted };
}

/** The states of one group with every transition that enters or leaves it; the other ends are boxes naming their group. */
export function groupChart(context: ChartContext, grouping: StepGrouping, group: StepGroup): string {
  const { machine, definition, words, texts } = context;
  const inGroup = (path: string) => group.states.includes(path);
  const canvas = newCanvas();
  const byPath = new Map(stateNodes(machine.root).map((node) => [statePath(node), node]));
  for (const root of group.roots) drawState(context, canvas, byPath.get(root)!);
  if (inGroup(rootInitial(machine))) {
    canvas.inits.push('start');
    canvas.widths.set('start', 40);
    link(canvas, `start((${label(texts.start)}))`, 'start', stateEnd(context, canvas, rootInitial(machine), 'to'));
  }

  // The other end of a crossing transition: its group, or a frame (a transition of every state inside it).
  const outside = new Map<string, { name: string; code?: string }>();
  const otherEnd = (path: string) => {
    const other = grouping.groupOf(path);
    const id = outsideId(other ? other.key : `frame_${path}`);
    outside.set(id, other ? { name: groupName(context, other) } : { name: `${words.state(definition.id, path)} (${texts.fromAnyState})`, code: path });
    return id;
  };
  interface Crossing {
    from: string;
    to: string;
    event: string;
    text: string;
  }
  const crossings: Crossing[] = [];
  for (const t of drawn(definition)) {
    for (const target of t.targets) {
      const fromInside = inGroup(t.source);
      const toInside = inGroup(target);
      if (!fromInside && !toInside) continue;
      const from = fromInside ? stateEnd(context, canvas, t.source, 'from') : otherEnd(t.source);
      const to = toInside ? stateEnd(context, canvas, target, 'to') : otherEnd(target);
      const text = edgeLabel(context, t);
      if (!crossings.some((c) => c.from === from && c.to === to && c.text === text)) crossings.push({ from, to, event: words.event(t.eventType), text });
    }
  }
  // Many steps entering at one state would stand side by side: one box names them all instead.
  const joined = new Map<string, Crossing[]>();
  for (const to of new Set(crossings.map((c) => c.to))) {
    const entering = crossings.filter((c) => c.to === to && outside.has(c.from));
    if (new Set(entering.map((c) => c.from)).size >= JOIN_ENTRIES) joined.set(to, entering);
  }
  const declared = new Set<string>();
  const declareOutside = (id: string) => {
    if (declared.has(id)) return;
    declared.add(id);
    const { name, code } = outside.get(id)!;
    canvas.lines.push(`  ${id}[[${label(name, code)}]]`);
    canvas.widths.set(id, boxWidth(name, code ?? ''));
  };
  for (const crossing of crossings) {
    if (joined.get(crossing.to)?.includes(crossing)) continue;
    for (const end of [crossing.from, crossing.to]) if (outside.has(end)) declareOutside(end);
    link(canvas, crossing.from, crossing.from, crossing.to, crossing.text);
  }
  for (const [to, entering] of joined) {
    const id = `${to}__from`;
    const lines = entering.map((c) => `${outside.get(c.from)!.name}: ${c.event}`);
    declared.add(id);
    canvas.lines.push(`  ${id}[[${`"${lines.map(text).join('<br/>')}"`}]]`);
    canvas.widths.set(id, boxWidth(...lines));
    link(canvas, id, id, to);
  }
  return [
    `flowchart ${direction(canvas.links, canvas.widths)}`,
    ...canvas.lines.filter((line) => !line.includes(' --> ')),
    ...canvas.lines.filter((line) => line.includes(' --> ')),
    ...styles(canvas.finals, canvas.inits, [...declared, ...canvas.anyBoxes]),
  ].join('\n');
}

/** From this many other steps entering at one state on, a single box lists them (with their events). */
const JOIN_ENTRIES = 3;

/** Mermaid's space between boxes of one layer, and between layers. */
const SPACING = 50;

/**
 * Top down or left to right, whichever is estimated narrower. The boxes are put in layers as the layout
 * does, by their distance from the chart's entry points (boxes no arrow leads into; on a cycle without
 * one, the first box). Top down, a layer's boxes (and the labels of the arrows into it) stand side by
 * side; left to right, the layers do, each as wide as its widest box plus its widest arrow label. The
 * widths are estimates (flow-charts' textWidth); `npm run flows:render -- --sizes` shows the real ones.
 */
function direction(links: readonly Link[], widths: ReadonlyMap<string, number>): 'TD' | 'LR' {
  const nodes = [...new Set([...widths.keys(), ...links.flatMap((l) => [l.from, l.to])])];
  const depth = new Map<string, number>();
  const spread = (starts: string[]) => {
    starts.forEach((node) => depth.set(node, 0));
    for (let frontier = starts; frontier.length > 0; ) {
      frontier = frontier.flatMap((node) =>
        links.filter((l) => l.from === node && !depth.has(l.to)).map((l) => (depth.set(l.to, depth.get(node)! + 1), l.to)),
      );
    }
  };
  spread(nodes.filter((node) => !links.some((l) => l.to === node && l.from !== node)));
  for (const node of nodes) if (!depth.has(node)) spread([node]);
  const layers = [...new Set(depth.values())];
  const inLayer = (layer: number) => nodes.filter((node) => depth.get(node) === layer);
  const labelsInto = (layer: number) => links.filter((l) => depth.get(l.to) === layer && depth.get(l.from) !== layer).map((l) => l.width);
  const sum = (values: number[]) => values.reduce((total, value) => total + value + SPACING, 0);
  const topDown = Math.max(...layers.map((layer) => Math.max(sum(inLayer(layer).map((node) => widths.get(node) ?? 0)), sum(labelsInto(layer)))));
  const leftToRight = sum(layers.map((layer) => Math.max(0, ...inLayer(layer).map((node) => widths.get(node) ?? 0)) + Math.max(0, ...labelsInto(layer))));
  return leftToRight < topDown ? 'LR' : 'TD';
}
