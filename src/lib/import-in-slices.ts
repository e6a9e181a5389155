/**
 * A dynamic import evaluates the module and every module it needs that has not run yet in one task.
 * Where that graph builds much as it is evaluated (a machine's definition, a page's schemas), the task
 * grows long on a slow phone (issue 28 §4: 130 ms in Lighthouse's phone emulation for the global
 * actors' machines). `importInSlices` evaluates the heavy parts first, each in a task of its own, and
 * then the module wanted, whose graph finds them evaluated. The parts are usually preloaded already
 * (src/server/plugins/route-preloads.ts), so the order costs no round trip.
 *
 *   importInSlices([() => import('xstate'), () => import('./big.machine')], () => import('./Page'))
 */
import { nextTask } from './next-task';

export async function importInSlices<T>(parts: readonly (() => Promise<unknown>)[], wanted: () => Promise<T>): Promise<T> {
  for (const part of parts) {
    await part();
    await nextTask();
  }
  return wanted();
}
