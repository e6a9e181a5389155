/**
 * docs/flows/mutation.md from Stryker's JSON reports (issue 23 §4): per machine the mutants killed,
 * survived, not covered and timed out, the score, and every survivor with its place and mutation.
 *
 * Each machine's report is the incremental file of its last run (.stryker/incremental/<machine>.json,
 * .config/stryker.config.mjs): Stryker writes its whole JSON report (mutation-testing-report-schema)
 * there, so a run of one machine leaves the others' figures as they were.
 */
import { existsSync, readFileSync } from 'node:fs';

export type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

interface Position {
  line: number;
  column: number;
}

export interface MutantResult {
  id: string;
  mutatorName: string;
  replacement?: string;
  location: { start: Position; end: Position };
  status: MutantStatus;
  statusReason?: string;
  static?: boolean;
}

/** The part of Stryker's JSON report (mutation-testing-report-schema) the page reads. */
export interface StrykerReport {
  files: Record<string, { source: string; mutants: MutantResult[] }>;
  /** The tests the run used, with their source when Stryker had it. */
  testFiles?: Record<string, { source?: string }>;
}

/**
 * How a machine's committed result relates to the code as it is now (`npm run mutation -- --check`):
 * `code` lists the mutated files that changed or are missing from the result (the score speaks of
 * other code: stale), `tests` the test files the run used that changed since (the score may have
 * moved either way; reported, not failed: a test edit must not force a mutation run).
 */
export function staleness(expectedFiles: readonly string[], report: StrykerReport, read: (file: string) => string | null): { code: string[]; tests: string[] } {
  const code = expectedFiles.filter((file) => report.files[file] === undefined || report.files[file]!.source !== read(file));
  const tests = Object.entries(report.testFiles ?? {})
    .filter(([file, test]) => file !== '' && test.source !== undefined && test.source !== read(file))
    .map(([file]) => file);
  return { code, tests };
}

/** Where each machine's report is kept. */
export const reportFile = (machine: string) => `.stryker/incremental/${machine}.json`;

/** The score every machine must reach (issue 23 §4). */
export const REQUIRED_SCORE = 90;

export interface Survivor {
  file: string;
  line: number;
  mutator: string;
  original: string;
  replacement: string;
  status: 'Survived' | 'NoCoverage';
  /** The source line the mutant starts on (to match a note). */
  sourceLine: string;
}

/**
 * Why a known survivor survives (.config/mutation-notes.json): matched by file, the text of the line
 * it starts on (not its number, so a note outlives edits above it), and optionally the mutator, the
 * mutated code and the replacement.
 */
export interface SurvivorNote {
  /** The mutated file; without it the note holds in every file. */
  file?: string;
  line: string;
  mutator?: string;
  /** The mutated code itself. */
  code?: string;
  replacement?: string;
  why: string;
}

export const noteFor = (survivor: Survivor, notes: readonly SurvivorNote[]) =>
  notes.find(
    (note) =>
      (note.file === undefined || note.file === survivor.file) &&
      survivor.sourceLine.includes(note.line) &&
      (note.mutator === undefined || note.mutator === survivor.mutator) &&
      (note.code === undefined || note.code === survivor.original) &&
      (note.replacement === undefined || note.replacement === survivor.replacement),
  )?.why ?? null;

export interface MachineFigures {
  machine: string;
  files: string[];
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  /** Mutants that broke the code before a test could judge them (not counted). */
  errors: number;
  /** Left out of mutation with a reason (.config/stryker.config.mjs; not counted). */
  ignored: number;
  /** Percent of the counted mutants the tests detect (killed or timed out), as Stryker scores. */
  score: number;
  survivors: Survivor[];
}

/** The text a mutant replaced: the source between its start and end (lines and columns from 1). */
function originalText(source: string, { start, end }: MutantResult['location']): string {
  const lines = source.split('\n');
  if (start.line === end.line) return lines[start.line - 1]?.slice(start.column - 1, end.column - 1) ?? '';
  return [lines[start.line - 1]?.slice(start.column - 1), ...lines.slice(start.line, end.line - 1), lines[end.line - 1]?.slice(0, end.column - 1)].join('\n');
}

export function figuresOf(machine: string, report: StrykerReport): MachineFigures {
  const all = Object.entries(report.files).flatMap(([file, { source, mutants }]) => mutants.map((mutant) => ({ file, source, mutant })));
  const count = (...statuses: MutantStatus[]) => all.filter(({ mutant }) => statuses.includes(mutant.status)).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const counted = killed + timeout + survived + noCoverage;
  return {
    machine,
    files: Object.keys(report.files).sort(),
    killed,
    survived,
    noCoverage,
    timeout,
    errors: count('CompileError', 'RuntimeError'),
    ignored: count('Ignored'),
    score: counted === 0 ? 100 : (100 * (killed + timeout)) / counted,
    survivors: all
      .filter(({ mutant }) => mutant.status === 'Survived' || mutant.status === 'NoCoverage')
      .map(({ file, source, mutant }) => ({
        file,
        line: mutant.location.start.line,
        mutator: mutant.mutatorName,
        original: originalText(source, mutant.location),
        replacement: mutant.replacement ?? '',
        status: mutant.status as Survivor['status'],
        sourceLine: source.split('\n')[mutant.location.start.line - 1] ?? '',
      }))
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
  };
}

/** Each machine's figures from its last run; null for a machine not mutated yet. */
export function readFigures(machines: readonly string[]): Map<string, MachineFigures | null> {
  return new Map(
    machines.map((machine) => {
      const file = reportFile(machine);
      return [machine, existsSync(file) ? figuresOf(machine, JSON.parse(readFileSync(file, 'utf8')) as StrykerReport) : null];
    }),
  );
}

/** One line of code for a table cell: whitespace collapsed, shortened, pipes escaped. */
function cell(code: string, max = 70): string {
  const flat = code.replace(/\s+/g, ' ').trim();
  const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  return short === '' ? '(empty)' : `\`${short.replace(/\|/g, '\\|').replace(/`/g, "'")}\``;
}

const percent = (score: number) => `${score.toFixed(1)} %`;

export interface RunTime {
  /** Seconds of the machine's last run. */
  seconds: number;
  /** When it ran (ISO date). */
  at: string;
}

export function mutationPage(
  figures: Map<string, MachineFigures | null>,
  runTimes: Record<string, RunTime> = {},
  notes: readonly SurvivorNote[] = [],
): string {
  const rows = [...figures].map(([machine, f]) => {
    const time = runTimes[machine] ? `${Math.round(runTimes[machine].seconds / 60)} min` : '–';
    if (!f) return `| ${machine} | – | – | – | – | – | – | not run yet | ${time} |`;
    const verdict = f.score >= REQUIRED_SCORE ? '✓' : `✗ (< ${REQUIRED_SCORE} %)`;
    return `| ${machine} | ${f.killed} | ${f.survived} | ${f.noCoverage} | ${f.timeout} | ${f.ignored} | ${percent(f.score)} | ${verdict} | ${time} |`;
  });
  const sections = [...figures].flatMap(([machine, f]) => {
    if (!f) return [`## ${machine}`, '', 'Not mutated yet: `npm run mutation -- ' + machine + '`.', ''];
    const head = [
      `## ${machine}`,
      '',
      `Mutated: ${f.files.map((file) => `\`${file}\``).join(', ')}. ` +
        `${f.killed} killed, ${f.timeout} timed out, ${f.survived} survived, ${f.noCoverage} not covered` +
        `${f.errors > 0 ? `, ${f.errors} broke the code (not counted)` : ''}, ${f.ignored} ignored: ${percent(f.score)}.`,
      '',
    ];
    if (f.survivors.length === 0) return [...head, 'No surviving mutant.', ''];
    return [
      ...head,
      '| Place | Mutator | Code | Mutated to | | Why it survives |',
      '|---|---|---|---|---|---|',
      ...f.survivors.map(
        (s) =>
          `| ${s.file}:${s.line} | ${s.mutator} | ${cell(s.original)} | ${cell(s.replacement)} | ${s.status === 'NoCoverage' ? 'not covered' : 'survived'} | ` +
          `${(noteFor(s, notes) ?? 'not explained yet: a test of this behaviour is missing, or a note in .config/mutation-notes.json').replace(/\|/g, '\\|')} |`,
      ),
      '',
    ];
  });
  return [
    '# Mutationstests der Abläufe / Mutation testing of the flows',
    '',
    'Generated by `npm run mutation` (tests/support/mutation-cli.ts) from Stryker\'s reports in .stryker/incremental/; do not edit.',
    '',
    'Stryker changes one small piece of a machine at a time (a guard, a target, a condition, a value) and',
    'runs the machine\'s fast tests (tests/machines, tests/lib) against it: a test that fails **kills** the',
    'mutant; a mutant that passes every test **survived** — a change of the flow no test notices. **Not covered**:',
    'no test reaches the code. The score is (killed + timed out) / (killed + timed out + survived + not covered);',
    `every machine must reach ${REQUIRED_SCORE} %. Ignored (not counted): \`description:\` texts, which only describe a`,
    'state for the docs and the explorer (reason in .config/stryker.config.mjs). Why a mutant survives: .config/mutation-notes.json',
    '(equivalent mutants — the change cannot alter what the flow does — and code no flow reaches).',
    '',
    '| Machine | Killed | Survived | Not covered | Timed out | Ignored | Score | ≥ 90 % | Last run |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...sections,
  ].join('\n');
}
