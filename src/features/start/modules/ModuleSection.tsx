/** The frame of a start module: a region labelled by its h2, and links from configured content. */
import { useId, type MouseEventHandler, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../../components/ExternalLink';
import './start-modules.css';

export interface ModuleSectionProps {
  /** Block class, e.g. 'benefits'; the section also gets 'start-module'. */
  className: string;
  title: string;
  busy?: boolean;
  children: ReactNode;
}

export function ModuleSection({ className, title, busy, children }: ModuleSectionProps) {
  const titleId = useId();
  return (
    <section className={`start-module ${className}`} aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="start-module__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export interface ModuleLinkProps {
  /** An app path ('/ueber-uns' or 'ueber-uns') or an absolute address (opens in a new window). */
  to: string;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

export function ModuleLink({ to, className, onClick, children }: ModuleLinkProps) {
  if (ABSOLUTE.test(to)) {
    return (
      <ExternalLink href={to} className={className} onClick={onClick}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link to={to.startsWith('/') ? to : `/${to}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

/** A list of short points with check marks (benefits, target groups). */
export function CheckList({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="start-module__checklist">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
