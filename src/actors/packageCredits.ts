/**
 * What the package credits do in the browser: keep the cart's packages and their credits left in
 * storage `cp` (spec §3 Local credit package list). The credit rules and the reading of a priced cart
 * are the machine's (machines/package-credit-rules.ts).
 */
import { packageCreditsMachine } from '../../machines/packageCredits.machine';
import { writeCreditPackages } from '../lib/cart-storage';

export function createPackageCreditsLogic(storage?: Storage) {
  return packageCreditsMachine.provide({
    actions: {
      storeCreditPackages: (_, { packages }) => writeCreditPackages(packages, storage),
    },
  });
}

export type PackageCreditsLogic = ReturnType<typeof createPackageCreditsLogic>;
