/**
 * The heading of a checkout step. It takes the focus when it appears, so a screen reader announces
 * the new step and the keyboard continues from there (the step changes without a page load).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import './steps.css';

export function StepHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // In the next frame, not in React's commit: focusing an element just inserted makes the browser
    // lay the page out at once, inside the commit's task — with the whole step new, about 40 ms of
    // the guest checkout's longest task in Lighthouse's phone emulation (issue 28 §4).
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="checkout-step__heading">
      {children}
    </h1>
  );
}
