/** A link to another site, opened in a new window with rel="noopener" and an announced hint. */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../lib/texts';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a {...rest} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('app.opensInNewWindow')}</span>
    </a>
  );
}
