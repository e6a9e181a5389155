/**
 * Lays a machine's chart (./machine-graph.ts) out with ELK's layered algorithm (elkjs, the layout
 * Stately's own tools use): nested states inside their parents (hierarchy handling INCLUDE_CHILDREN),
 * transitions routed across levels, their labels placed by ELK. Coordinates come back absolute
 * (`elk.json.shapeCoords` / `edgeCoords` ROOT), so the SVG draws them as they are.
 *
 * elkjs (about 450 KiB gzip, in a worker) is loaded only here, and this module only by the explorer's route: the
 * start page never loads it.
 */
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartEdge, MachineChart } from './machine-graph';

/** Text metrics of the drawing (flows.css uses the same sizes). */
export const CHAR_WIDTH = 7;
export const LINE_HEIGHT = 16;
const LABEL_CHAR_WIDTH = 6.2;
const PAD = 10;
/** Room for a parent state's name above its children. */
const TITLE_HEIGHT = 30;
/** The pseudo state that holds the machine's own transitions ("in any state"). */
export const ANY_STATE = '*';

export interface PlacedState {
  path: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  edge: ChartEdge;
  /** Target path of this drawn line (a transition with two targets is drawn twice). */
  target: string;
  points: { x: number; y: number }[];
  label: { text: string; x: number; y: number; width: number; height: number } | null;
}

export interface ChartLayout {
  width: number;
  height: number;
  states: Map<string, PlacedState>;
  edges: PlacedEdge[];
}

export interface StateLine {
  text: string;
  /** name: the state's meaning (or its code name without one); code: the code name under its meaning. */
  kind: 'name' | 'code' | 'detail';
}

export interface StateLineWords {
  invokes: string;
  after: string;
  /** The state's meaning in the analyst's words (./state-names.ts), or null. */
  meaning?: (path: string) => string | null;
}

/** The lines a state's box shows: its meaning and code name, then invoked actors and delays. */
export function stateLines(chart: MachineChart, path: string, words: StateLineWords): StateLine[] {
  const state = chart.states.find((s) => s.path === path);
  if (!state) return [{ text: path, kind: 'name' }];
  const meaning = words.meaning?.(path) ?? null;
  return [
    ...(meaning && meaning !== state.key
      ? [
          { text: meaning, kind: 'name' as const },
          { text: state.key, kind: 'code' as const },
        ]
      : [{ text: state.key, kind: 'name' as const }]),
    ...state.invokes.map((id) => ({ text: `${words.invokes} ${id}`, kind: 'detail' as const })),
    ...state.delays.map((delay) => ({ text: `${words.after} ${delay}`, kind: 'detail' as const })),
  ];
}

const parentOf = (path: string) => (path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '');

/** The innermost state containing both ends ('' = the machine). */
function commonParent(a: string, b: string): string {
  const left = parentOf(a).split('.');
  const right = parentOf(b).split('.');
  const common: string[] = [];
  for (let i = 0; i < Math.min(left.length, right.length) && left[i] === right[i]; i++) common.push(left[i]!);
  return common.filter(Boolean).join('.');
}

const isInside = (inner: string, outer: string) => outer !== '' && inner.startsWith(`${outer}.`);

export interface LayoutWords extends StateLineWords {
  anyState: string;
  edgeLabel: (edge: ChartEdge) => string;
}

export function elkGraph(chart: MachineChart, words: LayoutWords): ElkNode {
  const byPath = new Map(chart.states.map((state) => [state.path, state]));
  const node = (path: string): ElkNode => {
    const state = byPath.get(path)!;
    const lines = stateLines(chart, path, words);
    // + room for the active state's marker before its name, and bold letters a little wider than CHAR_WIDTH.
    const width = Math.max(...lines.map((line) => line.text.length)) * CHAR_WIDTH + 2 * PAD + 18;
    if (state.children.length > 0) {
      return {
        id: path,
        layoutOptions: {
          'elk.padding': `[top=${TITLE_HEIGHT + (lines.length - 1) * LINE_HEIGHT},left=12,bottom=12,right=12]`,
        },
        children: state.children.map(node),
        edges: [],
        width,
      };
    }
    return { id: path, width, height: lines.length * LINE_HEIGHT + 2 * PAD };
  };
  const root: ElkNode = {
    id: '',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    },
    children: byPath.get('')!.children.map(node),
    edges: [],
  };
  const containers = new Map<string, ElkNode>();
  const index = (container: ElkNode) => {
    containers.set(container.id, container);
    container.children?.forEach(index);
  };
  index(root);
  if (chart.edges.some((edge) => edge.source === '')) {
    root.children!.unshift({
      id: ANY_STATE,
      width: words.anyState.length * CHAR_WIDTH + 2 * PAD,
      height: LINE_HEIGHT + 2 * PAD,
    });
  }
  for (const edge of chart.edges) {
    const source = edge.source === '' ? ANY_STATE : edge.source;
    const targets = edge.targets.length > 0 ? edge.targets : [edge.source];
    targets.forEach((target, n) => {
      // ELK does not route an edge between a state and its own descendant: such a line starts at
      // the parent's nearest child instead (the label still says which transition it is).
      const from = isInside(target, source) ? target : source;
      const to = isInside(source, target) ? source : target;
      const container = containers.get(commonParent(from, to)) ?? root;
      const text = words.edgeLabel(edge);
      const label: ElkLabel = {
        id: `${edge.id}-${n}-label`,
        text,
        width: text.length * LABEL_CHAR_WIDTH + 6,
        height: 14,
      };
      (container.edges ??= []).push({
        id: `${edge.id}-${n}`,
        sources: [from],
        targets: [to || from],
        labels: [label],
      } as ElkExtendedEdge);
    });
  }
  return root;
}

interface ElkLike {
  layout(graph: ElkNode): Promise<ElkNode>;
}

let elk: Promise<ElkLike> | null = null;
/**
 * ELK's layout engine (elkjs's elk-worker.min.js, served as a file of its own) in a Web Worker, spoken
 * to with elkjs's message protocol (what its elk-api.js does: `register` the algorithms, then
 * `layout`). The layout runs off the page's thread, and neither elk-api.js nor the bundled build enters
 * the bundle: their CommonJS `require` would add a shim to the runtime chunk every page loads.
 */
function loadElk(): Promise<ElkLike> {
  return (elk ??= import('elkjs/lib/elk-worker.min.js?url')
    .then(({ default: workerUrl }) => {
      const worker = new Worker(workerUrl);
      const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
      let next = 0;
      worker.onmessage = ({ data }: MessageEvent<{ id: number; error?: unknown; data?: unknown }>) => {
        const answer = waiting.get(data.id);
        waiting.delete(data.id);
        if (data.error) answer?.reject(data.error);
        else answer?.resolve(data.data);
      };
      const post = (message: Record<string, unknown>) =>
        new Promise<unknown>((resolve, reject) => {
          const id = next++;
          waiting.set(id, { resolve, reject });
          worker.postMessage({ ...message, id });
        });
      void post({ cmd: 'register', algorithms: ['layered'] });
      return {
        layout: (graph: ElkNode) => post({ cmd: 'layout', graph, layoutOptions: {}, options: {} }) as Promise<ElkNode>,
      };
    })
    .catch((error: unknown) => {
      elk = null;
      throw error;
    }));
}

export async function layoutChart(chart: MachineChart, words: LayoutWords): Promise<ChartLayout> {
  const laid = await (await loadElk()).layout(elkGraph(chart, words));
  const states = new Map<string, PlacedState>();
  const edges: PlacedEdge[] = [];
  const byId = new Map(chart.edges.map((edge) => [edge.id, edge]));
  const visit = (node: ElkNode) => {
    if (node.id !== '') {
      states.set(node.id, {
        path: node.id,
        x: node.x ?? 0,
        y: node.y ?? 0,
        width: node.width ?? 0,
        height: node.height ?? 0,
      });
    }
    for (const placed of node.edges ?? []) {
      const [edgeId] = placed.id.split('-');
      const edge = byId.get(edgeId!);
      const section = placed.sections?.[0];
      if (!edge || !section) continue;
      const label = placed.labels?.[0];
      edges.push({
        edge,
        target: placed.targets[0]!,
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
        label: label
          ? {
              text: label.text ?? '',
              x: label.x ?? 0,
              y: label.y ?? 0,
              width: label.width ?? 0,
              height: label.height ?? 0,
            }
          : null,
      });
    }
    node.children?.forEach(visit);
  };
  visit(laid);
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, edges };
}
