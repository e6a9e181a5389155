/**
 * RouterProvider subscribes to the router after its first render: the router it gets hands a new
 * subscriber the state at once, so what changed in between (a lazy first page that finished loading
 * during a time-sliced first render, the position ScrollRestoration restores) is not lost.
 */
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { catchUpOnSubscribe } from '../../src/app/catch-up-router';

const page = () => createMemoryRouter([{ path: '/', element: null }, { path: '/kurse', element: null }], { initialEntries: ['/'] });

describe('catchUpOnSubscribe', () => {
  it('hands a new subscriber the current state at once, including what changed before it subscribed', async () => {
    const router = page();
    // Another subscriber is there first (the app's lazy system is): the router then buffers nothing.
    router.subscribe(() => undefined);
    const provided = catchUpOnSubscribe(router);
    await router.navigate('/kurse');
    const subscriber = vi.fn();
    provided.subscribe(subscriber);
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(subscriber.mock.calls[0]![0].location.pathname).toBe('/kurse');
  });

  it('passes later updates on and stops after unsubscribing', async () => {
    const router = page();
    const subscriber = vi.fn();
    const unsubscribe = catchUpOnSubscribe(router).subscribe(subscriber);
    await router.navigate('/kurse');
    expect(subscriber.mock.lastCall![0].location.pathname).toBe('/kurse');
    const calls = subscriber.mock.calls.length;
    unsubscribe();
    await router.navigate('/');
    expect(subscriber).toHaveBeenCalledTimes(calls);
  });

  it('reads everything else from the router itself', async () => {
    const router = page();
    const provided = catchUpOnSubscribe(router);
    await provided.navigate('/kurse');
    expect(router.state.location.pathname).toBe('/kurse');
    expect(provided.state).toBe(router.state);
  });
});
