/** Renaming a saved search in place: a labelled text field, save and cancel (PUT /api/favorites with id). */
import { useState } from 'react';
import { useTranslation } from '../../../lib/texts';
import { saveFavorite } from '../../../api/customer-area';
import { InlineNameForm } from '../../../components/forms/InlineNameForm';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { FAVORITE_NAME_MAX, type Favorite } from '../../../shared/customer-area';

export function RenameForm({ favorite, onDone }: { favorite: Favorite; onDone: (changed: boolean) => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [name, setName] = useState(favorite.name);
  const save = async (trimmed: string) => {
    try {
      await saveFavorite({ id: favorite.id, name: trimmed, parameters: favorite.parameters });
      onDone(true);
      return null;
    } catch (error) {
      console.warn('rename failed', error);
      return t('favorites.renameFailed');
    }
  };
  return (
    <InlineNameForm
      name={name}
      onNameChange={setName}
      maxLength={FAVORITE_NAME_MAX}
      label={t('favorites.newName')}
      submitLabel={t('favorites.saveName')}
      cancelLabel={t('common.cancel')}
      requiredMessage={t('favorites.nameRequired')}
      onSave={save}
      onCancel={() => onDone(false)}
      actionsClassName="dashboard-actions"
    />
  );
}
