/**
 * The rules a flow keeps on every path (machines/<id>.invariants.ts via the registry), in the language
 * shown; nothing where a machine states none.
 */
import { useTranslation } from '../../lib/texts';
import type { FlowEntry } from '../../../machines/index';
import { FLOWS_NAMESPACE } from './flows-texts';

export function Invariants({ entry }: { entry: FlowEntry }) {
  const { t, i18n } = useTranslation(FLOWS_NAMESPACE);
  const rules = entry.invariants ?? [];
  if (rules.length === 0) return null;
  const english = i18n.language === 'en';
  return (
    <section className="flows-invariants" aria-labelledby="flows-invariants-title">
      <h3 id="flows-invariants-title">{t('explorer.invariantsTitle')}</h3>
      <ul>
        {rules.map((rule) => (
          <li key={rule.id} data-invariant={rule.id}>
            {english ? rule.en : rule.de}
          </li>
        ))}
      </ul>
    </section>
  );
}
