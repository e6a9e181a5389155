/**
 * The header's user menu when signed in (spec §2 Header): a button with the user's first and last
 * name that opens the entries — overview, educational state (feature EDUCATIONAL_STATE), my courses,
 * search favorites, my data, bookmark list (feature BOOKMARK), for organizer staff the participant list
 * (Teilnehmerliste) — and logout. A disclosure: Escape or a
 * click outside closes it; choosing an entry closes it too.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link } from 'react-router-dom';
import type { Feature } from '../../shared/types';
import { PARTICIPANT_LIST_PATH } from '../../shared/page-paths';
import { accountLinks } from './account-links';
import './account.css';

export interface UserMenuProps {
  firstName: string;
  lastName: string;
  features: readonly Feature[];
  /** Organizer staff also get the "Teilnehmerliste" (issue 25 §4). */
  organizerStaff?: boolean;
  onLogout: () => void;
}

export function UserMenu({ firstName, lastName, features, organizerStaff = false, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = `${firstName} ${lastName}`.trim();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    <div
      className="user-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.userMenu', { name })}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>{name}</span>
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        {accountLinks(features).map((link) => (
          <li key={link.key}>
            <Link to={link.to} onClick={() => setOpen(false)}>
              {t(`account.menu.${link.key}`)}
            </Link>
          </li>
        ))}
        {organizerStaff && (
          <li>
            <Link to={PARTICIPANT_LIST_PATH} onClick={() => setOpen(false)}>
              {t('account.menu.participantList')}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className="user-menu__logout"
            data-event="user.logout"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            {t('account.menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
