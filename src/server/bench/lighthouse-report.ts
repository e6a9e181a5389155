/**
 * The Lighthouse section of docs/benchmarks.md: rewritten between its markers by each
 * `npm run lighthouse`, leaving the rest of the file alone. With `--before <ref>` the table shows
 * that commit's figures next to this checkout's, from the same run on the same machine.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { Metric, PageFigures, TargetFigures } from './lighthouse-pages.ts';
import { machineLine } from './report.ts';

const START = '<!-- lighthouse -->';
const END = '<!-- /lighthouse -->';

const METRIC_LABELS: Record<Metric, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

function metricValue(metric: Metric, value: number): string {
  if (Number.isNaN(value)) return '–';
  if (metric === 'cumulative-layout-shift') return value.toFixed(3);
  if (metric === 'total-blocking-time') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1)} s`;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function pageRow(label: string, figures: PageFigures): string {
  const { scores, metrics } = figures;
  const cells = [
    figures.page, label, `**${scores.performance}**`, String(scores.accessibility), String(scores['best-practices']), String(scores.seo),
    ...(Object.keys(METRIC_LABELS) as Metric[]).map((metric) => metricValue(metric, metrics[metric])),
  ];
  return `| ${cells.join(' | ')} |`;
}

export interface LighthouseReport {
  runs: number;
  /** The figures of each --before commit, first, then this checkout's. */
  targets: TargetFigures[];
  /** Load average (1 min) when the run started and ended. */
  load: [number, number];
}

export function section({ runs, targets, load }: LighthouseReport, date: string): string {
  const [latest] = targets.slice(-1);
  const header = ['page', 'build', 'performance', 'accessibility', 'best practices', 'SEO', ...Object.values(METRIC_LABELS)];
  const rows = latest!.pages.flatMap((page) =>
    targets.map((target) => pageRow(target.label, target.pages.find((candidate) => candidate.page === page.page) ?? page)),
  );
  const failed = targets.flatMap((target) =>
    target.pages.filter((page) => page.failedAccessibilityAudits.length).map((page) => `${target.label}, ${page.page}: ${page.failedAccessibilityAudits.join(', ')}`),
  );
  return [
    START,
    `## Lighthouse and start-page JavaScript (issue 10 §2) — ${date}`,
    '',
    `\`npm run lighthouse${targets.length > 1 ? ` -- ${targets.slice(0, -1).map((target) => `--before ${target.label}`).join(' ')}` : ''}\` (src/server/cli/lighthouse.ts): Lighthouse ${latest!.lighthouse} in Debian's ` +
      `${latest!.chromium}, mobile emulation with simulated throttling, against the production build on each build's own server ` +
      `(in-memory demo database). Median of ${runs} runs per page. ${machineLine()}; load average ${load[0].toFixed(1)} at the start, ` +
      `${load[1].toFixed(1)} at the end (other work on the machine makes TBT noisy).`,
    '',
    '| build | start-page JavaScript, first screen (`npm run budget`) | every script the start page loaded in Lighthouse |',
    '|---|---:|---:|',
    ...targets.map((target) => `| ${target.label} | **${kilobytes(target.firstScreenScriptBytes)}** | ${kilobytes(target.startPageScriptBytes)} |`),
    '',
    'gzip -9 bytes. First screen: the start script (src/paint-first.ts), React\'s chunk, the entry, its imports (index.html\'s modulepreloads) and the search box (a lazy chunk in older builds), from the ' +
      'build\'s manifest (src/build/start-page-budget.ts; tests/e2e/start-paint.e2e.ts checks a phone loads nothing else for it).',
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, index) => (index < 2 ? '---' : '---:')).join('|')}|`,
    ...rows,
    '',
    `Pages: ${latest!.pages.map((page) => `${page.page} \`${page.path}\``).join(', ')} (the cart and the guest checkout: the course's first date, put there before each run with the course page's add button, as a visitor does).`,
    '',
    failed.length ? `Failed accessibility audits: ${failed.join('; ')}.` : 'No failed accessibility audit.',
    END,
  ].join('\n');
}

export async function writeLighthouseFigures(path: string, report: LighthouseReport, date = new Date().toISOString().slice(0, 10)): Promise<void> {
  const text = existsSync(path) ? await readFile(path, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const fresh = section(report, date);
  const updated = start >= 0 && end > start ? text.slice(0, start) + fresh + text.slice(end + END.length) : `${text.trimEnd()}\n\n${fresh}\n`;
  await writeFile(path, updated);
}
