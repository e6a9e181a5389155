/**
 * Reusable typed arrays for one evaluation: a search over 100,000 courses needs a dozen arrays of
 * that length, and allocating (and collecting) them anew for every request costs more than the
 * search itself. An evaluation runs synchronously from start to end, so one set per name suffices;
 * the arrays come back with stale contents, and every user writes before it reads.
 */
const int32 = new Map<string, Int32Array>();
const uint8 = new Map<string, Uint8Array>();

function take<T extends Int32Array | Uint8Array>(pool: Map<string, T>, name: string, length: number, make: (length: number) => T): T {
  let array = pool.get(name);
  if (!array || array.length < length) pool.set(name, (array = make(Math.ceil(length * 1.25))));
  return array.subarray(0, length) as T;
}

export const scratchInt32 = (name: string, length: number) => take(int32, name, length, (size) => new Int32Array(size));
export const scratchUint8 = (name: string, length: number) => take(uint8, name, length, (size) => new Uint8Array(size));
