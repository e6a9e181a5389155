/**
 * The one thin context between React and the global actors. The composition root
 * (src/app/system.ts) creates, wires and starts the actors once; views get them here and read them
 * with `useSelector` (see ./login.ts and ./cart.ts). No wiring lives in React.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CartLogic } from '../actors/cart';
import type { CheckStepPorts } from '../actors/checkRedirect';
import type { LoginLogic } from '../actors/login';

export type LoginActor = ActorRefFrom<LoginLogic>;
export type CartActor = ActorRefFrom<CartLogic>;

/** The started global actors and the ports the flow-local check step needs. */
export interface AppSystem {
  login: LoginActor;
  cart: CartActor;
  /** What the check step (/check) asks of the global actors. */
  checkStep: CheckStepPorts;
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
