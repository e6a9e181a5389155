/**
 * Whether machines/ and its registry agree: every `machines/<id>.machine.ts` is registered under its
 * id, every design-card flow is there, and each registered machine has its model-based test
 * `tests/model/<id>.mbt.test.tsx`. Used by `npm run paths` and tests/machines/registry.test.ts, so a
 * new machine without tests, or a missing one, fails CI.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESIGN_CARD_FLOWS, machineRegistry } from '../../machines/index';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The ids of machines/<id>.machine.ts files. */
export function machineFiles(): string[] {
  return readdirSync(resolve(ROOT, 'machines'))
    .filter((file) => file.endsWith('.machine.ts'))
    .map((file) => file.slice(0, -'.machine.ts'.length))
    .sort();
}

export const modelTestFile = (id: string) => `tests/model/${id}.mbt.test.tsx`;

/** Every disagreement in words; empty when machines/, the registry and the model tests agree. */
export function registryProblems(): string[] {
  const registered = machineRegistry.map((entry) => entry.id);
  return [
    ...machineFiles().filter((id) => !registered.includes(id)).map((id) => `machines/${id}.machine.ts is not registered in machines/index.ts`),
    ...DESIGN_CARD_FLOWS.filter((id) => !registered.includes(id)).map((id) => `the design card's flow '${id}' is not registered in machines/index.ts`),
    ...machineRegistry.filter((entry) => entry.id !== entry.machine.id).map((entry) => `machines/index.ts: entry '${entry.id}' holds machine '${entry.machine.id}'`),
    ...registered.filter((id) => !machineFiles().includes(id)).map((id) => `machines/index.ts registers '${id}' but machines/${id}.machine.ts does not exist`),
    ...machineRegistry.filter((entry) => !entry.model).map((entry) => `${entry.id} has no model in machines/index.ts`),
    ...registered.filter((id) => !existsSync(resolve(ROOT, modelTestFile(id)))).map((id) => `${id} has no model-based test ${modelTestFile(id)}`),
  ];
}
