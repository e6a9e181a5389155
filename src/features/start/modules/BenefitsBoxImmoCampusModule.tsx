/**
 * BENEFITS_BOX_IMMO_CAMPUS: the benefits box of the campus sites, with an intro text and a link.
 * Server texts benefitsImmoCampus.title, .text, numbered points benefitsImmoCampus.1 … and the link
 * label benefitsImmoCampus.link; config `url` is the link target (no link without both).
 */
import { Paragraphs } from '../../../components/Paragraphs';
import type { StartModule } from '../../../shared/types';
import { CheckList, ModuleLink, ModuleSection } from './ModuleSection';
import { configString, useModuleTexts } from './module-texts';

export function BenefitsBoxImmoCampusModule({ module }: { module: StartModule }) {
  const texts = useModuleTexts(module.config, 'benefitsImmoCampus');
  const text = texts.text('text');
  const items = texts.items().map((n) => texts.text(String(n)));
  const url = configString(module.config, 'url');
  const linkText = texts.text('link');
  if (!text && items.length === 0) return null;
  return (
    <ModuleSection className="benefits benefits--campus" title={texts.title('benefitsImmoCampus')}>
      {text && <Paragraphs text={text} />}
      <CheckList items={items} />
      {url && linkText && (
        <p className="start-module__actions">
          <ModuleLink to={url} className="button button--primary">
            {linkText}
          </ModuleLink>
        </p>
      )}
    </ModuleSection>
  );
}
