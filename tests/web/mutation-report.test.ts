/**
 * The mutation figures and the CI check of the committed results (tests/support/mutation-report.ts).
 */
import { describe, expect, it } from 'vitest';
import { figuresOf, staleness, type MutantResult, type StrykerReport } from '../support/mutation-report';

const source = "const open = (code) => code === '1234';\n";
const mutant = (id: string, status: MutantResult['status'], replacement = 'true'): MutantResult => ({
  id,
  mutatorName: 'ConditionalExpression',
  replacement,
  location: { start: { line: 1, column: 24 }, end: { line: 1, column: 39 } },
  status,
});

const report: StrykerReport = {
  files: { 'machines/door.ts': { source, mutants: [mutant('1', 'Killed'), mutant('2', 'Timeout'), mutant('3', 'Survived', 'false'), mutant('4', 'Ignored')] } },
  testFiles: { 'tests/machines/door.test.ts': { source: 'it()' }, '': {} },
};

describe('mutation figures', () => {
  it('scores killed and timed out over all counted mutants, leaving the ignored out, and names each survivor with its code', () => {
    const figures = figuresOf('door', report);
    expect(figures).toMatchObject({ killed: 1, timeout: 1, survived: 1, ignored: 1 });
    expect(figures.score).toBeCloseTo(66.7, 1);
    expect(figures.survivors).toEqual([expect.objectContaining({ file: 'machines/door.ts', line: 1, original: "code === '1234'", replacement: 'false' })]);
  });
});

describe('staleness of a committed result', () => {
  const files: Record<string, string> = { 'machines/door.ts': source, 'tests/machines/door.test.ts': 'it()' };
  const read = (file: string) => files[file] ?? null;

  it('is fresh when the mutated code and the tests are as the run saw them', () => {
    expect(staleness(['machines/door.ts'], report, read)).toEqual({ code: [], tests: [] });
  });

  it('names mutated code that changed or that the run never saw, and tests that changed or were deleted', () => {
    const changed: Record<string, string> = { ...files, 'machines/door.ts': `${source}// more\n`, 'tests/machines/door.test.ts': 'it(); it()' };
    expect(staleness(['machines/door.ts', 'machines/door-rules.ts'], report, (file) => changed[file] ?? null)).toEqual({
      code: ['machines/door.ts', 'machines/door-rules.ts'],
      tests: ['tests/machines/door.test.ts'],
    });
    expect(staleness([], report, (file) => (file === 'tests/machines/door.test.ts' ? null : read(file))).tests).toEqual(['tests/machines/door.test.ts']);
  });
});
