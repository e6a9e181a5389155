/**
 * docs/flows speaks the analyst's language (issue 23 §6): the German page comes first and links to the
 * English one and back, states are headed by their meaning (the id only as code beside it), a guard
 * whose transition fixes a value says that value in words, and the path lists hold no raw data.
 */
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { flowPage } from '../support/flow-docs';
import germanFlowTexts from '../../src/locales/de/flows.json';

const guestOrder = flowPage(machineRegistry.find((entry) => entry.id === 'guestOrder')!);
const section = (markdown: string, heading: string) => markdown.split(`\n## ${heading}\n`)[1]!.split('\n## ')[0]!;

describe('flow docs', () => {
  it('links the German page and the English one both ways', () => {
    expect(guestOrder.markdown.de).toContain('[English version](en/guestOrder.md)');
    expect(guestOrder.markdown.en).toContain('[Deutsche Fassung](../guestOrder.md)');
  });

  it('heads every state by its meaning, with the id as code below it', () => {
    const headings = [...section(guestOrder.markdown.de, 'Zustände und Übergänge').matchAll(/^### (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(guestOrder.definition.states.map((state) => germanFlowTexts.states.guestOrder[state.path.replace(/\./g, '_') as 'guest']));
    expect(guestOrder.markdown.de).toContain('### Termin ist ausgebucht\n\n`ordering.fullyBooked`');
  });

  it('says a guard with the value its transition fixes', () => {
    expect(guestOrder.markdown.de).toContain('Bedingung: ein Termin ist inzwischen ausgebucht → **Termin ist ausgebucht**');
    expect(guestOrder.markdown.de).not.toContain('‹code›');
  });

  it('lists the paths in words, without payloads', () => {
    const paths = section(guestOrder.markdown.de, 'Wege').split('\n').filter((line) => /^\d+\. /.test(line));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).not.toMatch(/[{}"]|xstate\.|user\./);
  });

  it('lists the rules of every path, or says there are none yet', () => {
    for (const entry of machineRegistry) {
      // Without its model a page lists no paths, which would take seconds to generate for all nine.
      const rules = section(flowPage({ ...entry, model: undefined }).markdown.de, 'Regeln, die auf jedem Weg gelten');
      if (entry.invariants?.length) for (const rule of entry.invariants) expect(rules).toContain(rule.de);
      else expect(rules).toContain('noch keine Regeln');
    }
  });
});
