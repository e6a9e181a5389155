/**
 * Where the check step hands the validated cart (spec §4: "the response's cart replaces the local
 * cart"). The app wires it to the global cart actor:
 *   <CartValidatedContext.Provider value={({ cart }) => cartActor.send({ type: 'cart.replaced', cart })}>
 * Without a provider the cart is dropped here (the cart page loads the server cart itself).
 */
import { createContext } from 'react';
import type { Cart } from '../../shared/cart';

export type CartValidatedHandler = (payload: { cart: Cart }) => void;

export const CartValidatedContext = createContext<CartValidatedHandler>(() => {});
