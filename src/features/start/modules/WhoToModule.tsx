/**
 * WHO_TO: whom the courses are for. Server texts whoTo.title, whoTo.text and the numbered target
 * groups whoTo.1 …. Nothing is shown without text or groups.
 */
import { Paragraphs } from '../../../components/Paragraphs';
import type { StartModule } from '../../../shared/types';
import { CheckList, ModuleSection } from './ModuleSection';
import { useModuleTexts } from './module-texts';

export function WhoToModule({ module }: { module: StartModule }) {
  const texts = useModuleTexts(module.config, 'whoTo');
  const text = texts.text('text');
  const items = texts.items().map((n) => texts.text(String(n)));
  if (!text && items.length === 0) return null;
  return (
    <ModuleSection className="who-to" title={texts.title('whoTo')}>
      {text && <Paragraphs text={text} />}
      <CheckList items={items} />
    </ModuleSection>
  );
}
