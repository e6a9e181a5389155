/**
 * The explorer's pieces of issue 23 §7 that hold logic: "Einpassen" fitting both ways, the address
 * that replays the step mode's steps to the same state, the paths as CSV, the states' words with the
 * code name as fallback, and the chart as a file of its own.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { machineRegistry } from '../../machines/index';
import de from '../../src/locales/de/flows.json';
import { fitZoom, MIN_ZOOM } from '../../src/features/flows/chart-fit';
import { standaloneSvg } from '../../src/features/flows/chart-export';
import { decodeSteps, encodeSteps, explorerHref, followingSearch, readAddress, stepHref } from '../../src/features/flows/explorer-link';
import { csvField, MAX_NAME_LENGTH, pathRows, pathsCsv, shorten } from '../../src/features/flows/paths-csv';
import { describedStateWords, stateKey, stateWithCode } from '../../src/features/flows/state-names';
import { shortestStatePaths } from '../../src/features/flows/state-paths';
import { startStepActor } from '../../src/features/flows/step-mode';
import type { Words } from '../../src/features/flows/words';

const guestOrder = machineRegistry.find((entry) => entry.id === 'guestOrder')!;

/**
 * Words from flows.json (German); the states' meanings only from `extra`, so the test holds with and
 * without the meanings another change adds to flows.json.
 */
function wordsWith(extra: Record<string, string> = {}): Words {
  const lookup = (key: string): unknown =>
    key.startsWith('states.')
      ? extra[key]
      : key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], de);
  return {
    t: (key, options) =>
      String(lookup(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? '')),
    exists: (key) => typeof lookup(key) === 'string',
  };
}

describe('Einpassen', () => {
  it('scales the whole chart into the box, by the narrower of width and height', () => {
    // guestOrder's size at 100 %, in a box of a desktop's chart column.
    const zoom = fitZoom({ width: 3951, height: 4575 }, { width: 650, height: 630 });
    expect((3951 + 8) * zoom).toBeLessThanOrEqual(650);
    expect((4575 + 8) * zoom).toBeLessThanOrEqual(630);
    expect(zoom).toBeGreaterThan(0.1);
    // A wide, flat chart by its width.
    expect(fitZoom({ width: 2000, height: 100 }, { width: 500, height: 600 })).toBeCloseTo(500 / 2008, 2);
  });

  it('never enlarges a small chart and never goes below the floor', () => {
    expect(fitZoom({ width: 200, height: 100 }, { width: 800, height: 600 })).toBe(1);
    expect(fitZoom({ width: 100_000, height: 100_000 }, { width: 300, height: 300 })).toBe(MIN_ZOOM);
  });
});

describe('the explorer address', () => {
  const paths = shortestStatePaths(guestOrder.machine, guestOrder.model!);
  const events = guestOrder.model!.events;

  it('writes a path as places in the model events and reads the same events back', () => {
    for (const path of paths) {
      const encoded = encodeSteps(path.events, events);
      expect(encoded, path.state).not.toBeNull();
      expect(decodeSteps(encoded, events)).toEqual(path.events);
    }
    expect(encodeSteps([], events)).toBe('');
    // A delay the model does not list travels as its event type.
    const delay: EventObject = { type: 'xstate.after.debounce.citySuggest.typing' };
    expect(decodeSteps(encodeSteps([delay], events), events)).toEqual([delay]);
  });

  it('opens every path of every machine at the state it led to', () => {
    for (const entry of machineRegistry) {
      const modelEvents = entry.model?.events ?? [];
      for (const path of shortestStatePaths(entry.machine, entry.model!)) {
        const value = startStepActor(entry, null);
        for (const event of path.events) value.send(event);
        const snapshot = value.getSnapshot();
        value.stop();
        const href = stepHref(
          entry.id,
          { origin: null, history: path.events, value: snapshot.value, context: snapshot.context },
          modelEvents,
        );
        const address = readAddress(new URL(href, 'http://localhost').searchParams, modelEvents);
        const opened = startStepActor(entry, address.from);
        for (const event of address.steps) opened.send(event);
        expect(opened.getSnapshot().value, `${entry.id} → ${path.state}`).toEqual(snapshot.value);
        expect(opened.getSnapshot().context).toEqual(snapshot.context);
        opened.stop();
      }
    }
  });

  it('keeps a handed-over state and adds the steps since', () => {
    const from = { value: { summary: 'ready' } };
    const placing = events.findIndex((event) => event.type === 'user.placeOrder');
    const href = stepHref('guestOrder', { origin: from, history: [events[placing]!], value: {}, context: {} }, events);
    expect(href).toBe(`${explorerHref('guestOrder', from.value)}&schritte=${placing}`);
    const address = readAddress(new URL(href, 'http://localhost').searchParams, events);
    expect(address.from).toEqual(from);
    expect(address.steps).toEqual([events[placing]]);
  });

  it('writes the state instead when a step is not one of the model', () => {
    const odd = { type: 'user.submit', values: { name: 'not in the model' } };
    const href = stepHref('guestOrder', { origin: null, history: [odd], value: 'summary', context: { a: 1 } }, events);
    expect(href).toBe(explorerHref('guestOrder', 'summary', { a: 1 }));
  });

  it('ignores steps it cannot read', () => {
    expect(decodeSteps('9999', events)).toBeNull();
    expect(decodeSteps('1-<script>', events)).toBeNull();
    expect(readAddress(new URLSearchParams('ablauf=guestOrder&schritte=9999'), events).steps).toEqual([]);
  });
});

describe('state words', () => {
  it('read states.<machine>.<path with _> and fall back to the code name', () => {
    expect(stateKey('guestOrder', 'guest.saving')).toBe('states.guestOrder.guest_saving');
    const plain = wordsWith();
    expect(stateWithCode(plain, 'guestOrder', 'guest.saving')).toBe('guest.saving');
    const worded = wordsWith({ 'states.guestOrder.guest_saving': 'Käuferdaten werden gespeichert' });
    expect(stateWithCode(worded, 'guestOrder', 'guest.saving')).toBe('Käuferdaten werden gespeichert (guest.saving)');
    expect(describedStateWords(worded, 'guestOrder', 'guest.saving + x.y')).toBe(
      'Käuferdaten werden gespeichert + x.y',
    );
  });
});

describe('paths as CSV', () => {
  it('quotes fields with separators, quotes or line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "ja"')).toBe('"say ""ja"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('has a row per path of every machine: machine, path id, a name under 120 characters, the steps in words', () => {
    const long = wordsWith(
      Object.fromEntries(
        machineRegistry.flatMap((entry) =>
          shortestStatePaths(entry.machine, entry.model!).map((path) => [
            stateKey(entry.id, path.state),
            'Ein sehr langer Zustandsname, wie ihn ein Analyst vielleicht schreibt, wenn er alles sagen will, was hier geschieht',
          ]),
        ),
      ),
    );
    for (const entry of machineRegistry) {
      const paths = shortestStatePaths(entry.machine, entry.model!);
      const rows = pathRows(entry.id, paths, long);
      expect(rows).toHaveLength(paths.length);
      expect(new Set(rows.map((row) => row.pathId)).size).toBe(rows.length);
      for (const row of rows) {
        expect(row.machine).toBe(entry.id);
        expect(row.name.length).toBeLessThan(120);
        expect(row.steps.startsWith('Start')).toBe(true);
      }
    }
    const csv = pathsCsv(
      pathRows('guestOrder', shortestStatePaths(guestOrder.machine, guestOrder.model!), wordsWith()),
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('machine,pathId,name,steps');
    expect(lines).toContain('guestOrder,guestOrder:resuming,Weg nach resuming,Start → resuming');
    expect(shorten('x'.repeat(300))).toHaveLength(MAX_NAME_LENGTH);
  });
});

describe('the chart as SVG file', () => {
  it('is an <svg> of its own: namespace, its size at 100 %, a title, its texts, no page classes', () => {
    document.body.innerHTML = `<svg class="flows-chart__svg" width="40" height="20" viewBox="-4 -4 408 208" role="img" aria-label="x">
      <g class="flows-chart__state" data-state="a"><rect x="0" y="0" width="10" height="10"></rect><text class="flows-chart__name">Käuferdaten</text></g></svg>`;
    const source = standaloneSvg(document.querySelector('svg')!, 'Zustandsdiagramm von Gastbestellung');
    const parsed = new DOMParser().parseFromString(source, 'image/svg+xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = parsed.documentElement;
    expect(root.localName).toBe('svg');
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('width')).toBe('408');
    expect(root.getAttribute('height')).toBe('208');
    expect(root.querySelector('title')?.textContent).toBe('Zustandsdiagramm von Gastbestellung');
    expect(root.querySelector('text')?.textContent).toBe('Käuferdaten');
    expect(root.querySelector('[class]')).toBeNull();
    expect(root.hasAttribute('role')).toBe(false);
  });
});

describe('the address following the step mode', () => {
  it('keeps the parameters the explorer does not own, such as the chosen language, and replaces its own', () => {
    expect(followingSearch('/ablaeufe?ablauf=guestOrder&schritte=1-2', '?ablauf=guestOrder&schritte=1&language=en')).toBe(
      '?ablauf=guestOrder&schritte=1-2&language=en',
    );
    expect(followingSearch('/ablaeufe?ablauf=cart', '?ablauf=guestOrder&zustand=%22x%22&kontext=abc&schritte=3')).toBe('?ablauf=cart');
  });
});
