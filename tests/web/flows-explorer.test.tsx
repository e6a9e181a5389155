/**
 * The flow explorer's logic (issue 13): every registered machine listed, every guard in words in both
 * languages, the step mode greying an event whose guard is false and replaying a path, and the live
 * snapshot without personal data.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { machineRegistry } from '../../machines/index';
import { guardDescriptionKey } from '../../machines/guard-descriptions';
import de from '../../src/locales/de/flows.json';
import en from '../../src/locales/en/flows.json';
import { explorerEntries } from '../../src/features/flows/FlowsPage';
import { liveSnapshot, REDACTED } from '../../src/features/flows/live/redact';
import { shortestStatePaths } from '../../src/features/flows/state-paths';
import { startStepActor, stepChoices } from '../../src/features/flows/step-mode';

const lookup = (texts: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('flow explorer', () => {
  it('lists every machine of machines/index.ts, the order flows first', () => {
    const ids = explorerEntries().map((entry) => entry.id);
    expect([...ids].sort()).toEqual(machineRegistry.map((entry) => entry.id).sort());
    expect(ids.slice(0, 2)).toEqual(['guestOrder', 'customerOrder']);
    for (const id of ids) {
      expect(lookup(de, `machine.${id}`), id).toEqual(expect.any(String));
      expect(lookup(en, `purpose.${id}`), id).toEqual(expect.any(String));
    }
  });

  it('has plain words in German and English for every guard of every machine', () => {
    const missing = machineRegistry.flatMap((entry) =>
      Object.keys((entry.machine.implementations as { guards?: object }).guards ?? {})
        .map((guard) => guardDescriptionKey(entry.id, guard))
        .filter((key) => typeof lookup(de, key) !== 'string' || typeof lookup(en, key) !== 'string'),
    );
    expect(missing).toEqual([]);
  });

  const guestOrder = machineRegistry.find((entry) => entry.id === 'guestOrder')!;

  it('greys an event whose guard is false, and names the guard', () => {
    const path = shortestStatePaths(guestOrder.machine, guestOrder.model!).find((p) => p.state === 'fileUpload.idle')!;
    const actor = startStepActor(guestOrder, null);
    for (const event of path.events) actor.send(event);
    const choices = stepChoices(
      guestOrder.machine,
      actor.getSnapshot() as AnyMachineSnapshot,
      guestOrder.model!.events,
    );
    const next = choices.find((choice) => choice.event.type === 'user.continue')!;
    expect(next.enabled).toBe(false);
    expect(next.guards.map((guard) => guard.name)).toContain('proofUploaded');
    // Invoked actors do not run: the flow waits in its state until an answer is clicked.
    expect(choices.some((choice) => choice.kind === 'event' && choice.enabled)).toBe(true);
  });

  it('replays every listed path to the state it names', () => {
    for (const entry of machineRegistry) {
      for (const path of shortestStatePaths(entry.machine, entry.model!)) {
        const actor = startStepActor(entry, null);
        for (const event of path.events) actor.send(event);
        expect(JSON.stringify(actor.getSnapshot().value), `${entry.id} → ${path.state}`).toBe(
          JSON.stringify(path.value),
        );
        actor.stop();
      }
    }
  });

  it('starts the step mode at a state handed over from the live view', () => {
    const actor = startStepActor(guestOrder, { value: { summary: 'ready' } });
    expect(actor.getSnapshot().value).toEqual({ summary: 'ready' });
  });
});

describe('live snapshot', () => {
  it('keeps machine, state and context, without e-mail, names, addresses, tokens or IBAN', () => {
    const snapshot = liveSnapshot('guestOrder', {
      value: { summary: 'ready' },
      status: 'active',
      context: {
        step: 'guest-summary',
        buyer: {
          email: 'greta@example.de',
          firstName: 'Greta',
          lastName: 'Gast',
          company: 'Kanzlei Gast',
          street: 'Hafenstraße 1',
          zipCode: '20457',
          city: 'Hamburg',
          country: 'DEU',
        },
        session: { customerId: 7, idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI3In0.c2ln', expiresAt: 1 },
        orderToken: 'ot_4f1c9a7e2b6d8053',
        payment: { method: 'SEPA_DIRECT_DEBIT', iban: 'DE89370400440532013000' },
        note: 'reach me at greta@example.de',
        cart: { positions: [{ name: 'Kündigungsschutz kompakt', schedule: { city: 'Hamburg' }, priceValue: 49_000 }] },
      },
    });
    const text = JSON.stringify(snapshot);
    for (const personal of ['greta@example.de', 'Greta', 'Gast"', 'Hafenstraße', '20457', 'eyJ', 'ot_4f1c', 'DE8937'])
      expect(text).not.toContain(personal);
    expect(snapshot).toMatchObject({ machine: 'guestOrder', state: { summary: 'ready' }, status: 'active' });
    const context = snapshot.context as Record<string, Record<string, unknown>>;
    expect(context.buyer).toMatchObject({ email: REDACTED, city: REDACTED, country: 'DEU' });
    expect(context.session).toMatchObject({ customerId: REDACTED, expiresAt: 1 });
    // What is not personal stays, for QA to reproduce: the course and its city, prices, the step.
    expect(context.cart).toEqual({
      positions: [{ name: 'Kündigungsschutz kompakt', schedule: { city: 'Hamburg' }, priceValue: 49_000 }],
    });
    expect(context.step).toBe('guest-summary');
  });
});
