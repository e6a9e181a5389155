/**
 * The heading of a checkout step. It takes the focus when it appears, so a screen reader announces
 * the new step and the keyboard continues from there (the step changes without a page load).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import './steps.css';

export function StepHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="checkout-step__heading">
      {children}
    </h1>
  );
}
