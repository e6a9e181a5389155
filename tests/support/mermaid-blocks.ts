/**
 * The ```mermaid blocks of the Markdown files under a folder, with where each starts, for the render
 * check (mermaid-render-cli.ts). Only fenced blocks opened by exactly ```mermaid count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface MermaidBlock {
  /** Project-relative file, e.g. 'docs/flows/en/cart.md'. */
  file: string;
  /** 1-based number of the block in its file. */
  index: number;
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? markdownFiles(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : []))
    .sort();
}

export function mermaidBlocks(dir: string, root: string): MermaidBlock[] {
  return markdownFiles(dir).flatMap((path) => {
    const lines = readFileSync(path, 'utf8').split('\n');
    const file = relative(root, path).split(sep).join('/');
    const blocks: MermaidBlock[] = [];
    for (let i = 0; i < lines.length; i += 1) {
      if (lines[i]!.trim() !== '```mermaid') continue;
      const end = lines.findIndex((line, j) => j > i && line.trim() === '```');
      if (end === -1) throw new Error(`${file}:${i + 1}: the mermaid block is never closed`);
      blocks.push({ file, index: blocks.length + 1, line: i + 1, code: lines.slice(i + 1, end).join('\n') });
      i = end;
    }
    return blocks;
  });
}
