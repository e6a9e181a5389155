/**
 * ORGANIZER_INFO: invites course organizers to offer their courses. Server texts organizerInfo.title,
 * .text, numbered points organizerInfo.1 … and the link label organizerInfo.link; config `url` is the
 * link target (default the organizer information page).
 */
import { useTranslation } from '../../../lib/texts';
import { Paragraphs } from '../../../components/Paragraphs';
import type { StartModule } from '../../../shared/types';
import { CheckList, ModuleLink, ModuleSection } from './ModuleSection';
import { configString, useModuleTexts } from './module-texts';

export function OrganizerInfoModule({ module }: { module: StartModule }) {
  const { t } = useTranslation();
  const texts = useModuleTexts(module.config, 'organizerInfo');
  const text = texts.text('text');
  const url = configString(module.config, 'url') ?? '/veranstalter-informationen';
  return (
    <ModuleSection className="organizer-info" title={texts.title('organizerInfo')}>
      {text && <Paragraphs text={text} />}
      <CheckList items={texts.items().map((n) => texts.text(String(n)))} />
      <p className="start-module__actions">
        <ModuleLink to={url} className="button button--primary">
          {texts.text('link') || t('start.organizerInfo.link')}
        </ModuleLink>
      </p>
    </ModuleSection>
  );
}
