/**
 * The first `k` of `count` candidates in the order of `before` — a bounded max-heap, so a broad
 * match of 40,000 courses costs n·log k comparisons instead of a full sort, and the page only needs
 * the first few hundred. Answers the candidates (0 … count-1) in order.
 */
export function firstInOrder(count: number, k: number, before: (a: number, b: number) => boolean): Int32Array {
  const size = Math.min(k, count);
  const heap = new Int32Array(size);
  // heap[0] is the LAST in order of the kept candidates: a newcomer replaces it when it comes before.
  const later = (a: number, b: number) => before(b, a);
  let filled = 0;
  for (let candidate = 0; candidate < count; candidate++) {
    if (filled < size) {
      heap[filled] = candidate;
      siftUp(heap, filled++, later);
    } else if (size > 0 && before(candidate, heap[0]!)) {
      heap[0] = candidate;
      siftDown(heap, size, later);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}

function siftUp(heap: Int32Array, index: number, later: (a: number, b: number) => boolean) {
  while (index > 0) {
    const parent = (index - 1) >> 1;
    if (!later(heap[index]!, heap[parent]!)) return;
    [heap[index], heap[parent]] = [heap[parent]!, heap[index]!];
    index = parent;
  }
}

function siftDown(heap: Int32Array, size: number, later: (a: number, b: number) => boolean) {
  let index = 0;
  for (;;) {
    const left = 2 * index + 1;
    const right = left + 1;
    let top = index;
    if (left < size && later(heap[left]!, heap[top]!)) top = left;
    if (right < size && later(heap[right]!, heap[top]!)) top = right;
    if (top === index) return;
    [heap[index], heap[top]] = [heap[top]!, heap[index]!];
    index = top;
  }
}
