/**
 * NEWS: short news of the marketplace, newest first as the texts list them. Server texts news.title,
 * an optional intro news.text and numbered entries news.{n}.title, news.{n}.text and news.{n}.date
 * (yyyy-mm-dd, optional); config `item{n}Feature` hides an entry about a feature the site lacks.
 */
import { Paragraphs } from '../../../components/Paragraphs';
import { formatDate } from '../../../lib/format-date';
import type { StartModule } from '../../../shared/types';
import { ModuleSection } from './ModuleSection';
import { useModuleTexts } from './module-texts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function NewsModule({ module }: { module: StartModule }) {
  const texts = useModuleTexts(module.config, 'news');
  const intro = texts.text('text');
  const entries = texts.items('title').map((n) => ({
    n,
    title: texts.text(`${n}.title`),
    text: texts.text(`${n}.text`),
    date: texts.text(`${n}.date`),
  }));
  if (!intro && entries.length === 0) return null;
  return (
    <ModuleSection className="news" title={texts.title('news')}>
      {intro && <Paragraphs text={intro} className="news__intro" />}
      {entries.length > 0 && (
        <ul className="news__list">
          {entries.map((entry) => (
            <li key={entry.n}>
              <article className="news__entry">
                <h3 className="news__title">{entry.title}</h3>
                {ISO_DATE.test(entry.date) && (
                  <p className="news__date">
                    <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                  </p>
                )}
                {entry.text && <Paragraphs text={entry.text} />}
              </article>
            </li>
          ))}
        </ul>
      )}
    </ModuleSection>
  );
}
