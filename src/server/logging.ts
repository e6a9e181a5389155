/**
 * How the server logs. Deployments write pino's JSON lines: what log collectors read. The demo
 * (`npm start` without DATABASE_URL and without an operator's NODE_ENV=production, see config.ts) is
 * read by a person on a console, so there every event is one short line — time, level, message and its
 * fields — and the two lines per request come only at LOG_LEVEL=debug (or trace): the console shows
 * what the shop does, not every file the browser fetched. LOG_FORMAT=json|pretty overrides the choice.
 */
import { LogController, type FastifyServerOptions } from 'fastify';

export type LogFormat = 'json' | 'pretty';

export interface LogSettings {
  logLevel: string;
  logFormat: LogFormat;
}

/** Where log lines go (process.stdout, or a test's collector). */
export interface LogOutput {
  write(line: string): unknown;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every pino line has; the readable line shows time and level its own way and drops the rest. */
const FRAME = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

const clock = (time: unknown) => new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);

/** A field's value; long ones (the list of migrations, the seed summary) are cut: the JSON log has them whole. */
const FIELD_LENGTH = 100;
function fieldText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > FIELD_LENGTH ? `${text.slice(0, FIELD_LENGTH - 1)}…` : text;
}

/** One pino JSON line as a person reads it: `12:00:01 INFO  search ready (courses=120)`. */
export function readableLine(jsonLine: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(jsonLine) as Record<string, unknown>;
  } catch {
    return jsonLine.endsWith('\n') ? jsonLine : `${jsonLine}\n`;
  }
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const fields = Object.entries(entry)
    .filter(([key]) => !FRAME.has(key))
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const details = fields.length ? ` (${fields.join(', ')})` : '';
  const error = err ? `\n  ${(err.stack ?? err.message ?? '').split('\n').join('\n  ')}` : '';
  return `${clock(entry.time)} ${level} ${String(entry.msg ?? '')}${details}${error}\n`;
}

/** A pino destination that turns each JSON line into the readable one. */
export function readableOutput(output: LogOutput): LogOutput {
  return { write: (chunk: string) => output.write(readableLine(chunk)) };
}

const verbose = (level: string) => level === 'debug' || level === 'trace';

/** Fastify's logger options and request logging for the settings. */
export function logOptions(
  settings: LogSettings,
  output: LogOutput = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (settings.logFormat === 'json') return { logger: { level: settings.logLevel, stream: output } };
  return {
    logger: { level: settings.logLevel, stream: readableOutput(output) },
    ...(verbose(settings.logLevel) ? {} : { logController: new LogController({ disableRequestLogging: true }) }),
  };
}
