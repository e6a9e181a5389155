/**
 * Disclosure accordion (WAI-ARIA accordion pattern): a heading with a button (aria-expanded,
 * aria-controls) and a labelled region that is hidden until opened.
 */
import { useId, useState, type ReactNode } from 'react';

export interface AccordionItemProps {
  heading: ReactNode;
  /** Level of the heading wrapping the button, matching the page outline. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  defaultOpen?: boolean;
}

export function AccordionItem({ heading, headingLevel = 3, children, defaultOpen = false }: AccordionItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`accordion__item ${open ? 'is-open' : ''}`.trim()}>
      <Heading className="accordion__heading">
        <button
          type="button"
          id={buttonId}
          className="accordion__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{heading}</span>
          <svg
            className="accordion__icon"
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

export function Accordion({ children }: { children: ReactNode }) {
  return <div className="accordion">{children}</div>;
}
