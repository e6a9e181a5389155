/**
 * Withdrawal cases the actor-level tests (withdrawal.test.ts) left open (issue 23 §4: the mutants they
 * left alive), stepped by hand without an actor: for each state the tags the page reads, and for each
 * event the next state, the context after it (a failure or preview forgotten, the order forgotten on a
 * rejected link, the request taken), the calls it starts and the errors it reports; then how the
 * machine reads a failure that is not the actor layer's.
 */
import { describe, expect, it } from 'vitest';
import { withdrawalMachine } from '../../machines/withdrawal.machine';
import {
  businessOrder, consumerOrder, expiredLink, forgedLink, networkFailure, samplePreview, sampleReceipt, serverFailure, WITHDRAWAL_SAMPLE_TOKEN,
} from '../../machines/withdrawal.model';
import { machineSteps } from '../support/machine-steps';

const TOKEN = WITHDRAWAL_SAMPLE_TOKEN;
const ASKED = { orderNumber: consumerOrder.orderNumber, email: consumerOrder.email };
const ASKED_AGAIN = { orderNumber: 'KM-2026-000999', email: 'other@example.de' };
const CHOSEN = { positionIds: [11, 12], name: 'Anna B.', email: 'anna@example.de' };

const start = () => machineSteps(withdrawalMachine, { language: 'de' });
const withoutLink = () => start().send({ type: 'page.linkRead', token: null });
const requesting = () => withoutLink().send({ type: 'user.requestLink', ...ASKED });
const requestFailed = () => requesting().error('requestLink', networkFailure);
const loading = () => start().send({ type: 'page.linkRead', token: TOKEN });
const loadFailed = () => loading().error('loadOrder', serverFailure);
const linkInvalid = () => loading().error('loadOrder', expiredLink);
const selecting = () => loading().done('loadOrder', consumerOrder);
const previewing = () => selecting().send({ type: 'user.continue', ...CHOSEN });
const previewFailed = () => previewing().error('previewWithdrawal', networkFailure);
const confirming = () => previewing().done('previewWithdrawal', samplePreview);
const submitting = () => confirming().send({ type: 'user.declare' });
const submitFailed = () => submitting().error('declareWithdrawal', serverFailure);

/** What an order brought, all gone. */
const NOTHING_OF_AN_ORDER = { order: null, selection: [], name: '', email: '', preview: null, receipt: null };

describe('the tags the page reads, in every state', () => {
  it.each([
    // Waiting for the page to read its address is a wait like the calls.
    ['opening', start, ['loading']],
    ['identify', withoutLink, []],
    ['requestingLink', requesting, ['loading']],
    ['requestFailed', requestFailed, ['error']],
    ['linkSent', () => requesting().done('requestLink', { sent: true }), []],
    ['loading', loading, ['loading']],
    ['loadFailed', loadFailed, ['error']],
    ['linkInvalid', linkInvalid, []],
    ['notWithdrawable', () => loading().done('loadOrder', businessOrder), []],
    ['select', selecting, ['step1']],
    ['previewing', previewing, ['loading', 'step1']],
    ['previewFailed', previewFailed, ['error', 'step1']],
    ['confirm', confirming, ['step2']],
    ['submitting', submitting, ['loading', 'step2']],
    ['submitFailed', submitFailed, ['error', 'step2']],
    ['withdrawn', () => submitting().done('declareWithdrawal', sampleReceipt), []],
  ] as const)('%s', (value, reach, tags) => {
    const steps = reach();
    expect(steps.at).toEqual({ value, tags });
    for (const tag of ['loading', 'error', 'step1', 'step2'] as const) {
      expect(steps.snapshot.hasTag(tag), `${value} ${tag}`).toBe((tags as readonly string[]).includes(tag));
    }
  });
});

describe('opening', () => {
  it('starts with nothing: no link, no request, no order, no failure', () => {
    expect(start().snapshot.context).toEqual({
      language: 'de', token: null, request: null, ...NOTHING_OF_AN_ORDER, declarationNumber: 0, failure: null,
    });
  });
});

describe('asking for a link', () => {
  it('takes the order number and e-mail asked for, and sends them in the page language', () => {
    const steps = requesting();
    expect(steps.snapshot.context.request).toEqual(ASKED);
    expect(steps.calls).toEqual([['requestLink', { ...ASKED, language: 'de' }]]);
  });

  it('a request that did not arrive keeps why, and reports it', () => {
    const steps = requestFailed();
    expect(steps.at).toEqual({ value: 'requestFailed', tags: ['error'] });
    expect(steps.snapshot.context.failure).toEqual(networkFailure);
    expect(steps.effects).toEqual([['reportError', { error: networkFailure }]]);
  });

  it('"Erneut versuchen" sends the same request again, without the old failure', () => {
    const steps = requestFailed().send({ type: 'user.retry' });
    expect(steps.at).toEqual({ value: 'requestingLink', tags: ['loading'] });
    expect(steps.snapshot.context).toMatchObject({ request: ASKED, failure: null });
    expect(steps.calls).toEqual([['requestLink', { ...ASKED, language: 'de' }]]);
  });

  it('after a failure, the form sends what is typed now', () => {
    const steps = requestFailed().send({ type: 'user.requestLink', ...ASKED_AGAIN });
    expect(steps.at).toEqual({ value: 'requestingLink', tags: ['loading'] });
    expect(steps.snapshot.context).toMatchObject({ request: ASKED_AGAIN, failure: null });
    expect(steps.calls).toEqual([['requestLink', { ...ASKED_AGAIN, language: 'de' }]]);
  });

  it('a rejected link offers the form for a new one: the request is taken and sent, the old link forgotten', () => {
    const steps = linkInvalid().send({ type: 'user.requestLink', ...ASKED_AGAIN });
    expect(steps.at).toEqual({ value: 'requestingLink', tags: ['loading'] });
    expect(steps.snapshot.context).toMatchObject({ token: null, request: ASKED_AGAIN, failure: null, ...NOTHING_OF_AN_ORDER });
    expect(steps.calls).toEqual([['requestLink', { ...ASKED_AGAIN, language: 'de' }]]);
  });
});

describe('loading the order of a link', () => {
  it('"Erneut versuchen" loads the order again, without the old failure', () => {
    const failed = loadFailed();
    expect(failed.snapshot.context.failure).toEqual(serverFailure);
    const steps = failed.send({ type: 'user.retry' });
    expect(steps.at).toEqual({ value: 'loading', tags: ['loading'] });
    expect(steps.snapshot.context.failure).toBeNull();
    expect(steps.calls).toEqual([['loadOrder', { token: TOKEN }]]);
  });

  it.each([
    ['forged', forgedLink],
    ['expired', expiredLink],
  ])('a %s link keeps only why, and is not reported as an error', (_, failure) => {
    const steps = loading().error('loadOrder', failure);
    expect(steps.at).toEqual({ value: 'linkInvalid', tags: [] });
    expect(steps.snapshot.context).toMatchObject({ ...NOTHING_OF_AN_ORDER, failure });
    expect(steps.effects).toEqual([]);
  });
});

describe('step 1: the selection', () => {
  it.each([
    ['one that can be withdrawn and one withdrawn before', [11, 13]],
    ['one that can be withdrawn and one of another order', [99, 12]],
  ])('does not go on with %s', (_, positionIds) => {
    const steps = selecting().send({ type: 'user.continue', ...CHOSEN, positionIds });
    expect(steps.at).toEqual({ value: 'select', tags: ['step1'] });
    expect(steps.calls).toEqual([]);
  });

  it('goes on with positions that can all be withdrawn, asking the server for the amounts', () => {
    const steps = previewing();
    expect(steps.snapshot.context).toMatchObject({ selection: [11, 12], name: 'Anna B.', email: 'anna@example.de', preview: null });
    expect(steps.calls).toEqual([['previewWithdrawal', { token: TOKEN, positionIds: [11, 12] }]]);
  });
});

describe('the amounts for step 2', () => {
  it('amounts that could not be computed keep why, and report it', () => {
    const steps = previewFailed();
    expect(steps.at).toEqual({ value: 'previewFailed', tags: ['error', 'step1'] });
    expect(steps.snapshot.context.failure).toEqual(networkFailure);
    expect(steps.effects).toEqual([['reportError', { error: networkFailure }]]);
  });

  it('"Erneut versuchen" asks again for the same selection, without the old failure', () => {
    const steps = previewFailed().send({ type: 'user.retry' });
    expect(steps.at).toEqual({ value: 'previewing', tags: ['loading', 'step1'] });
    expect(steps.snapshot.context.failure).toBeNull();
    expect(steps.calls).toEqual([['previewWithdrawal', { token: TOKEN, positionIds: [11, 12] }]]);
  });

  it('"Zurück" shows step 1 with the selection, without the old failure', () => {
    const steps = previewFailed().send({ type: 'user.back' });
    expect(steps.at).toEqual({ value: 'select', tags: ['step1'] });
    expect(steps.snapshot.context).toMatchObject({ failure: null, selection: [11, 12], name: 'Anna B.', email: 'anna@example.de' });
    expect(steps.calls).toEqual([]);
  });

  it.each([
    ['forged', forgedLink],
    ['expired', expiredLink],
  ])('a %s link forgets the order, the selection and who declares, and is not reported', (_, failure) => {
    const steps = previewing().error('previewWithdrawal', failure);
    expect(steps.at).toEqual({ value: 'linkInvalid', tags: [] });
    expect(steps.snapshot.context).toMatchObject({ ...NOTHING_OF_AN_ORDER, failure });
    expect(steps.effects).toEqual([]);
  });
});

describe('step 2: the declaration', () => {
  it('"Zurück" shows step 1 again and forgets the amounts (they belong to the old selection)', () => {
    const confirm = confirming();
    expect(confirm.snapshot.context.preview).toEqual(samplePreview);
    const steps = confirm.send({ type: 'user.back' });
    expect(steps.at).toEqual({ value: 'select', tags: ['step1'] });
    expect(steps.snapshot.context).toMatchObject({ preview: null, selection: [11, 12] });
  });

  it('a declaration not confirmed keeps why, and reports it', () => {
    const steps = submitFailed();
    expect(steps.snapshot.context.failure).toEqual(serverFailure);
    expect(steps.effects).toEqual([['reportError', { error: serverFailure }]]);
  });

  it('"Erneut versuchen" sends the same declaration again, without the old failure', () => {
    const steps = submitFailed().send({ type: 'user.retry' });
    expect(steps.at).toEqual({ value: 'submitting', tags: ['loading', 'step2'] });
    expect(steps.snapshot.context.failure).toBeNull();
    expect(steps.calls).toEqual([
      ['declareWithdrawal', {
        token: TOKEN, declaration: { positionIds: [11, 12], name: 'Anna B.', email: 'anna@example.de', language: 'de' }, declarationNumber: 1,
      }],
    ]);
  });

  it('"Zurück" shows step 2 with its amounts, without the old failure', () => {
    const steps = submitFailed().send({ type: 'user.back' });
    expect(steps.at).toEqual({ value: 'confirm', tags: ['step2'] });
    expect(steps.snapshot.context).toMatchObject({ failure: null, preview: samplePreview });
  });
});

describe('a failure that is not the actor layer\u2019s reading', () => {
  // src/actors/withdrawal.ts throws { status, code, message } (the HTTP status and the API's JSON code);
  // anything else (a raw Error, a string, null) is read as a failure without status and code.
  it.each([
    ['the actor layer\u2019s reading of an HTTP error', { status: 412, code: 'PRECONDITION', message: 'not now' }, { status: 412, code: 'PRECONDITION', message: 'not now' }],
    ['its reading of a network failure', networkFailure, networkFailure],
    ['a plain Error', new TypeError('Failed to fetch'), { status: null, code: null, message: 'Failed to fetch' }],
    ['a string', 'offline', { status: null, code: null, message: 'offline' }],
    ['null', null, { status: null, code: null, message: 'null' }],
    ['undefined', undefined, { status: null, code: null, message: 'undefined' }],
  ])('%s', (_, error, failure) => {
    const steps = loading().error('loadOrder', error);
    expect(steps.snapshot.status).toBe('active');
    expect(steps.at).toEqual({ value: 'loadFailed', tags: ['error'] });
    expect(steps.snapshot.context.failure).toEqual(failure);
  });

  it.each([
    ['a code without a status', { code: 'WITHDRAWAL_TOKEN_EXPIRED', message: 'expired' }],
    ['a status without a code', { status: 410, message: 'expired' }],
  ])('an object with %s is no reading: no status, no code, so no rejected link', (_, error) => {
    const steps = loading().error('loadOrder', error);
    expect(steps.at).toEqual({ value: 'loadFailed', tags: ['error'] });
    expect(steps.snapshot.context.failure).toMatchObject({ status: null, code: null });
  });
});
