/**
 * The Lighthouse section of docs/benchmarks.md: rewritten between its markers by each
 * `npm run lighthouse`, leaving the rest of the file alone.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { machineLine } from './report.ts';

export interface LighthouseRun {
  path: string;
  chromium: string;
  lighthouse: string;
  /** Category id → score 0–100. */
  scores: Record<string, number>;
  /** Audit id → Lighthouse's display value (e.g. '1.2 s'). */
  metrics: Record<string, string>;
  failedAccessibilityAudits: string[];
}

const START = '<!-- lighthouse -->';
const END = '<!-- /lighthouse -->';

function section(run: LighthouseRun, date: string): string {
  const scoreRows = Object.entries(run.scores).map(([category, score]) => `| ${category} | **${score}** |`);
  const metricRows = Object.entries(run.metrics).map(([metric, value]) => `| ${metric} | ${value} |`);
  return [
    START,
    `## Lighthouse on a course page (issue #4) — ${date}`,
    '',
    `\`npm run lighthouse\` (src/server/cli/lighthouse.ts): Lighthouse ${run.lighthouse} in Debian's ${run.chromium}, mobile ` +
      `emulation with simulated throttling, against the production build on the real server (in-memory database), ` +
      `page \`${run.path}\`. ${machineLine()}.`,
    '',
    '| category | score |',
    '|---|---:|',
    ...scoreRows,
    '',
    '| metric | value |',
    '|---|---:|',
    ...metricRows,
    '',
    run.failedAccessibilityAudits.length
      ? `Failed accessibility audits: ${run.failedAccessibilityAudits.join(', ')}.`
      : 'No failed accessibility audit.',
    END,
  ].join('\n');
}

export async function writeLighthouseFigures(path: string, run: LighthouseRun, date = new Date().toISOString().slice(0, 10)): Promise<void> {
  const text = existsSync(path) ? await readFile(path, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const fresh = section(run, date);
  const updated = start >= 0 && end > start ? text.slice(0, start) + fresh + text.slice(end + END.length) : `${text.trimEnd()}\n\n${fresh}\n`;
  await writeFile(path, updated);
}
