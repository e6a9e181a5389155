/** A small animated ring; decorative — pair it with text or aria-busy for assistive technology. */
export function Spinner({ className = '' }: { className?: string }) {
  return <span className={`spinner ${className}`.trim()} aria-hidden="true" />;
}
