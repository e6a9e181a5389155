/**
 * The one thin context between React and the global actors. The composition root
 * (src/app/system.ts) creates, wires and starts the actors once; views get them here and read them
 * (see ./login.ts, ./cart.ts and ./credits.ts). No wiring lives in React.
 *
 * The actors may start after the first paint (src/app/lazy-system.ts, issue 10 §2): the context then
 * holds a handle to them. Pages that need them wait for them (`useSystem` suspends); the header reads
 * `useStartedSystem` and shows what it can tell without them until they are there.
 */
import { createContext, startTransition, use, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CartLogic } from '../actors/cart';
import type { CheckStepPorts } from '../actors/checkRedirect';
import type { CustomerOrderPorts } from '../actors/customerOrder';
import type { GuestOrderPorts } from '../actors/guestOrder';
import type { LoginLogic } from '../actors/login';
import type { PackageCreditsLogic } from '../actors/packageCredits';
import type { RunningFlows } from '../app/running-flows';

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
  /**
   * The flow-local actors running now, for the live view (?flows=live) and the browser tests' flow
   * coverage; absent in tests that need none.
   */
  flows?: RunningFlows;
  /** Stops the actors and the router subscription (tests, hot reload). */
  stop(): void;
}

/** The global actors, started now or later. */
export interface SystemHandle {
  /** The started actors, or null while they are not there yet. */
  current(): AppSystem | null;
  /** Starts them (once) and resolves with them. */
  start(): Promise<AppSystem>;
  /** Tells `listener` when they have started. */
  subscribe(listener: () => void): () => void;
  /** Called once the app's first page is on screen (src/app/lazy-system.ts starts the actors after it). */
  rendered?(): void;
}

/** A handle to actors that are already started (tests, and every system handed in as such). */
export function startedSystem(system: AppSystem): SystemHandle {
  const started = Promise.resolve(system);
  return { current: () => system, start: () => started, subscribe: () => () => undefined };
}

const isHandle = (system: AppSystem | SystemHandle): system is SystemHandle => 'current' in system;

const SystemContext = createContext<SystemHandle | null>(null);

export function SystemProvider({ system, children }: { system: AppSystem | SystemHandle; children: ReactNode }) {
  const handle = useMemo(() => (isHandle(system) ? system : startedSystem(system)), [system]);
  return <SystemContext.Provider value={handle}>{children}</SystemContext.Provider>;
}

/**
 * Tells the handle the first page is on screen (src/app/lazy-system.ts starts the actors after it).
 * Used by the frame of the pages (src/app/routes.tsx), which renders only once the first page's module
 * and data are there — not while the router shows its loading indicator — so the actors' chunks and
 * their start come after the page's content, not before it (issue 10 §2).
 */
export function useFirstPageRendered(): void {
  const handle = useContext(SystemContext);
  useEffect(() => handle?.rendered?.(), [handle]);
}

/** The handle, or null without a <SystemProvider> (a view tested on its own). */
export function useOptionalSystemHandle(): SystemHandle | null {
  return useContext(SystemContext);
}

export function useSystemHandle(): SystemHandle {
  const handle = useContext(SystemContext);
  if (!handle) throw new Error('useSystem needs a <SystemProvider> (src/app/system.ts createSystem)');
  return handle;
}

/** The started actors; a page that needs them waits (suspends) until they are there. */
export function useSystem(): AppSystem {
  const handle = useSystemHandle();
  return handle.current() ?? use(handle.start());
}

/**
 * The started actors, or null while they are not there yet (the view shows what it knows without them).
 * Their arrival re-renders the views in a transition: what they show is the same until the actors
 * change it, so the update is not urgent, and React renders it in slices that leave the main thread
 * free (issue 10 §2) — an external store's update would re-render every reader (the header, each
 * course card) in one long task.
 */
export function useStartedSystem(): AppSystem | null {
  const handle = useSystemHandle();
  const [system, setSystem] = useState(handle.current);
  useEffect(() => {
    const update = () => startTransition(() => setSystem(handle.current()));
    // They may have started between this view's render and now.
    update();
    return handle.subscribe(update);
  }, [handle]);
  return system;
}

/** What an actor offers a view: its snapshot and its changes. */
interface Observable<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(listener: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/**
 * A value of an actor's snapshot, kept current — @xstate/react's `useSelector` without xstate in the
 * start page's bundle. Without an actor (not started yet) the value is `absent`.
 */
export function useActorSelector<TSnapshot, T>(actor: Observable<TSnapshot>, selector: (snapshot: TSnapshot) => T): T;
export function useActorSelector<TSnapshot, T>(actor: Observable<TSnapshot> | null, selector: (snapshot: TSnapshot) => T, absent: T): T;
export function useActorSelector<TSnapshot, T>(actor: Observable<TSnapshot> | null, selector: (snapshot: TSnapshot) => T, absent?: T): T {
  const last = useRef<{ snapshot: TSnapshot; selector: (snapshot: TSnapshot) => T; value: T } | null>(null);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(() => changed());
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const read = (): T => {
    if (!actor) return absent as T;
    const snapshot = actor.getSnapshot();
    const previous = last.current;
    if (previous && previous.snapshot === snapshot && previous.selector === selector) return previous.value;
    const selected = selector(snapshot);
    // An equal value keeps the one React has, so an unchanged selection renders nothing.
    const value = previous && Object.is(previous.value, selected) ? previous.value : selected;
    last.current = { snapshot, selector, value };
    return value;
  };
  return useSyncExternalStore(subscribe, read, read);
}
