/**
 * The test oracle for e-invoices: the official EN 16931 validation rules for CII (Schematron compiled
 * to XSLT, ../shared/einvoice/ beside the repository; see its README), run in Node with SaxonJS
 * (devDependency xslt3). The XSLT is compiled once to a SEF (about 12 s) and cached under
 * node_modules/.cache keyed by the XSLT's hash, so later runs and parallel test files reuse it.
 *
 * In CI (CI=true) missing artefacts fail the test; elsewhere the tests are skipped with one line
 * saying why (oracleAvailability).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** ../shared/einvoice relative to the repository root. */
export const ARTEFACTS = resolve(REPO_ROOT, '..', 'shared', 'einvoice');
const CII_XSLT = join(ARTEFACTS, 'EN16931-CII-validation.xslt');

export interface FailedAssert {
  /** The rule, e.g. BR-02. */
  id: string;
  flag: string;
  text: string;
}

/** Whether the tests can run here: in CI they must (a missing oracle fails), elsewhere they skip. */
export function oracleAvailability(): { run: true } | { run: false; reason: string } {
  if (existsSync(CII_XSLT)) return { run: true };
  const reason = `EN 16931 validation skipped: ${CII_XSLT} not found (the artefacts live in ../shared/einvoice beside the repository)`;
  if (process.env.CI === 'true') throw new Error(`${reason} — CI needs them`);
  return { run: false, reason };
}

interface SaxonJs {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: 'serialized' },
    mode: 'async',
  ): Promise<{ principalResult: string }>;
}

const requireFromXslt3 = createRequire(createRequire(import.meta.url).resolve('xslt3/package.json'));

/** Sleeps synchronously (the helper runs in beforeAll, where another file may be compiling). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The SEF of the CII rules: from the cache, or compiled now with the xslt3 command (timed). One test
 * file compiles while the others wait for its result (a lock directory), so parallel files on a fresh
 * checkout (CI) compile once.
 */
export function compiledRules(): { sef: string; compileMs: number } {
  const hash = createHash('sha256').update(readFileSync(CII_XSLT)).digest('hex').slice(0, 16);
  const cacheDir = join(REPO_ROOT, 'node_modules', '.cache', 'en16931');
  const sefPath = join(cacheDir, `cii-${hash}.sef.json`);
  const lock = `${sefPath}.lock`;
  mkdirSync(cacheDir, { recursive: true });
  const started = performance.now();
  const cached = existsSync(sefPath);
  while (!existsSync(sefPath)) {
    try {
      mkdirSync(lock);
    } catch {
      // Another process compiles; a lock older than five minutes was left by one that died.
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 300_000) rmSync(lock, { recursive: true, force: true });
      pause(500);
      continue;
    }
    try {
      // A file of its own, renamed into place: nobody reads a half-written SEF.
      const partial = `${sefPath}.${process.pid}.partial`;
      execFileSync(process.execPath, [requireFromXslt3.resolve('./xslt3.js'), `-xsl:${CII_XSLT}`, `-export:${partial}`, '-nogo'], { stdio: 'pipe' });
      renameSync(partial, sefPath);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  // Compiling, or waiting for another file's compilation: 0 when the cache had it.
  return { sef: readFileSync(sefPath, 'utf8'), compileMs: cached ? 0 : performance.now() - started };
}

const ASSERT = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';

/** A validator for CII XML: answers the failed assertions (fatal and warnings) of the SVRL report. */
export function ciiValidator(sef: string): (xml: string) => Promise<FailedAssert[]> {
  const saxon = requireFromXslt3('saxon-js') as SaxonJs;
  // Parsed once: SaxonJS reads the 5 MB SEF for every transform it is given as text.
  const stylesheetInternal: unknown = JSON.parse(sef);
  return async (xml) => {
    const { principalResult } = await saxon.transform({ stylesheetInternal, sourceText: xml, destination: 'serialized' }, 'async');
    return [...principalResult.matchAll(ASSERT)].map(([, attributes = '', body = '']) => ({
      id: attribute(attributes, 'id'),
      flag: attribute(attributes, 'flag'),
      text: /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1]?.trim() ?? '',
    }));
  };
}

/** Only the violations of the standard (flag="fatal"). */
export const fatal = (asserts: readonly FailedAssert[]) => asserts.filter((assert) => assert.flag === 'fatal');
