/**
 * `npm run flows:render` — renders every ```mermaid block of docs/flows/**\/*.md with Mermaid's own
 * renderer (node_modules/mermaid/dist/mermaid.min.js, the pinned version) in Debian's Chromium, and exits
 * 1 naming file, block and line of each block that does not parse or render. GitHub and the reviewers'
 * viewers render the same blocks with Mermaid, so a chart that fails here would show as an error there.
 *
 * `--sizes` also prints each chart's natural size in pixels (how wide it wants to be).
 * `--screenshot[=file]` saves the guestOrder overview (the first chart of docs/flows/guestOrder.md) as
 * it shows on a page 1366 px wide, to judge whether it reads without zooming
 * (default /tmp/guestOrder-overview-1366.png); it prints the scale the page shrank it to.
 * `--chart=<file>#<n>` picks another chart for the screenshot, e.g. `--chart=docs/flows/cart.md#2`.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { mermaidBlocks, type MermaidBlock } from './mermaid-blocks';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MERMAID = resolve(ROOT, 'node_modules/mermaid/dist/mermaid.min.js');
const MERMAID_VERSION = (JSON.parse(readFileSync(resolve(ROOT, 'node_modules/mermaid/package.json'), 'utf8')) as { version: string }).version;
const PAGE_WIDTH = 1366;
const screenshotArg = process.argv.find((arg) => arg.startsWith('--screenshot'));
const screenshotFile = screenshotArg?.includes('=') ? screenshotArg.slice(screenshotArg.indexOf('=') + 1) : '/tmp/guestOrder-overview-1366.png';
const showSizes = process.argv.includes('--sizes');
const chartArg = process.argv.find((arg) => arg.startsWith('--chart='))?.slice('--chart='.length) ?? 'docs/flows/guestOrder.md#1';
const [chartFile, chartIndex] = [chartArg.split('#')[0]!, Number(chartArg.split('#')[1] ?? '1')];

interface Rendered {
  error?: string;
  width?: number;
  height?: number;
}

declare global {
  interface Window {
    mermaid: {
      initialize: (config: Record<string, unknown>) => void;
      render: (id: string, code: string) => Promise<{ svg: string }>;
    };
  }
}

const blocks = mermaidBlocks(resolve(ROOT, 'docs/flows'), ROOT);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: PAGE_WIDTH, height: 900 } });
  // A page like a rendered Markdown file: the chart may use the full width less a margin.
  await page.setContent('<!doctype html><html><body style="margin:0;padding:16px;font-family:sans-serif"><div id="chart"></div></body></html>');
  await page.addScriptTag({ path: MERMAID });
  await page.evaluate(() => window.mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' }));

  const render = (block: MermaidBlock, id: string, show: boolean) =>
    page.evaluate(
      async ({ code, id, show }): Promise<Rendered> => {
        try {
          const { svg } = await window.mermaid.render(id, code);
          const holder = document.getElementById('chart')!;
          holder.innerHTML = svg;
          const element = holder.querySelector('svg')!;
          const box = element.viewBox.baseVal;
          if (!show) holder.innerHTML = '';
          return { width: Math.round(box.width), height: Math.round(box.height) };
        } catch (error) {
          document.getElementById(`d${id}`)?.remove();
          return { error: error instanceof Error ? error.message : String(error) };
        }
      },
      { code: block.code, id, show },
    );

  const failures: string[] = [];
  for (const [n, block] of blocks.entries()) {
    const result = await render(block, `chart${n}`, false);
    const where = `${block.file} block ${block.index} (line ${block.line})`;
    if (result.error) failures.push(`${where}: ${result.error.split('\n').slice(0, 6).join('\n  ')}`);
    else if (showSizes) console.log(`${where}: ${result.width} × ${result.height} px`);
  }

  if (screenshotArg) {
    const chosen = blocks.find((block) => block.file === chartFile && block.index === chartIndex);
    if (!chosen) throw new Error(`${chartFile} has no chart ${chartIndex}`);
    const result = await render(chosen, 'shown', true);
    if (result.error) throw new Error(`${chartArg}: ${result.error}`);
    const shown = await page.locator('#chart svg').boundingBox();
    await page.locator('#chart').screenshot({ path: screenshotFile });
    const scale = shown && result.width ? shown.width / result.width : 1;
    console.log(
      `${chartArg}: ${result.width} × ${result.height} px, shown at ${Math.round(scale * 100)} % on a ${PAGE_WIDTH} px page → ${screenshotFile}`,
    );
  }

  if (failures.length > 0) {
    for (const failure of failures) console.error(failure);
    console.error(`${failures.length} of ${blocks.length} Mermaid charts do not render.`);
    process.exitCode = 1;
  } else {
    console.log(`All ${blocks.length} Mermaid charts of docs/flows render (Mermaid ${MERMAID_VERSION}).`);
  }
} finally {
  await browser.close();
}
