/**
 * The explorer's shortest paths as CSV for QA (RFC 4180, UTF-8 with a byte order mark so spreadsheet
 * programs read the umlauts): machine, path id, a readable name under 120 characters, the steps in words.
 */
import type { StatePath } from './state-paths';
import { describedStateWords, stateWithCode } from './state-names';
import { eventPhrase, type Words } from './words';

export const CSV_COLUMNS = ['machine', 'pathId', 'name', 'steps'] as const;
/** The readable name stays under this many characters (issue 23 §5). */
export const MAX_NAME_LENGTH = 119;

/** A field quoted when it holds a separator, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function shorten(text: string, max = MAX_NAME_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Stable across runs: the machine and the state the path leads to ('guestOrder:summary.ready'). */
export const pathId = (machineId: string, path: StatePath): string =>
  `${machineId}:${path.state.replace(/ \+ /g, '+')}`;

export interface PathRow {
  machine: string;
  pathId: string;
  name: string;
  steps: string;
}

export function pathRows(machineId: string, paths: readonly StatePath[], words: Words): PathRow[] {
  return paths.map((path) => {
    const target = path.state
      .split(' + ')
      .map((part) => stateWithCode(words, machineId, part))
      .join(' + ');
    const steps = [
      words.t('paths.start'),
      ...path.events.map((event) => eventPhrase(words, event)),
      describedStateWords(words, machineId, path.state),
    ].join(' → ');
    return {
      machine: machineId,
      pathId: pathId(machineId, path),
      name: shorten(words.t('explorer.pathName', { state: target, interpolation: { escapeValue: false } })),
      steps,
    };
  });
}

export function pathsCsv(rows: readonly PathRow[]): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...rows.map((row) => CSV_COLUMNS.map((column) => csvField(row[column])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
