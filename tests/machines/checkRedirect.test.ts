/**
 * Actor-level tests of the check step: the spec §4 rules in order, and the actor layer with fake
 * ports at its boundary (the session, the login, the cart's validation). The real wiring to the
 * login and cart actors is tested in tests/machines/actor-protocol.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { CHECK_TARGET_PATHS, checkRedirectMachine, checkTarget, type CheckTarget, type CheckValidation } from '../../machines/checkRedirect.machine';
import { validation } from '../../machines/checkRedirect.model';
import { checkRedirectLogic, type CheckStepPorts } from '../../src/actors/checkRedirect';
import { providedBy, unprovidedCalls } from '../support/placeholder-calls';

describe('check step rules (spec §4)', () => {
  it.each([
    ['an empty cart goes to the start page', validation({ cartEmpty: true, merged: true, validCustomerStatus: false }), '/'],
    ['merged carts go to the cart with the notice', validation({ merged: true, validCustomerStatus: false }), '/warenkorb?merged=true'],
    ['an invalid customer status goes to the customer data', validation({ validCustomerStatus: false }, { verificationStep: true }), '/order/customer'],
    ['a required tax number goes to the customer data', validation({ taxNumberRequired: true }, { paymentStep: true }), '/order/customer'],
    ['a verification step goes to the file upload', validation({}, { verificationStep: true, paymentStep: true }), '/order/file-upload'],
    ['a payment step goes to the payment selection', validation({}, { paymentStep: true }), '/order/payment-selection'],
    ['else the summary', validation(), '/order/summary'],
  ])('%s', (_, validation, path) => {
    expect(CHECK_TARGET_PATHS[checkTarget(validation)]).toBe(path);
  });
});

describe('checkRedirect machine: the guards the docs and the path coverage read', () => {
  // Each answer's rule, and the guard of the check step named for it (the last branch has none).
  const GUARD_OF: Record<CheckTarget, string | null> = {
    start: 'cartEmpty',
    mergedCart: 'merged',
    customer: 'customerDataNeeded',
    fileUpload: 'verificationStep',
    paymentSelection: 'paymentStep',
    summary: null,
  };
  const answers = [
    validation({ cartEmpty: true, merged: true }),
    validation({ merged: true, validCustomerStatus: false }),
    validation({ validCustomerStatus: false }),
    validation({ taxNumberRequired: true }, { verificationStep: true }),
    validation({}, { verificationStep: true, paymentStep: true }),
    validation({}, { paymentStep: true }),
    validation(),
  ];

  it.each(answers.map((answer) => [checkTarget(answer), answer] as const))('only the guard of %s holds for its answer', (target, answer) => {
    const guards = checkRedirectMachine.implementations.guards as Record<string, (args: unknown, params: unknown) => boolean>;
    const holding = Object.keys(GUARD_OF)
      .map((key) => GUARD_OF[key as CheckTarget])
      .filter((name): name is string => name !== null && guards[name]!({}, { validation: answer }));
    expect(holding).toEqual(GUARD_OF[target] === null ? [] : [GUARD_OF[target]]);
  });

  it.each(answers.map((answer) => [CHECK_TARGET_PATHS[checkTarget(answer)], answer] as const))(
    'goes to %s for its answer, and ends there',
    (path, answer) => {
      const [waiting] = initialTransition(checkRedirectMachine);
      expect(waiting.context).toEqual({ target: null });
      const [validating] = transition(checkRedirectMachine, waiting, { type: 'session.loggedIn' });
      const [done, actions] = transition(checkRedirectMachine, validating, { type: 'xstate.done.actor.validateCart', output: answer } as never);
      expect(done.value).toBe('redirected');
      expect(done.context.target).toBe(checkTarget(answer));
      expect(actions.filter((a) => a.type === 'navigate').map((a) => a.params)).toEqual([{ to: path }]);
    },
  );

  it('goes to the chosen page when the validation answers, and keeps where it went', () => {
    const [waiting] = initialTransition(checkRedirectMachine);
    const [validating] = transition(checkRedirectMachine, waiting, { type: 'session.loggedIn' });
    const [done, actions] = transition(checkRedirectMachine, validating, {
      type: 'xstate.done.actor.validateCart',
      output: validation({ taxNumberRequired: true }),
    } as never);
    expect(done.value).toBe('redirected');
    expect(done.status).toBe('done');
    expect(done.context.target).toBe('customer');
    expect(actions.filter((a) => a.type === 'navigate').map((a) => a.params)).toEqual([{ to: '/order/customer' }]);
  });

  it('shows a spinner while it waits, logs in or validates, an error when something failed', () => {
    const tagsOf = (snapshot: { tags: Set<string> }) => [...snapshot.tags];
    const [waiting] = initialTransition(checkRedirectMachine);
    expect(tagsOf(waiting)).toEqual(['busy']);
    const [loggingIn] = transition(checkRedirectMachine, waiting, { type: 'session.loggedOut' });
    expect(loggingIn.value).toBe('loggingIn');
    expect(tagsOf(loggingIn)).toEqual(['busy']);
    const [loginFailed] = transition(checkRedirectMachine, loggingIn, { type: 'xstate.error.actor.startLogin', error: new Error('x') } as never);
    expect(loginFailed.value).toBe('loginFailed');
    expect(tagsOf(loginFailed)).toEqual(['error']);
    const [validating] = transition(checkRedirectMachine, waiting, { type: 'session.loggedIn' });
    expect(tagsOf(validating)).toEqual(['busy']);
    const [failed] = transition(checkRedirectMachine, validating, { type: 'xstate.error.actor.validateCart', error: new Error('x') } as never);
    expect(failed.value).toBe('failed');
    expect(tagsOf(failed)).toEqual(['error']);
    const [redirected] = transition(checkRedirectMachine, validating, { type: 'xstate.done.actor.validateCart', output: validation() } as never);
    expect(tagsOf(redirected)).toEqual(['busy']);
  });
});

describe('checkRedirect with fake ports', () => {
  function start(ports: Partial<CheckStepPorts> = {}) {
    let tell: (status: 'loggedIn' | 'loggedOut') => void = () => {};
    const full = {
      watchSession: vi.fn((listener: (status: 'loggedIn' | 'loggedOut') => void) => {
        tell = listener;
        return () => {};
      }),
      startLogin: vi.fn(() => new Promise<void>(() => {})),
      validateCart: vi.fn(() => new Promise<CheckValidation>(() => {})),
      ...ports,
    };
    const navigate = vi.fn();
    const actor = createActor(checkRedirectLogic({ ports: full, navigate, returnUrl: '/check?aid=p1' })).start();
    return { actor, ports: full, navigate, tell: (status: 'loggedIn' | 'loggedOut') => tell(status) };
  }

  it('hears the session from the port, asks the cart to validate and goes where the answer says', async () => {
    const { actor, ports, navigate, tell } = start({ validateCart: vi.fn(async () => validation({}, { paymentStep: true })) });
    expect(actor.getSnapshot().value).toBe('waitingForLogin');
    tell('loggedIn');
    await waitFor(actor, (s) => s.matches('redirected'));
    expect(ports.validateCart).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/order/payment-selection');
  });

  it('shows an error when the validation fails, and asks again on retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    const validateCart = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('later');
      return validation({ cartEmpty: true });
    });
    const { actor, navigate, tell } = start({ validateCart });
    tell('loggedIn');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(navigate).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith('check step failed', new Error('later'));
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('redirected'));
    expect(navigate).toHaveBeenCalledWith('/');
    vi.mocked(console.warn).mockRestore();
  });

  it('sends a guest to the login (returning to /check) instead of validating', () => {
    const { actor, ports, tell } = start();
    tell('loggedOut');
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(ports.startLogin).toHaveBeenCalledExactlyOnceWith('/check?aid=p1');
    expect(ports.validateCart).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the sign-in cannot start, and starts it again on retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let attempts = 0;
    const startLogin = vi.fn(() => (++attempts === 1 ? Promise.reject(new Error('provider unreachable')) : new Promise<void>(() => {})));
    const { actor, ports, tell } = start({ startLogin });
    tell('loggedOut');
    await waitFor(actor, (s) => s.matches('loginFailed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(console.warn).toHaveBeenCalledWith('check step failed', new Error('provider unreachable'));
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(ports.startLogin).toHaveBeenCalledTimes(2);
    vi.mocked(console.warn).mockRestore();
  });
});

describe('checkRedirect on its own', () => {
  it('fails each call at once, naming the actor layer that provides it', async () => {
    const calls = ['startLogin', 'validateCart'];
    expect(await unprovidedCalls(checkRedirectMachine, calls)).toEqual(providedBy(calls, 'src/actors/checkRedirect.ts'));
  });
});
