/**
 * The configured navigation menu (spec §2, §3): simple links, external links and multi-section
 * dropdowns. A dropdown is a disclosure button (aria-expanded, aria-controls) that opens with
 * Enter/Space/ArrowDown, closes on Escape (focus back on the button), on a click outside and when
 * focus leaves it; arrow keys move between its links. Entries flagged `category` clear the stored
 * search data when one of their links is clicked.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { clearStoredSearch } from '../../lib/stored-search';
import type { MenuEntry } from '../../shared/types';
import { ConfiguredLink } from './links';

export interface MainMenuProps {
  entries: readonly MenuEntry[];
  /** Called after a menu link was clicked (the header closes the mobile menu). */
  onNavigate?: () => void;
}

function focusableLinks(container: HTMLElement | null): HTMLAnchorElement[] {
  return container ? [...container.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
}

/** The overview link and the sections of an open dropdown. */
function DropdownLinks({
  entry,
  panelId,
  onLinkClick,
}: {
  entry: MenuEntry;
  panelId: string;
  onLinkClick: () => void;
}) {
  return (
    <>
      {entry.url && (
        <p className="dropdown__overview">
          <ConfiguredLink url={entry.url} external={entry.external} className="dropdown__link" onClick={onLinkClick}>
            {entry.name}
          </ConfiguredLink>
        </p>
      )}
      <div className="dropdown__sections">
        {entry.sections.map((section, sectionIndex) => {
          const headId = `${panelId}-${sectionIndex}`;
          return (
            <div key={sectionIndex} className="dropdown__section">
              <p id={headId} className="dropdown__head">
                {section.head}
              </p>
              <ul aria-labelledby={headId} className="dropdown__list">
                {section.entries.map((link, linkIndex) => (
                  <li key={linkIndex}>
                    <ConfiguredLink
                      url={link.url}
                      external={link.external}
                      nav
                      className="dropdown__link"
                      onClick={onLinkClick}
                    >
                      {link.name}
                    </ConfiguredLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </>
  );
}

function MenuDropdown({ entry, onLinkClick }: { entry: MenuEntry; onLinkClick: () => void }) {
  const { pathname } = useLocation();
  // Open only on the page where it was opened: a route change closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  // Set by ArrowDown on the button: focus the first link once the panel is shown.
  const focusFirstRef = useRef(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open && focusFirstRef.current) {
      focusFirstRef.current = false;
      focusableLinks(panelRef.current)[0]?.focus();
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    const links = focusableLinks(panelRef.current);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.target === buttonRef.current && event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) {
        focusableLinks(panelRef.current)[0]?.focus();
      } else {
        focusFirstRef.current = true;
        setOpenAt(pathname);
      }
      return;
    }
    if (index < 0 || links.length === 0) return;
    const move: Record<string, number> = {
      ArrowDown: (index + 1) % links.length,
      ArrowUp: (index - 1 + links.length) % links.length,
      Home: 0,
      End: links.length - 1,
    };
    const target = move[event.key];
    if (target !== undefined) {
      event.preventDefault();
      links[target]?.focus();
    }
  };

  return (
    <li
      ref={rootRef}
      className={`main-menu__item main-menu__item--dropdown ${open ? 'is-open' : ''}`.trim()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget)
          setOpenAt(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="main-menu__link main-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        <span>{entry.name}</span>
        <svg
          className="main-menu__chevron"
          viewBox="0 0 16 16"
          width="12"
          height="12"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div ref={panelRef} id={panelId} className="dropdown" hidden={!open}>
        {/* Its links are drawn when it opens: a closed menu costs every page's first render nothing. */}
        {open && (
          <DropdownLinks
            entry={entry}
            panelId={panelId}
            onLinkClick={() => {
              onLinkClick();
              setOpenAt(null);
            }}
          />
        )}
      </div>
    </li>
  );
}

export function MainMenu({ entries, onNavigate }: MainMenuProps) {
  return (
    <ul className="main-menu">
      {entries.map((entry, index) => {
        const onLinkClick = () => {
          if (entry.category) clearStoredSearch();
          onNavigate?.();
        };
        if (entry.sections.length > 0) {
          return <MenuDropdown key={index} entry={entry} onLinkClick={onLinkClick} />;
        }
        if (!entry.url) return null;
        return (
          <li key={index} className="main-menu__item">
            <ConfiguredLink
              url={entry.url}
              external={entry.external}
              nav
              className="main-menu__link"
              onClick={onLinkClick}
            >
              {entry.name}
            </ConfiguredLink>
          </li>
        );
      })}
    </ul>
  );
}
