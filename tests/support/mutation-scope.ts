/**
 * What a test run under `npm run mutation` is about. Stryker re-runs the related tests for each of a
 * machine's static mutants (its config object is evaluated at import, so a mutated target or action
 * name reaches every test that imports the machine): a few hundred runs per machine. The tests that
 * walk every machine's graph (the invariant check) then check only the mutated machine, with a smaller
 * budget; the tests of the checker itself (invariant-sensitivity) do not run. The full check runs in
 * every `npm test`.
 */

/** The machine `npm run mutation` is mutating (set by tests/support/mutation-cli.ts), or null. */
export const mutatedMachine: string | null = process.env.MUTATION_MACHINE || null;

/** Path prefixes the invariant check walks per mutant: paths of 5 to 15 steps, under half a second. */
export const MUTATION_INVARIANT_BUDGET = 30_000;
