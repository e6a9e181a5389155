/**
 * The one thin context between React and the global actors. The composition root
 * (src/app/system.ts) creates, wires and starts the actors once; views get them here and read them
 * with `useSelector` (see ./login.ts, ./cart.ts and ./credits.ts). No wiring lives in React.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CartLogic } from '../actors/cart';
import type { CheckStepPorts } from '../actors/checkRedirect';
import type { CustomerOrderPorts } from '../actors/customerOrder';
import type { GuestOrderPorts } from '../actors/guestOrder';
import type { LoginLogic } from '../actors/login';
import type { PackageCreditsLogic } from '../actors/packageCredits';

export type LoginActor = ActorRefFrom<LoginLogic>;
export type CartActor = ActorRefFrom<CartLogic>;
export type CreditsActor = ActorRefFrom<PackageCreditsLogic>;

/** The started global actors and the ports the flow-local check step needs. */
export interface AppSystem {
  login: LoginActor;
  cart: CartActor;
  /** The package credits of the priced cart (machines/packageCredits.machine.ts). */
  credits: CreditsActor;
  /** What the check step (/check) asks of the global actors. */
  checkStep: CheckStepPorts;
  /** What the customer order flow (/order/*) asks of the global actors. */
  customerOrder: CustomerOrderPorts;
  /** What the guest order flow (/guest-order/*) asks of the global actors. */
  guestOrder: GuestOrderPorts;
  /** Stops the actors and the router subscription (tests, hot reload). */
  stop(): void;
}

const SystemContext = createContext<AppSystem | null>(null);

export function SystemProvider({ system, children }: { system: AppSystem; children: ReactNode }) {
  return <SystemContext.Provider value={system}>{children}</SystemContext.Provider>;
}

export function useSystem(): AppSystem {
  const system = useContext(SystemContext);
  if (!system) throw new Error('useSystem needs a <SystemProvider> (src/app/system.ts createSystem)');
  return system;
}
