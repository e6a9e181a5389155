/**
 * The control check of the model-based harness (tests/support/flow-controls.ts): which controls count
 * as offered, and how exceptions written beside a machine excuse a difference.
 */
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { controlMismatches, offeredEvents } from '../support/flow-controls';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('offered controls', () => {
  it('counts usable controls, each event once, several per control', () => {
    const root = page(`
      <button data-event="user.retry">Erneut versuchen</button>
      <input data-event="user.cityTyped user.closed">
      <a href="/x" data-event="user.retry">noch einmal</a>`);
    expect(offeredEvents(root, 'any')).toEqual(['user.cityTyped', 'user.closed', 'user.retry']);
  });

  it('leaves out disabled, aria-disabled, hidden and inert controls', () => {
    const root = page(`
      <button disabled data-event="user.a">a</button>
      <button aria-disabled="true" data-event="user.b">b</button>
      <div hidden><button data-event="user.c">c</button></div>
      <div inert><button data-event="user.d">d</button></div>
      <fieldset disabled><input data-event="user.e"></fieldset>`);
    expect(offeredEvents(root, 'any')).toEqual([]);
  });

  it('counts a control in a collapsed menu its usable toggle opens', () => {
    const root = page(`
      <button aria-expanded="false" aria-controls="menu">Menü</button>
      <ul id="menu" hidden><li><button data-event="user.logout">Abmelden</button></li></ul>
      <ul id="other" hidden><li><button data-event="user.x">x</button></li></ul>`);
    document.body.append(root);
    expect(offeredEvents(root, 'login')).toEqual(['user.logout']);
    root.remove();
  });

  it("leaves out the controls of another machine's part of the page", () => {
    const root = page(`
      <div data-machine="searchBox"><button data-event="user.reset">Zurücksetzen</button>
        <div data-machine="citySuggest"><input data-event="user.cityTyped"></div></div>`);
    expect(offeredEvents(root, 'searchBox')).toEqual(['user.reset']);
    expect(offeredEvents(root, 'citySuggest')).toEqual(['user.cityTyped']);
  });
});

describe('mismatches', () => {
  const machine = createMachine({ id: 'm', initial: 'failed', states: { failed: { on: { 'user.retry': 'done' } }, done: {} } });
  const failed = machine.resolveState({ value: 'failed' });

  it('agree when the view offers exactly what the machine accepts', () => {
    expect(controlMismatches(failed, ['user.retry'], ['user.retry'])).toEqual([]);
  });

  it('name a control that does nothing and an accepted event without control', () => {
    expect(controlMismatches(failed, ['user.back'], ['user.retry'])).toEqual([
      'the view offers a control for user.back, but the machine does not accept it here',
      'the machine accepts user.retry here, but the view offers no control for it',
    ]);
  });

  it('are excused by an exception for its states, and only there', () => {
    const exceptions = [{ event: 'user.retry', kind: 'no control' as const, states: ['failed'], reason: 'another page sends it' }];
    expect(controlMismatches(failed, [], ['user.retry'], exceptions)).toEqual([]);
    const done = machine.resolveState({ value: 'done' });
    expect(controlMismatches(done, [], ['user.retry'], exceptions)).toHaveLength(1);
  });
});
