/** Links from configured content: router links for paths of this app, plain anchors for the rest. */
import type { MouseEventHandler, ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ExternalLink } from '../../components/ExternalLink';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function isAbsoluteUrl(url: string): boolean {
  return ABSOLUTE.test(url);
}

/** 'fortbildungen' and '/fortbildungen' both mean the app path '/fortbildungen'. */
export function appPath(url: string): string {
  return url.startsWith('/') ? url : `/${url}`;
}

export interface ConfiguredLinkProps {
  url: string;
  /** Opens in a new window (menu entries flagged external, social links). */
  external?: boolean;
  /** NavLink: marks the current page with aria-current. */
  nav?: boolean;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

export function ConfiguredLink({
  url,
  external = false,
  nav = false,
  className,
  onClick,
  children,
}: ConfiguredLinkProps) {
  if (external) {
    return (
      <ExternalLink href={url} className={className} onClick={onClick}>
        {children}
      </ExternalLink>
    );
  }
  if (isAbsoluteUrl(url)) {
    return (
      <a href={url} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  const Component = nav ? NavLink : Link;
  return (
    <Component to={appPath(url)} className={className} onClick={onClick}>
      {children}
    </Component>
  );
}
