/**
 * BENEFITS_BOX: the reasons to book here. Server texts benefits.title and the numbered points
 * benefits.1 …; a point is left out when config `item{n}Feature` names a feature the site lacks
 * (e.g. the training record point needs EDUCATIONAL_STATE). Nothing is shown without points.
 */
import type { StartModule } from '../../../shared/types';
import { CheckList, ModuleSection } from './ModuleSection';
import { useModuleTexts } from './module-texts';

export function BenefitsBoxModule({ module }: { module: StartModule }) {
  const texts = useModuleTexts(module.config, 'benefits');
  const items = texts.items().map((n) => texts.text(String(n)));
  if (items.length === 0) return null;
  return (
    <ModuleSection className="benefits" title={texts.title('benefits')}>
      <CheckList items={items} />
    </ModuleSection>
  );
}
