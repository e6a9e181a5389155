/** 'Häufige Fragen': the COMMON and BOOKING questions as accordions (GET /api/faq). */
import { useLoaderData, type RouteObject } from 'react-router-dom';
import { useTranslation } from '../../lib/texts';
import { getFaq } from '../../api/content';
import { Accordion, AccordionItem } from '../../components/Accordion';
import { usePageMeta } from '../../components/page-meta';
import { Paragraphs } from '../../components/Paragraphs';
import { currentLanguage } from '../../lib/texts';
import type { FaqCategory, FaqEntry } from '../../shared/types';

const GROUPS: readonly FaqCategory[] = ['COMMON', 'BOOKING'];

function FaqPage() {
  const entries = useLoaderData() as FaqEntry[];
  const { t } = useTranslation();
  usePageMeta(t('faq.title'), t('faq.metaDescription'));
  const groups = GROUPS.map((category) => ({
    category,
    entries: entries.filter((entry) => entry.category === category),
  })).filter((group) => group.entries.length > 0);
  return (
    <article className="page faq-page">
      <h1>{t('faq.title')}</h1>
      {groups.length === 0 && <p>{t('faq.empty')}</p>}
      {groups.map((group) => (
        <section key={group.category} className="faq-group" aria-labelledby={`faq-${group.category}`}>
          <h2 id={`faq-${group.category}`}>{t(`faq.groups.${group.category}`)}</h2>
          <Accordion>
            {group.entries.map((entry) => (
              <AccordionItem key={entry.id} heading={entry.question} headingLevel={3}>
                <Paragraphs text={entry.answer} />
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </article>
  );
}

export const faqRoute: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: () => getFaq(currentLanguage()),
  Component: FaqPage,
};
