/**
 * A distance-learning position in "Meine Kurse" (issue 26 §3, § 5 FernUSG): its ZFU number and payment
 * plan with each instalment's state; "Fernunterrichtsvertrag kündigen" first says what happens (the
 * server's preview), "Abbrechen" changes nothing, "Kündigung bestätigen" terminates and hands over to
 * the page; a failed termination says so and can be tried again. The API at the network boundary (msw).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getI18n } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DistanceLearningSection } from '../../src/features/account/courses/DistanceLearningSection';
import { addAccountTexts } from '../../src/lib/account-texts';
import { addCheckoutTexts } from '../../src/lib/checkout-texts';
import { createI18n } from '../../src/lib/i18n';
import type { CustomerOrderPosition } from '../../src/shared/customer-area';
import type { OrderInstalment, TerminationPreview } from '../../src/shared/instalments';
import { position } from './support/customer-area';
import { useMswServer } from './support/msw';

const server = useMswServer();
beforeAll(async () => {
  await createI18n('de');
  await addAccountTexts(getI18n());
  await addCheckoutTexts(getI18n());
});

const entry = (number: number, status: OrderInstalment['status'], from: string, until: string, invoice?: string): OrderInstalment => ({
  number, dueOn: from, periodFrom: from, periodUntil: until, grossValue: 32_475, netValue: 27_290, vatValue: 5_185,
  status, invoiceId: invoice ? number : null, invoiceNumber: invoice ?? null, fullGrossValue: null,
});
const PLAN = [
  entry(1, 'INVOICED', '2026-11-28', '2027-02-27', 'RE-2026-000101'),
  entry(2, 'INVOICED', '2027-02-28', '2027-05-27', 'RE-2027-000007'),
  entry(3, 'PLANNED', '2027-05-28', '2027-08-27'),
  entry(4, 'PLANNED', '2027-08-28', '2027-11-27'),
];
const PATH = '/api/customer/distance-learning/9/termination';
const PREVIEW: TerminationPreview = { endsOn: '2027-05-27', cancelledInstalments: [3, 4], reducedInstalment: null, terminated: null };

function renderSection(overrides: Partial<CustomerOrderPosition> = {}) {
  const onTerminated = vi.fn();
  const distance = position({ positionId: 9, name: 'Erbrecht im Fernstudium', zfuNumber: '7312345', instalments: PLAN, termination: null, ...overrides });
  render(<DistanceLearningSection position={distance} orderStatus="CONFIRMED" onTerminated={onTerminated} />);
  return { onTerminated, user: userEvent.setup() };
}

describe('DistanceLearningSection', () => {
  it('shows the ZFU number and each instalment: invoiced with its invoice, the others due', async () => {
    renderSection();
    expect(screen.getByText('Fernunterricht · ZFU-Zulassungsnummer 7312345')).toBeInTheDocument();
    const plan = await screen.findByRole('table', { name: /Zahlungsplan: 4 Raten/ });
    const rows = within(plan).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^1\. Rate\s*Rechnung RE-2026-000101\s*PDF/);
    expect(within(rows[0]!).getByRole('button', { name: 'PDF' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent(/^3\. Rate\s*fällig am 28\.05\.2027/);
  });

  it('says what a termination does before it is confirmed; "Abbrechen" changes nothing', async () => {
    const posted = vi.fn();
    server.use(
      http.get(PATH, () => HttpResponse.json(PREVIEW)),
      http.post(PATH, () => {
        posted();
        return HttpResponse.json({ declaredOn: '2027-02-28', endsOn: '2027-05-27' });
      }),
    );
    const { user, onTerminated } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Fernunterrichtsvertrag kündigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fernunterrichtsvertrag kündigen (§ 5 FernUSG)' });
    expect(dialog).toHaveTextContent('Der Vertrag endet am 27.05.2027.');
    expect(dialog).toHaveTextContent('Die Raten 3, 4 entfallen.');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).not.toHaveBeenCalled();
    expect(onTerminated).not.toHaveBeenCalled();
  });

  it('terminates on "Kündigung bestätigen"; a failure says so and the second try succeeds', async () => {
    let attempts = 0;
    server.use(
      http.get(PATH, () => HttpResponse.json(PREVIEW)),
      http.post(PATH, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'down' }, { status: 503 })
          : HttpResponse.json({ declaredOn: '2027-02-28', endsOn: '2027-05-27' });
      }),
    );
    const { user, onTerminated } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Fernunterrichtsvertrag kündigen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Kündigung bestätigen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Die Kündigung konnte gerade nicht gespeichert werden.');
    expect(onTerminated).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Kündigung bestätigen' }));
    await vi.waitFor(() => expect(onTerminated).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a terminated contract shows when it ends, no button, and the cancelled instalments', async () => {
    renderSection({
      termination: { declaredOn: '2027-02-28', endsOn: '2027-05-27' },
      instalments: [PLAN[0]!, PLAN[1]!, { ...PLAN[2]!, status: 'CANCELLED' }, { ...PLAN[3]!, status: 'CANCELLED' }],
    });
    expect(screen.getByText('Gekündigt am 28.02.2027 zum 27.05.2027. Weitere Raten werden nicht fällig.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fernunterrichtsvertrag kündigen' })).toBeNull();
    const plan = await screen.findByRole('table');
    expect(within(plan).getAllByText(/entfällt \(gekündigt\)/)).toHaveLength(2);
  });
});
