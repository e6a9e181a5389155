/**
 * Renders its children (and so loads their lazy chunks) only once they are needed: when the
 * placeholder comes near the viewport after the page has settled, or a few seconds after the page
 * has loaded, whichever is first. Keeps below-the-fold parts (the newsletter form with Formik and
 * Yup, the course preview) out of the JavaScript the first screen waits for (issue 10 §2). The
 * viewport is only watched once the browser is idle after the load event: before the lazy parts
 * above have rendered, the page is short and everything looks near. Without IntersectionObserver
 * (old browsers, jsdom) the children render at once.
 */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** After the load event, the parts load anyway (a reader who waits, a test that fills the form). */
const LOAD_ANYWAY_AFTER_MS = 4000;

function afterLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    const handle = window.setTimeout(callback, 0);
    return () => window.clearTimeout(handle);
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

export function WhenNeeded({ children, placeholderClassName }: { children: ReactNode; placeholderClassName?: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [needed, setNeeded] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    // Not urgent: React renders the parts in slices, and the main thread stays free (issue 10 §2).
    const markNeeded = () => startTransition(() => setNeeded(true));
    const element = placeholder.current;
    if (needed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) markNeeded();
      },
      { rootMargin: '50% 0px' },
    );
    const cleanups: (() => void)[] = [() => observer.disconnect()];
    cleanups.push(
      afterLoad(() => {
        cleanups.push(whenIdle(() => observer.observe(element)));
        const timer = window.setTimeout(markNeeded, LOAD_ANYWAY_AFTER_MS);
        cleanups.push(() => window.clearTimeout(timer));
      }),
    );
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [needed]);
  return needed ? children : <div ref={placeholder} className={placeholderClassName} />;
}
