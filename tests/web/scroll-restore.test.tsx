/**
 * Spec §9: on back navigation the kept scroll position is applied again after SCROLL_RESTORE_DELAY_MS
 * (50 ms), for a page that was still too short when the router restored it; a new page is left alone.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestore } from '../../src/app/layout/ScrollRestore';
import { SCROLL_RESTORE_DELAY_MS } from '../../src/shared/constants';

let y = 0;
/** Where the page ends: a scroll beyond it stops there. */
let pageEnd = Infinity;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  y = 0;
  pageEnd = Infinity;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  scrollTo = vi.fn((_x: number, to: number) => {
    y = Math.min(to, pageEnd);
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderRouter() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestore />
          </>
        ),
        children: [
          { path: '/veranstalter/a-5', element: <p>Veranstalter</p> },
          { path: '/fortbildung/k-9', element: <p>Kurs</p> },
        ],
      },
    ],
    { initialEntries: ['/veranstalter/a-5'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('scroll restoration on back navigation', () => {
  it('applies the kept position again after 50 ms', async () => {
    const router = renderRouter();
    y = 1200;
    await act(() => router.navigate('/fortbildung/k-9'));
    expect(y).toBe(0);
    // Back on a page still too short for the kept position: the browser stops at its end.
    pageEnd = 300;
    await act(() => router.navigate(-1));
    expect(y).toBe(300);
    pageEnd = Infinity;
    await act(() => vi.advanceTimersByTimeAsync(SCROLL_RESTORE_DELAY_MS - 1));
    expect(y).toBe(300);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(y).toBe(1200);
  });

  it('leaves a new page at the top', async () => {
    const router = renderRouter();
    y = 1200;
    await act(() => router.navigate('/fortbildung/k-9'));
    scrollTo.mockClear();
    await act(() => vi.advanceTimersByTimeAsync(SCROLL_RESTORE_DELAY_MS * 4));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(y).toBe(0);
  });
});
