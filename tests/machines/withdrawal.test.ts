/**
 * Actor-level tests of the withdrawal flow: the machine with stand-in calls (two entries, refusals,
 * the declaration number), then the real actor layer (src/actors/withdrawal.ts, src/api/withdrawal.ts)
 * against msw at the network boundary: the routes of src/shared/withdrawal.ts, no bearer token on the
 * link's calls, the Idempotency-Key per declaration, and the API's errors read into the machine's
 * failure. Then the view model and the small helpers of the page.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { withdrawalMachine } from '../../machines/withdrawal.machine';
import {
  businessOrder, consumerOrder, expiredLink, networkFailure, samplePreview, sampleReceipt, WITHDRAWAL_SAMPLE_TOKEN,
} from '../../machines/withdrawal.model';
import { withdrawalLogic } from '../../src/actors/withdrawal';
import { customerWithdrawalLink } from '../../src/api/withdrawal';
import { berlinDate, berlinTime } from '../../src/lib/berlin-time';
import { withdrawalView } from '../../src/features/withdrawal/withdrawal-view';
import { tokenOfHash } from '../../src/features/withdrawal/WithdrawalPage';
import { configureHttp } from '../../src/lib/http';
import { withdrawalLinkPath } from '../../src/shared/withdrawal-page';
import { deferredActor } from '../support/flow-actors';
import { providedBy, unprovidedCalls } from '../support/placeholder-calls';
import { useMswServer } from '../web/support/msw';

const server = useMswServer();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const orders = deferredActor<typeof consumerOrder, { token: string }>('loadOrder');
  const previews = deferredActor<typeof samplePreview, { token: string; positionIds: number[] }>('previewWithdrawal');
  const declarations = deferredActor<typeof sampleReceipt, { declarationNumber: number }>('declareWithdrawal');
  const requests = deferredActor<{ sent: true }, unknown>('requestLink');
  const actor = createActor(
    withdrawalMachine.provide({
      actors: { loadOrder: orders.logic, previewWithdrawal: previews.logic, declareWithdrawal: declarations.logic as never, requestLink: requests.logic as never },
      actions: { reportError: () => {} },
    }),
    { input: { language: 'de' } },
  ).start();
  return { actor, orders, previews, declarations, requests };
}

const toStepTwo = async (sut: ReturnType<typeof start>, positionIds = [11]) => {
  sut.actor.send({ type: 'page.linkRead', token: WITHDRAWAL_SAMPLE_TOKEN });
  sut.orders.current().deferred.resolve(consumerOrder);
  await flush();
  sut.actor.send({ type: 'user.continue', positionIds, name: 'Anna Berger', email: 'anna@example.de' });
  sut.previews.current().deferred.resolve(samplePreview);
  await flush();
};

describe('withdrawal machine', () => {
  it('without a link asks for one, and never holds an order', async () => {
    const sut = start();
    sut.actor.send({ type: 'page.linkRead', token: null });
    expect(sut.actor.getSnapshot().value).toBe('identify');
    sut.actor.send({ type: 'user.requestLink', orderNumber: 'KM-1', email: 'a@example.de' });
    expect(sut.requests.current().input).toEqual({ orderNumber: 'KM-1', email: 'a@example.de', language: 'de' });
    sut.requests.current().deferred.resolve({ sent: true });
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('linkSent');
    expect(sut.actor.getSnapshot().context.order).toBeNull();
  });

  it('an empty token is no link', () => {
    const sut = start();
    sut.actor.send({ type: 'page.linkRead', token: '' });
    expect(sut.actor.getSnapshot().value).toBe('identify');
  });

  it('a business order is refused with its reason; a consumer order opens step 1 prefilled', async () => {
    const business = start();
    business.actor.send({ type: 'page.linkRead', token: WITHDRAWAL_SAMPLE_TOKEN });
    business.orders.current().deferred.resolve(businessOrder);
    await flush();
    expect(business.actor.getSnapshot().value).toBe('notWithdrawable');

    const consumer = start();
    consumer.actor.send({ type: 'page.linkRead', token: WITHDRAWAL_SAMPLE_TOKEN });
    consumer.orders.current().deferred.resolve(consumerOrder);
    await flush();
    expect(consumer.actor.getSnapshot().value).toBe('select');
    expect(consumer.actor.getSnapshot().context).toMatchObject({ name: 'Anna Berger', email: 'anna.berger@example.de', selection: [] });
  });

  it.each([
    ['nothing', []],
    ['a position withdrawn before', [13]],
    ['a position of another order', [99]],
    ['a position twice', [11, 11]],
  ])('step 1 does not go on with %s', async (_, positionIds) => {
    const sut = start();
    sut.actor.send({ type: 'page.linkRead', token: WITHDRAWAL_SAMPLE_TOKEN });
    sut.orders.current().deferred.resolve(consumerOrder);
    await flush();
    sut.actor.send({ type: 'user.continue', positionIds, name: 'A', email: 'a@example.de' });
    expect(sut.actor.getSnapshot().value).toBe('select');
    expect(sut.previews.calls).toHaveLength(0);
  });

  it('counts every confirmation, and a retry sends the number it retries', async () => {
    const sut = start();
    await toStepTwo(sut, [11, 12]);
    expect(sut.actor.getSnapshot().value).toBe('confirm');
    sut.actor.send({ type: 'user.declare' });
    expect(sut.declarations.current().input).toMatchObject({
      declaration: { positionIds: [11, 12], name: 'Anna Berger', email: 'anna@example.de', language: 'de' },
      declarationNumber: 1,
    });
    sut.declarations.current().deferred.reject(networkFailure);
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('submitFailed');
    sut.actor.send({ type: 'user.retry' });
    expect(sut.declarations.current().input.declarationNumber).toBe(1);
    sut.declarations.current().deferred.reject(networkFailure);
    await flush();
    sut.actor.send({ type: 'user.back' });
    expect(sut.actor.getSnapshot().value).toBe('confirm');
    sut.actor.send({ type: 'user.declare' });
    expect(sut.declarations.current().input.declarationNumber).toBe(2);
    sut.declarations.current().deferred.resolve(sampleReceipt);
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('withdrawn');
    // Nothing more to send.
    sut.actor.send({ type: 'user.declare' });
    expect(sut.declarations.calls).toHaveLength(3);
  });

  it('a link the server rejects at any call leads to the form for a new link, forgetting the order', async () => {
    const sut = start();
    await toStepTwo(sut);
    sut.actor.send({ type: 'user.declare' });
    sut.declarations.current().deferred.reject(expiredLink);
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('linkInvalid');
    expect(sut.actor.getSnapshot().context).toMatchObject({ order: null, selection: [], preview: null, failure: { code: 'WITHDRAWAL_TOKEN_EXPIRED' } });
    sut.actor.send({ type: 'user.requestLink', orderNumber: 'KM-2026-000123', email: 'anna.berger@example.de' });
    expect(sut.actor.getSnapshot().context.token).toBeNull();
  });
});

describe('withdrawal in the browser (src/actors/withdrawal.ts)', () => {
  it('reads the link, previews and declares with one Idempotency-Key per declaration, without a bearer token', async () => {
    configureHttp({ getAccessToken: async () => 'customer-token' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: { method: string; path: string; body: unknown; key: string | null; auth: string | null }[] = [];
    const record = async (request: Request) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        body: request.method === 'GET' ? null : await request.clone().json(),
        key: request.headers.get('Idempotency-Key'),
        auth: request.headers.get('Authorization'),
      });
    };
    let declareAnswers = 0;
    server.use(
      http.get('/api/withdrawals/:token', async ({ request }) => {
        await record(request);
        return HttpResponse.json(consumerOrder);
      }),
      http.post('/api/withdrawals/:token/preview', async ({ request }) => {
        await record(request);
        return HttpResponse.json(samplePreview);
      }),
      http.post('/api/withdrawals/:token', async ({ request }) => {
        await record(request);
        declareAnswers += 1;
        // 412 fails at once (no automatic repeat): the shopper's retry is what is tested.
        return declareAnswers < 3
          ? HttpResponse.json({ statusCode: 412, code: 'PRECONDITION', message: 'not now' }, { status: 412 })
          : HttpResponse.json(sampleReceipt, { status: 201 });
      }),
    );
    let n = 0;
    const actor = createActor(withdrawalLogic(() => `key-${++n}`), { input: { language: 'en' } }).start();
    actor.send({ type: 'page.linkRead', token: 'a/b+c' });
    await waitFor(actor, (s) => s.matches('select'));
    actor.send({ type: 'user.continue', positionIds: [12], name: 'Anna', email: 'anna@example.de' });
    await waitFor(actor, (s) => s.matches('confirm'));
    actor.send({ type: 'user.declare' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    expect(actor.getSnapshot().context.failure).toEqual({ status: 412, code: 'PRECONDITION', message: 'not now' });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('submitFailed'));
    actor.send({ type: 'user.back' });
    actor.send({ type: 'user.declare' });
    await waitFor(actor, (s) => s.matches('withdrawn'));

    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/withdrawals/a%2Fb%2Bc',
      'POST /api/withdrawals/a%2Fb%2Bc/preview',
      'POST /api/withdrawals/a%2Fb%2Bc',
      'POST /api/withdrawals/a%2Fb%2Bc',
      'POST /api/withdrawals/a%2Fb%2Bc',
    ]);
    expect(seen.every((call) => call.auth === null)).toBe(true);
    expect(seen[1]!.body).toEqual({ positionIds: [12] });
    expect(seen[2]!.body).toEqual({ positionIds: [12], name: 'Anna', email: 'anna@example.de', language: 'en' });
    // The retry repeats the key; the new confirmation has its own.
    expect(seen.slice(2).map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(actor.getSnapshot().context.receipt).toEqual(sampleReceipt);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('reads a rejected link from the API\u2019s error', async () => {
    const body = { statusCode: 410, code: 'WITHDRAWAL_TOKEN_EXPIRED', message: 'expired' };
    server.use(http.get('/api/withdrawals/:token', () => HttpResponse.json(body, { status: 410 })));
    const actor = createActor(withdrawalLogic(), { input: { language: 'de' } }).start();
    actor.send({ type: 'page.linkRead', token: 'old' });
    await waitFor(actor, (s) => s.matches('linkInvalid'), { timeout: 5_000 });
    expect(actor.getSnapshot().context.failure).toEqual({ status: 410, code: 'WITHDRAWAL_TOKEN_EXPIRED', message: 'expired' });
  });

  it('stays on the page for a 404 and logs a failed call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const notFound = vi.fn();
    configureHttp({ onNotFound: notFound } as never);
    server.use(http.get('/api/withdrawals/:token', () => HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'no' }, { status: 404 })));
    const actor = createActor(withdrawalLogic(), { input: { language: 'de' } }).start();
    actor.send({ type: 'page.linkRead', token: 'gone' });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(notFound).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('withdrawal call failed', expect.objectContaining({ status: 404, code: 'NOT_FOUND' }));
    warn.mockRestore();
  });

  it('asks for a link with order number, e-mail and language', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/withdrawals/link-requests', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ sent: true }, { status: 202 });
      }),
    );
    const actor = createActor(withdrawalLogic(), { input: { language: 'de' } }).start();
    actor.send({ type: 'page.linkRead', token: null });
    actor.send({ type: 'user.requestLink', orderNumber: 'KM-2026-000123', email: 'anna@example.de' });
    await waitFor(actor, (s) => s.matches('linkSent'));
    expect(bodies).toEqual([{ orderNumber: 'KM-2026-000123', email: 'anna@example.de', language: 'de' }]);
  });

  it('asks for a signed-in customer\u2019s link with the bearer token', async () => {
    configureHttp({ getAccessToken: async () => 'customer-token' });
    const auth: (string | null)[] = [];
    server.use(
      http.post('/api/customer/orders/:orderNumber/withdrawal-link', ({ request, params }) => {
        auth.push(request.headers.get('Authorization'));
        return HttpResponse.json({ token: `t-${String(params.orderNumber)}` });
      }),
    );
    expect(await customerWithdrawalLink('KM-2026-000123')).toEqual({ token: 't-KM-2026-000123' });
    expect(auth).toEqual(['Bearer customer-token']);
    expect(withdrawalLinkPath('a b')).toBe('/vertrag-widerrufen#token=a%20b');
  });
});

describe('withdrawal page helpers', () => {
  it('reads the token of the fragment only', () => {
    expect(tokenOfHash('#token=abc.def')).toBe('abc.def');
    expect(tokenOfHash('#token=a%20b')).toBe('a b');
    expect(tokenOfHash('')).toBeNull();
    expect(tokenOfHash('#token=')).toBeNull();
    expect(tokenOfHash('#other=1')).toBeNull();
  });

  it('states date and time of receipt in Berlin time, summer and winter', () => {
    expect([berlinDate('2026-06-25T22:30:00Z'), berlinTime('2026-06-25T22:30:00Z')]).toEqual(['26.06.2026', '00:30']);
    expect([berlinDate('2026-12-31T23:05:00Z'), berlinTime('2026-12-31T23:05:00Z')]).toEqual(['01.01.2027', '00:05']);
    expect(berlinDate('not a date')).toBe('');
  });

  it('shows the refused order, step 1 and step 2 from the snapshot', async () => {
    const sut = start();
    expect(withdrawalView(sut.actor.getSnapshot())).toEqual({ kind: 'waiting', message: 'opening' });
    await toStepTwo(sut);
    const confirm = withdrawalView(sut.actor.getSnapshot());
    expect(confirm).toMatchObject({ kind: 'confirm', busy: false, failure: null, preview: samplePreview });
    sut.actor.send({ type: 'user.declare' });
    expect(withdrawalView(sut.actor.getSnapshot())).toMatchObject({ kind: 'confirm', busy: true, failure: null });
  });
});

describe('withdrawal on its own', () => {
  it('fails each call at once, naming the actor layer that provides it', async () => {
    const calls = ['requestLink', 'loadOrder', 'previewWithdrawal', 'declareWithdrawal'];
    expect(await unprovidedCalls(withdrawalMachine, calls)).toEqual(providedBy(calls, 'src/actors/withdrawal.ts'));
  });
});
