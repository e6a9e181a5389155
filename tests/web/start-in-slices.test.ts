/**
 * The start-up in shorter tasks (issue 28 §4): modules evaluated one by one before the module wanted
 * (src/lib/import-in-slices.ts), and the global actors created step by step (src/app/system.ts).
 */
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSystemInSlices } from '../../src/app/system';
import type { Auth } from '../../src/lib/auth';
import { importInSlices } from '../../src/lib/import-in-slices';
import { testSite } from '../support/system';

afterEach(() => {
  vi.useRealTimers();
});

describe('importInSlices', () => {
  it('evaluates the parts one by one, a task between each, and the wanted module last', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const part = (name: string) => async () => void order.push(name);
    const loaded = importInSlices([part('xstate'), part('machine')], async () => {
      order.push('page');
      return 'the page module';
    });
    // The promise steps between two tasks, then the next task.
    const settle = async () => {
      for (let step = 0; step < 10; step += 1) await Promise.resolve();
    };
    await settle();
    expect(order).toEqual(['xstate']);
    vi.advanceTimersToNextTimer();
    await settle();
    expect(order).toEqual(['xstate', 'machine']);
    vi.advanceTimersToNextTimer();
    await expect(loaded).resolves.toBe('the page module');
    expect(order).toEqual(['xstate', 'machine', 'page']);
  });
});

describe('createSystemInSlices', () => {
  it('pauses between its steps and starts the actors only after the last pause', async () => {
    const order: string[] = [];
    // The login actor's start asks the stored session back: the first thing a started actor does.
    const auth = { restore: vi.fn(() => (order.push('login started'), new Promise(() => undefined))) } as unknown as Auth;
    const pause = vi.fn(async () => void order.push('pause'));
    const system = await createSystemInSlices({ site: testSite(), router: createMemoryRouter([{ path: '*', element: null }]), auth }, pause);
    try {
      expect(order).toEqual(['pause', 'pause', 'pause', 'pause', 'pause', 'login started']);
      for (const actor of [system.login, system.cart, system.credits]) expect(actor.getSnapshot().status).toBe('active');
    } finally {
      system.stop();
    }
  });
});
