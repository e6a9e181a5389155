/**
 * What the check step does in the browser: it hears the session from the global login actor, starts
 * the login there, asks the global cart actor to validate (the cart owns PUT /api/order/validate-cart,
 * clears the local cart and shows the answer's cart) and navigates in the app. The ports come from
 * the composition root (src/app/system.ts).
 */
import { fromCallback, fromPromise } from 'xstate';
import { checkRedirectMachine, type CheckRedirectEvent, type CheckValidation } from '../../machines/checkRedirect.machine';

/** What the check step asks of the global actors (src/app/system.ts provides them). */
export interface CheckStepPorts {
  /** Calls `listener` once the login actor knows whether someone is signed in, and on every change; returns the unsubscribe. */
  watchSession: (listener: (status: 'loggedIn' | 'loggedOut') => void) => () => void;
  /** Login with return to `returnUrl`; settles only when the sign-in could not start (rejects). */
  startLogin: (returnUrl: string) => Promise<void>;
  /** The cart actor validates the local cart; resolves with PUT /api/order/validate-cart's answer. */
  validateCart: (signal: AbortSignal) => Promise<CheckValidation>;
}

export interface CheckRedirectEffects {
  ports: CheckStepPorts;
  navigate: (to: string) => void;
  /** Where the login returns to: /check with its query (and aid when known). */
  returnUrl: string;
}

export function checkRedirectLogic({ ports, navigate, returnUrl }: CheckRedirectEffects) {
  return checkRedirectMachine.provide({
    actors: {
      watchSession: fromCallback<CheckRedirectEvent>(({ sendBack }) =>
        ports.watchSession((status) => sendBack({ type: status === 'loggedIn' ? 'session.loggedIn' : 'session.loggedOut' })),
      ),
      startLogin: fromPromise<void>(() => ports.startLogin(returnUrl)),
      validateCart: fromPromise<CheckValidation>(({ signal }) => ports.validateCart(signal)),
    },
    actions: {
      navigate: (_, { to }) => navigate(to),
      reportError: (_, { error }) => console.warn('check step failed', error),
    },
  });
}

export type CheckRedirectLogic = ReturnType<typeof checkRedirectLogic>;
