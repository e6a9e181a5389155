/**
 * Reusable routes (spec §2): a loader marked reusable answers a back or forward navigation to an
 * address it has loaded with what it loaded, without asking again; every other visit loads afresh.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetReusablePages, MAX_KEPT_PAGES, reusable, reusableLoader } from '../../src/lib/reusable-route';

afterEach(() => {
  forgetReusablePages();
  window.history.replaceState(null, '', '/');
});

const args = (path: string): LoaderFunctionArgs => ({ request: new Request(`http://localhost${path}`), params: {}, context: undefined }) as LoaderFunctionArgs;

/** A link or navigate(): the browser is still on the page the visitor leaves. */
const visit = (loader: ReturnType<typeof reusableLoader>, from: string, to: string) => {
  window.history.replaceState(null, '', from);
  return loader(args(to));
};
/** Back or forward: the browser moved to the address before the loaders run. */
const traverse = (loader: ReturnType<typeof reusableLoader>, to: string) => {
  window.history.replaceState(null, '', to);
  return loader(args(to));
};

describe('reusable loaders', () => {
  it('re-attach the data of an address on back navigation without loading it again', async () => {
    let call = 0;
    const load = vi.fn(async () => ({ call: ++call }));
    const loader = reusableLoader(load);
    expect(await visit(loader, '/fortbildung/x-7', '/veranstalter/akademie-5')).toEqual({ call: 1 });
    expect(await visit(loader, '/veranstalter/akademie-5', '/fortbildung/kurs-9')).toEqual({ call: 2 });
    expect(await traverse(loader, '/veranstalter/akademie-5')).toEqual({ call: 1 });
    expect(await traverse(loader, '/fortbildung/kurs-9')).toEqual({ call: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('load afresh on a new visit of a kept address, and keep the new answer', async () => {
    let call = 0;
    const loader = reusableLoader(async () => ({ call: ++call }));
    await visit(loader, '/', '/veranstalter/akademie-5');
    expect(await visit(loader, '/veranstalter', '/veranstalter/akademie-5')).toEqual({ call: 2 });
    expect(await traverse(loader, '/veranstalter/akademie-5')).toEqual({ call: 2 });
  });

  it('load on back navigation to an address never loaded in this document (a reload, the first page)', async () => {
    const load = vi.fn(async () => 'data');
    await traverse(reusableLoader(load), '/seminar-pakete/paket-3');
    expect(load).toHaveBeenCalledOnce();
  });

  it('keep a query as part of the address', async () => {
    let call = 0;
    const loader = reusableLoader(async () => ++call);
    await visit(loader, '/', '/veranstalter/akademie-5?a=1');
    expect(await traverse(loader, '/veranstalter/akademie-5?a=2')).toBe(2);
    expect(await traverse(loader, '/veranstalter/akademie-5?a=1')).toBe(1);
  });

  it('keep nothing that failed or redirected', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('data');
    const loader = reusableLoader(load);
    await expect(visit(loader, '/', '/veranstalter/akademie-5')).rejects.toThrow('offline');
    expect(await traverse(loader, '/veranstalter/akademie-5')).toBe('data');
  });

  it(`keep the newest ${MAX_KEPT_PAGES} addresses`, async () => {
    const load = vi.fn(async ({ request }: LoaderFunctionArgs) => new URL(request.url).pathname);
    const loader = reusableLoader(load);
    for (let id = 0; id <= MAX_KEPT_PAGES; id++) await visit(loader, '/', `/veranstalter/a-${id}`);
    load.mockClear();
    await traverse(loader, `/veranstalter/a-${MAX_KEPT_PAGES}`);
    await traverse(loader, '/veranstalter/a-1');
    expect(load).not.toHaveBeenCalled();
    await traverse(loader, '/veranstalter/a-0');
    expect(load).toHaveBeenCalledOnce();
  });

  it('mark a route module part without a loader as it is', () => {
    const part = { Component: () => null };
    expect(reusable(part)).toBe(part);
  });
});
