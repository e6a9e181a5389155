/**
 * What the shop's processes cost, read from /proc (Linux): the CPU time and resident memory of the
 * process group `npm start` runs in (npm, tsx and the server's node). Read before and after a steady
 * phase, the CPU time divided by the requests served is the CPU one request costs — the figure the
 * capacity plan counts instances and cores with (docs/capacity.md). The same for the PostgreSQL
 * server's processes (all named postgres on this machine: the benchmark's own cluster).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
const PAGE_BYTES = 4096;

/**
 * Per process that `belongs`: [CPU ticks, rss in pages] — /proc/<pid>/stat fields 2 (command), 5
 * (group), 14–17 (utime, stime, and cutime, cstime: its ended children's, so the backends PostgreSQL's
 * postmaster reaped still count) and 24 (rss).
 */
function processes(belongs: (command: string, groupId: number) => boolean): [number, number][] {
  const found: [number, number][] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!belongs(command, Number(fields[2]))) continue;
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    found.push([ticks, Number(fields[21])]);
  }
  return found;
}

/** CPU milliseconds the group's living processes have used so far. */
export function groupCpuMs(groupId: number): number {
  return (processes((_command, group) => group === groupId).reduce((sum, [ticks]) => sum + ticks, 0) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of the group's processes now, in MiB. */
export function groupRssMiB(groupId: number): number {
  return (processes((_command, group) => group === groupId).reduce((sum, [, pages]) => sum + pages, 0) * PAGE_BYTES) / 2 ** 20;
}

/** CPU milliseconds the machine's living PostgreSQL server processes have used so far. */
export function postgresCpuMs(): number {
  return (processes((command) => command === 'postgres').reduce((sum, [ticks]) => sum + ticks, 0) * 1000) / TICKS_PER_SECOND;
}
