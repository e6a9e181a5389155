/**
 * ABOUT_US: who runs the marketplace. Server texts aboutUs.title, aboutUs.text and the link label
 * aboutUs.link; config `url` is the link target (default the 'ueber-uns' page).
 */
import { useTranslation } from '../../../lib/texts';
import { Paragraphs } from '../../../components/Paragraphs';
import type { StartModule } from '../../../shared/types';
import { ModuleLink, ModuleSection } from './ModuleSection';
import { configString, useModuleTexts } from './module-texts';

export function AboutUsModule({ module }: { module: StartModule }) {
  const { t } = useTranslation();
  const texts = useModuleTexts(module.config, 'aboutUs');
  const text = texts.text('text');
  return (
    <ModuleSection className="about-us" title={texts.title('aboutUs')}>
      {text && <Paragraphs text={text} />}
      <p className="start-module__actions">
        <ModuleLink to={configString(module.config, 'url') ?? '/ueber-uns'}>{texts.text('link') || t('start.aboutUs.link')}</ModuleLink>
      </p>
    </ModuleSection>
  );
}
