/**
 * The real composition root (src/app/system.ts) for a test: the machines may come with stand-in
 * effects at the boundary; the actors are stopped when the test ends.
 */
import { createMemoryRouter, type DataRouter } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { createSystem, type SystemOptions } from '../../src/app/system';
import type { Site } from '../../src/lib/site-context';
import type { AppSystem } from '../../src/state/system-context';
import { configurationFixture, messagesFixture } from '../web/support/fixtures';

export function testSite(): Site {
  return { configuration: configurationFixture(), messages: messagesFixture({ language: 'de' }), language: 'de' };
}

export function startSystem(options: Partial<SystemOptions> & { router?: DataRouter } = {}): AppSystem {
  const router = options.router ?? createMemoryRouter([{ path: '*', element: null }]);
  const system = createSystem({ site: testSite(), ...options, router });
  onTestFinished(() => system.stop());
  return system;
}
