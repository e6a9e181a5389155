/**
 * The scope view: the top scopes as buttons and the others behind a 'further scopes' disclosure
 * (a button that opens a list, so browsing the list with the keyboard never picks a scope by
 * accident, as a <select> changing on arrow keys would).
 */
import { useId, useState, type Ref } from 'react';
import { useTranslation } from '../../../lib/texts';
import type { NamedRef } from '../../../../machines/searchBox.machine';
import { splitTopScopes } from './search-box-options';

export interface ScopePickerProps {
  scopes: readonly NamedRef[];
  onChoose: (scope: NamedRef) => void;
  /** The view's heading, focused when the visitor comes back from the filters. */
  headingRef: Ref<HTMLHeadingElement>;
}

interface ScopeButtonsProps {
  scopes: readonly NamedRef[];
  onChoose: (scope: NamedRef) => void;
  id?: string;
  hidden?: boolean;
}

function ScopeButtons({ scopes, onChoose, id, hidden }: ScopeButtonsProps) {
  return (
    <ul className="search-box__scopes" id={id} hidden={hidden}>
      {scopes.map((scope) => (
        <li key={scope.id}>
          <button
            type="button"
            className="search-box__scope"
            onClick={() => onChoose(scope)}
            data-event="user.scopeChosen"
          >
            {scope.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ScopePicker({ scopes, onChoose, headingRef }: ScopePickerProps) {
  const { t } = useTranslation();
  const furtherId = useId();
  const [furtherOpen, setFurtherOpen] = useState(false);
  const { top, further } = splitTopScopes(scopes);

  return (
    <div className="search-box__scope-view">
      <h3 className="search-box__heading" ref={headingRef} tabIndex={-1}>
        {t('search.box.chooseScope')}
      </h3>
      {scopes.length === 0 ? <p>{t('search.box.noScopes')}</p> : <ScopeButtons scopes={top} onChoose={onChoose} />}
      {further.length > 0 && (
        <div className="search-box__further">
          <button
            type="button"
            className="button button--secondary search-box__further-toggle"
            aria-expanded={furtherOpen}
            aria-controls={furtherId}
            onClick={() => setFurtherOpen((open) => !open)}
          >
            {t('search.box.furtherScopes')}
          </button>
          <ScopeButtons scopes={further} onChoose={onChoose} id={furtherId} hidden={!furtherOpen} />
        </div>
      )}
    </div>
  );
}
