/**
 * QA's path coverage report (`npm run paths`): per machine of machines/index.ts, what the model-based
 * tests covered in their last run (states, transitions, both outcomes of every guard), how many paths
 * the graph has, and which test ran which path. Written as docs/flows/coverage.json (for tools) and
 * docs/flows/coverage.md (for people). Both depend only on the machines, their models and the
 * tests' reports — no dates — so CI can check they are in step (`npm run paths -- --check`).
 */
import type { FlowEntry, GuardSideException } from '../../machines/index';
import { machineDefinition, type CoverageReport, type PathRecord } from './flow-coverage';
import { countPaths, SIMPLE_PATH_CAP, type PathCounts } from './flow-path-counts';
import { pathName } from './flow-describe';
import { checkInvariants, type InvariantCheck } from './flow-invariant-check';
import { graphGuardOutcomes, guardCoverage, staleGuardExceptions } from './flow-graph-guards';
import { generateFlowPaths } from './flow-paths';

export interface Ratio {
  covered: number;
  total: number;
  missing: string[];
}

export interface MachineCoverage {
  id: string;
  /** The model-based test file; null when it never reported. */
  testFile: string | null;
  states: Ratio;
  transitions: Ratio;
  /**
   * Guarded transitions whose guard the tests saw both hold and fail — on the view's paths (`byView`),
   * with the machine's graph (`byGraph`, tests/support/flow-graph-guards.ts) — or whose other outcome
   * the model says cannot happen (`excused`). `missing` = onlyTrue + onlyFalse + never seen.
   */
  guards: Ratio & { byView: number; byGraph: string[]; excused: GuardSideException[]; onlyTrue: string[]; onlyFalse: string[] };
  paths: PathCounts & { tested: number; generated: number };
  /**
   * What the browser tests (Playwright, the real app) passed through, from the last run that recorded
   * it (tests/support/flow-e2e-coverage.ts); null when none did. The rest is covered with msw only.
   */
  e2e: { states: Ratio; transitions: Ratio; covered: E2eCovered } | null;
  /** The machine's invariants checked on its graph's simple paths, with the bound (null: none stated). */
  invariants: Omit<InvariantCheck, 'machine'> | null;
  /** Every generated path in order, with the test that ran it (null: not run or failed). */
  pathTests: (Pick<PathRecord, 'sentence' | 'reason'> & { name: string; test: string; ran: boolean; states: string[]; transitions: string[] })[];
  /** Why the machine fails the report, or null. */
  problem: string | null;
}

export interface CoverageSummary {
  /** Machines with their problems; the report fails when any machine has one. */
  machines: MachineCoverage[];
}

const ratio = (all: readonly string[], covered: readonly string[]): Ratio => ({
  covered: all.filter((item) => covered.includes(item)).length,
  total: all.length,
  missing: all.filter((item) => !covered.includes(item)),
});

/** What the browser tests passed through: state paths and transition ids. */
export interface E2eCovered {
  states: readonly string[];
  transitions: readonly string[];
}

export function machineCoverage(entry: FlowEntry, report: CoverageReport | null, e2e: E2eCovered | null = null): MachineCoverage {
  const definition = machineDefinition(entry.machine);
  const states = ratio(definition.states.map((s) => s.path), report?.states.covered ?? []);
  const transitions = ratio(definition.transitions.map((t) => t.id), report?.transitions.covered ?? []);
  const guarded = definition.transitions.filter((t) => t.guard !== null).map((t) => t.id);
  const viewGuards = report?.guards ?? { covered: [], onlyTrue: [], onlyFalse: [] };
  const view = { held: new Set([...viewGuards.covered, ...viewGuards.onlyTrue]), failed: new Set([...viewGuards.covered, ...viewGuards.onlyFalse]) };
  const graph = entry.model ? graphGuardOutcomes(entry.machine, entry.model) : { held: new Set<string>(), failed: new Set<string>() };
  const verdict = guardCoverage(guarded, view, graph, entry.model?.guardSides);
  const guards = {
    ...ratio(guarded, [...verdict.byView, ...verdict.byGraph, ...verdict.excused.map((e) => e.transition)]),
    byView: verdict.byView.length,
    byGraph: verdict.byGraph,
    excused: verdict.excused,
    onlyTrue: verdict.onlyTrue,
    onlyFalse: verdict.onlyFalse,
  };
  const staleExceptions = staleGuardExceptions(guarded, entry.model?.guardSides);
  const generated = entry.model ? generateFlowPaths(entry.machine, entry.model) : [];
  const records = new Map((report?.pathRecords ?? []).map((record) => [record.test, record]));
  const pathTests = generated.map((path) => {
    const record = records.get(path.description);
    return {
      name: pathName(path.steps),
      sentence: path.sentence,
      reason: path.reason,
      test: path.description,
      ran: record !== undefined,
      states: record?.states ?? [],
      transitions: record?.transitions ?? [],
    };
  });
  const invariantCheck = entry.model && entry.invariants ? checkInvariants(entry.machine, entry.model, entry.invariants) : null;
  const counts = entry.model ? countPaths(entry.machine, entry.model) : { graphStates: 0, graphEdges: 0, shortest: 0, simple: 0, simpleCapped: false };

  let problem: string | null = null;
  if (!entry.model) problem = 'no model in machines/index.ts';
  else if (!report) problem = `no report: run tests/model/${entry.id}.mbt.test.tsx`;
  else if (states.missing.length > 0 || transitions.missing.length > 0) problem = 'below 100 %';
  else if (guards.missing.length > 0) problem = `${guards.missing.length} guards not seen both ways`;
  else if (staleExceptions.length > 0) problem = `guardSides names no guarded transition: ${staleExceptions.map((e) => e.transition).join('; ')}`;
  else if (!invariantCheck) problem = 'no invariants in machines/index.ts';
  else if (invariantCheck.violations.length > 0) problem = `breaks ${invariantCheck.violations.map((v) => v.invariant).join(', ')}`;
  else if (pathTests.some((path) => !path.ran)) problem = `ran ${report.paths} of ${generated.length} paths: run the model test again`;

  return {
    id: entry.id,
    testFile: report?.file ?? null,
    states,
    transitions,
    guards,
    paths: { ...counts, tested: pathTests.filter((path) => path.ran).length, generated: generated.length },
    e2e: e2e && {
      states: ratio(definition.states.map((s) => s.path), e2e.states),
      transitions: ratio(definition.transitions.map((t) => t.id), e2e.transitions),
      covered: e2e,
    },
    invariants: invariantCheck && {
      invariants: invariantCheck.invariants,
      depth: invariantCheck.depth,
      complete: invariantCheck.complete,
      prefixes: invariantCheck.prefixes,
      violations: invariantCheck.violations,
    },
    pathTests,
    problem,
  };
}

const percent = ({ covered, total }: Ratio) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);
const share = (r: Ratio) => `${r.covered}/${r.total} (${percent(r)} %)`;
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|');
const invariantBound = (check: Omit<InvariantCheck, 'machine'>) =>
  `checked on ${check.complete ? 'every simple path' : `every simple path of up to ${check.depth} steps`} (${check.prefixes.toLocaleString('en')} paths)`;
const invariantCell = (check: Omit<InvariantCheck, 'machine'>) =>
  `${check.invariants.length - new Set(check.violations.map((v) => v.invariant)).size}/${check.invariants.length} hold${check.complete ? '' : ` (≤ ${check.depth} steps)`}`;
const guardWords = (g: MachineCoverage['guards']) => {
  if (g.total === 0) return 'no guards';
  const seen = [`${g.byView} on the view's paths`, `${g.byGraph.length} with the machine's graph`];
  if (g.excused.length > 0) seen.push(`${g.excused.length} with one outcome that cannot happen`);
  const missing = g.missing.length - g.onlyTrue.length - g.onlyFalse.length;
  const unseen = g.missing.length === 0 ? [] : [`not seen both ways: ${g.onlyTrue.length} only true, ${g.onlyFalse.length} only false, ${missing} never`];
  return [...seen, ...unseen].join('; ');
};
const simpleCount = (p: PathCounts) => (p.simpleCapped ? `more than ${SIMPLE_PATH_CAP.toLocaleString('en')}` : p.simple.toLocaleString('en'));

/** The console table of `npm run paths`. */
export function coverageTable(summary: CoverageSummary): string[][] {
  return [
    ['machine', 'states', 'transitions', 'guards (both outcomes)', 'browser: states', 'browser: transitions', 'invariants', 'tested paths', 'shortest', 'simple', 'status'],
    ...summary.machines.map((m) => [
      m.id,
      share(m.states),
      share(m.transitions),
      share(m.guards),
      m.e2e ? share(m.e2e.states) : '–',
      m.e2e ? share(m.e2e.transitions) : '–',
      m.invariants ? invariantCell(m.invariants) : '–',
      `${m.paths.tested}/${m.paths.generated}`,
      String(m.paths.shortest),
      simpleCount(m.paths),
      m.problem ?? 'ok',
    ]),
  ];
}

function machineSection(m: MachineCoverage): string[] {
  const lines = [
    `## ${m.id}`,
    '',
    `Tested by ${m.testFile ? code(m.testFile) : '(no model-based test reported)'} · chart and states: [${m.id}.md](${m.id}.md)`,
    '',
    '| | covered | |',
    '|---|---|---|',
    `| States | ${share(m.states)} | ${m.states.missing.map(code).join(', ') || 'all'} |`,
    `| Transitions | ${share(m.transitions)} | ${m.transitions.missing.map((id) => code(cell(id))).join(', ') || 'all'} |`,
    `| Guarded branches, both outcomes | ${share(m.guards)} | ${guardWords(m.guards)} |`,
    `| In the browser tests: states | ${m.e2e ? share(m.e2e.states) : 'not recorded'} | ${m.e2e ? `only with msw: ${m.e2e.states.missing.map(code).join(', ') || 'none'}` : ''} |`,
    `| In the browser tests: transitions | ${m.e2e ? share(m.e2e.transitions) : 'not recorded'} | ${m.e2e ? `${m.e2e.transitions.missing.length} only with msw (listed in coverage.json)` : ''} |`,
    `| Invariants | ${m.invariants ? `${m.invariants.invariants.length} rules, ${m.invariants.violations.length === 0 ? 'all hold' : `${m.invariants.violations.length} broken`}` : 'none stated'} | ${m.invariants ? `${invariantBound(m.invariants)} ([rules](${m.id}.md))` : ''} |`,
    `| Paths the tests ran | ${m.paths.tested} of ${m.paths.generated} | shortest paths to every state, plus one per transition they miss |`,
    `| Shortest paths in the graph | ${m.paths.shortest} | over ${m.paths.graphStates} graph states and ${m.paths.graphEdges} edges (state × representative event) |`,
    `| Simple paths in the graph | ${simpleCount(m.paths)} | no state visited twice${m.paths.simpleCapped ? '; counting stops at the cap' : ''} |`,
    '',
  ];
  if (m.guards.byGraph.length > 0) {
    lines.push('Guards whose second outcome only the machine\'s graph meets (the view offers no way to it, e.g. a stale event):', '');
    lines.push(...m.guards.byGraph.map((id) => `- ${code(cell(id))}`), '');
  }
  if (m.guards.excused.length > 0) {
    lines.push('Guard outcomes that cannot happen:', '');
    lines.push(...m.guards.excused.map((e) => `- ${code(cell(e.transition))} never ${e.never === 'holds' ? 'holds' : 'fails'}: ${e.reason}`), '');
  }
  if (m.guards.missing.length > 0) {
    lines.push('Guards no test saw both ways (`npm run paths` fails):', '');
    lines.push(...m.guards.onlyTrue.map((id) => `- only true: ${code(cell(id))}`), ...m.guards.onlyFalse.map((id) => `- only false: ${code(cell(id))}`), '');
  }
  lines.push(
    '<details>',
    `<summary>${m.pathTests.length} paths and the test that runs each</summary>`,
    '',
    `The test's name is the path: its last state, then the events in order (\`npx vitest run ${m.testFile ?? `tests/model/${m.id}.mbt.test.tsx`} -t '<name>'\` runs one). The same paths as sentences: [${m.id}.md](${m.id}.md#paths).`,
    '',
    '| # | Test | Why |',
    '|---:|---|---|',
    ...m.pathTests.map(
      (p, index) => `| ${index + 1} | ${p.ran ? code(cell(p.test)) : `not run: ${code(cell(p.test))}`} | ${p.reason === 'state' ? 'reaches a state' : 'takes a transition'} |`,
    ),
    '',
    '</details>',
    '',
  );
  return lines;
}

export function coverageMarkdown(summary: CoverageSummary): string {
  const rows = summary.machines.map(
    (m) =>
      `| [${m.id}](#${m.id.toLowerCase()}) | ${share(m.states)} | ${share(m.transitions)} | ${share(m.guards)} | ${m.e2e ? `${share(m.e2e.states)}, ${share(m.e2e.transitions)}` : '–'} | ${m.invariants ? invariantCell(m.invariants) : '–'} | ${m.paths.tested}/${m.paths.generated} | ${m.paths.shortest} | ${simpleCount(m.paths)} | ${m.problem ?? 'ok'} |`,
  );
  return [
    '# Path coverage',
    '',
    '<!-- Generated by `npm run paths` from machines/ and the model-based tests\' last run — do not edit. -->',
    '',
    'What the model-based tests (`tests/model/<machine>.mbt.test.tsx`) covered of each machine in `machines/`,',
    'from the reports they write when they run. Machine-readable: [coverage.json](coverage.json).',
    '',
    '- **States, transitions**: every state node and every transition definition (each guarded branch of',
    '  an event, delays, invoked actors\' done and error) the tests reached, checked against the real view.',
    '- **Guarded branches, both outcomes**: a guard counts when the tests saw it hold (its transition taken)',
    '  and fail (its event arrived and the guard said no): on the view\'s paths, or on the machine\'s graph',
    '  (every reachable state × every representative event, the graph the invariants are checked on), where',
    '  the outcomes the view cannot produce are met (e.g. a city chosen that was never offered). An outcome',
    '  that cannot happen at all is listed in the model (`guardSides`) with its reason. Gated like states and transitions.',
    '- **Paths**: the tests run the shortest path to every state of the model\'s graph and one more path for',
    '  each transition those miss. *Shortest* and *simple* count the graph\'s paths from the initial state',
    `  (xstate/graph over the model's representative events; simple paths are counted up to ${SIMPLE_PATH_CAP.toLocaleString('en')}).`,
    '',
    '- **Invariants**: the rules each machine states (`machines/<id>.invariants.ts`), checked on every prefix of',
    '  every simple path of its graph; the bound is the longest path length walked whole.',
    '- **Browser tests**: the states and transitions the Playwright tests passed through in the real app',
    '  (recorded through the registry the live view reads); everything else is covered with msw only.',
    '',
    '| Machine | States | Transitions | Guards, both outcomes | Browser tests: states, transitions | Invariants | Tested paths | Shortest | Simple | Status |',
    '|---|---|---|---|---|---|---|---:|---:|---|',
    ...rows,
    '',
    ...summary.machines.flatMap(machineSection),
  ].join('\n');
}

/** The JSON report: everything of the summary, one line per path (readable in a diff, a third of the size). */
export function coverageJson(summary: CoverageSummary): string {
  const pathLines: string[] = [];
  const machines = summary.machines.map(({ pathTests, ...rest }) => ({
    ...rest,
    pathTests: pathTests.map((path) => `@@path:${pathLines.push(JSON.stringify(path)) - 1}@@`),
  }));
  const text = JSON.stringify({ generatedBy: 'npm run paths', simplePathCap: SIMPLE_PATH_CAP, machines }, null, 2);
  return `${text.replace(/"@@path:(\d+)@@"/g, (_, index: string) => pathLines[Number(index)]!)}\n`;
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * docs/flows/paths.csv for QA: one row per generated path — machine, path id, a readable name (under
 * 120 characters), the steps in words, and the test that runs it (file and name, for `vitest -t`).
 */
export function pathsCsv(summary: CoverageSummary): string {
  const rows = [['machine', 'path', 'name', 'steps', 'test file', 'test']];
  for (const m of summary.machines) {
    m.pathTests.forEach((path, index) => {
      rows.push([m.id, `${m.id}-${String(index + 1).padStart(3, '0')}`, path.name, path.sentence, m.testFile ?? '', path.test]);
    });
  }
  return `${rows.map((row) => row.map(csvField).join(',')).join('\n')}\n`;
}
