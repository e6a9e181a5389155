/**
 * /ablaeufe — the flow explorer (issue 13 §1) for analysts and QA: every machine of machines/index.ts
 * with its purpose (the order flows first); the chosen one (?ablauf=<id>) drawn from its definition,
 * steppable, with its shortest paths. Only with the feature FLOW_EXPLORER (the demo has it; a
 * deployment when switched on); otherwise the address is the 404 page.
 *
 * ?zustand=<state value JSON>&kontext=<context JSON, base64url> start the step mode at a state the
 * live view handed over (src/features/flows/live/); &schritte= replays the steps taken since
 * (./explorer-link.ts), and the address follows the step mode as it goes on.
 */
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../lib/texts';
import { machineRegistry, type FlowEntry } from '../../../machines/index';
import { Alert } from '../../components/Alert';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { usePageMeta } from '../../components/page-meta';
import { hasFeature, useSite } from '../../lib/site-context';
import { FLOWS_NAMESPACE, useFlowsTexts } from './flows-texts';
import { FlowView } from './FlowView';
import { FLOW_PARAM, readAddress } from './explorer-link';
import './flows.css';

/** The order flows lead the list: what analysts review first. */
export const ORDER_FLOWS = ['guestOrder', 'customerOrder'];

/** The registry in the explorer's order: order flows first, then the others as registered. */
export function explorerEntries(): FlowEntry[] {
  return [
    ...ORDER_FLOWS.map((id) => machineRegistry.find((entry) => entry.id === id)).filter(
      (entry): entry is FlowEntry => !!entry,
    ),
    ...machineRegistry.filter((entry) => !ORDER_FLOWS.includes(entry.id)),
  ];
}

export default function FlowsPage() {
  const { configuration } = useSite();
  const texts = useFlowsTexts();
  const { t } = useTranslation();
  if (!hasFeature(configuration, 'FLOW_EXPLORER')) return <Navigate to="/404" replace />;
  if (texts.status === 'loading') return <LoadingIndicator />;
  if (texts.status === 'failed') {
    return (
      // The app's own texts: the explorer's could not be loaded (as the checkout pages do).
      <article className="page">
        <Alert tone="error">
          <p>{t('errors.unexpected')}</p>
          <button type="button" className="button button--secondary" onClick={texts.retry}>
            {t('account.check.retry')}
          </button>
        </Alert>
      </article>
    );
  }
  return <FlowExplorer />;
}

function FlowExplorer() {
  const { t } = useTranslation(FLOWS_NAMESPACE);
  usePageMeta(t('title'), t('intro'));
  const [params] = useSearchParams();
  // Chosen from the list: the reader goes on at the chosen flow (its heading takes the focus).
  const location = useLocation();
  const focusFlow = (location.state as { focusFlow?: boolean } | null)?.focusFlow === true;
  const entries = explorerEntries();
  const chosen = entries.find((entry) => entry.id === params.get(FLOW_PARAM)) ?? null;
  const address = chosen ? readAddress(params, chosen.model?.events ?? []) : null;
  const name = (entry: FlowEntry) => t(`machine.${entry.id}`, { defaultValue: entry.id });
  const groups = [
    { title: t('orderFlows'), entries: entries.filter((entry) => ORDER_FLOWS.includes(entry.id)) },
    { title: t('otherFlows'), entries: entries.filter((entry) => !ORDER_FLOWS.includes(entry.id)) },
  ];
  return (
    <article className="page flows-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <nav aria-label={t('listTitle')} className="flows-list">
        {groups.map((group) => (
          <section key={group.title} className="flows-list__group">
            <h2 className="flows-list__title">{group.title}</h2>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.id} className="flows-list__item" data-machine={entry.id}>
                  <Link
                    to={`?${FLOW_PARAM}=${entry.id}`}
                    state={{ focusFlow: true }}
                    className="flows-list__link"
                    aria-current={entry === chosen ? 'page' : undefined}
                    aria-label={t('open', { name: name(entry) })}
                  >
                    <span className="flows-list__name">{name(entry)}</span> <code>{entry.id}</code>
                  </Link>
                  <p className="flows-list__purpose">{t(`purpose.${entry.id}`, { defaultValue: entry.purpose })}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      {chosen && address ? (
        // A fresh step mode per machine and router navigation (the list, back, a link): each starts
        // at its address. The step mode's own changes of the address are no router navigations.
        <FlowView
          key={`${chosen.id}:${location.key}`}
          entry={chosen}
          name={name(chosen)}
          address={address}
          focus={focusFlow}
        />
      ) : (
        <p>{t('chooseHint')}</p>
      )}
    </article>
  );
}
