/**
 * Ties the global cart actor to the login actor and the router (spec §4):
 * - the session: signing in switches the cart to the customer's server cart (told with the page it
 *   happens on: the cart machine merges the local cart there, or on the page the callback goes on
 *   to); signing OUT empties it. A guest who was never signed in keeps the local cart, so
 *   `session.loggedOut` is sent only when a signed-in session ends, never for the first "logged out"
 *   of a guest's start-up;
 * - navigation: every new pathname goes to the cart, which validates a customer's cart outside the
 *   check, dashboard, order and sign-in paths;
 * - the check step's validated cart replaces the shown one.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { DataRouter } from 'react-router-dom';
import { CartValidatedContext, type CartValidatedHandler } from '../features/account/cart-handoff';
import { useCartActorRef } from './cart-context';
import { useLoginStatus, type LoginStatus } from './login-context';

function useSessionToCart(router: DataRouter) {
  const cart = useCartActorRef();
  const status = useLoginStatus();
  const previous = useRef<LoginStatus>('pending');
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    // The page it happens on decides where the local cart is merged (machines/cart.machine.ts).
    if (status === 'loggedIn' && was !== 'loggedIn') cart.send({ type: 'session.loggedIn', pathname: router.state.location.pathname });
    if (status === 'loggedOut' && was === 'loggedIn') cart.send({ type: 'session.loggedOut' });
  }, [status, cart, router]);
}

function useNavigationToCart(router: DataRouter) {
  const cart = useCartActorRef();
  useEffect(() => {
    let pathname = router.state.location.pathname;
    return router.subscribe((state) => {
      if (state.location.pathname === pathname) return;
      pathname = state.location.pathname;
      cart.send({ type: 'route.changed', pathname });
    });
  }, [router, cart]);
}

export function CartSessionGlue({ router, children }: { router: DataRouter; children: ReactNode }) {
  useSessionToCart(router);
  useNavigationToCart(router);
  const cart = useCartActorRef();
  const handOver: CartValidatedHandler = ({ cart: validated }) => cart.send({ type: 'cart.replaced', cart: validated });
  return <CartValidatedContext.Provider value={handOver}>{children}</CartValidatedContext.Provider>;
}
