/**
 * PositionCertificateLinks (for the customer's meine-kurse page): what a customer can do with an
 * ordered course, read from the position's `certificates` state — the certificate download (the PDF
 * fetched with the bearer token at the network boundary), the day it becomes available, the
 * learning-success check with its attempts, the attendance confirmation and the evaluation form.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { PositionCertificateLinks } from '../../src/components/certificates/PositionCertificateLinks';
import { createI18n } from '../../src/lib/i18n';
import type { CustomerOrderPosition } from '../../src/shared/customer-area';
import { useMswServer } from './support/msw';

const server = useMswServer();
beforeAll(async () => {
  await createI18n('de');
});

const POSITION: CustomerOrderPosition = {
  positionId: 7, orderId: 3, kind: 'COURSE', courseId: 11, packageId: null, scheduleId: 21, name: 'Aktuelles Mietrecht', organizer: 'Anwaltsakademie Nord',
  courseType: 'PRESENT', courseKind: 'FAO15', startDate: '2026-11-02', endDate: '2026-11-03', city: 'Köln', hours: 10, referents: ['Dr. Erika Muster'],
  scopeId: 4, scopeIds: [4], scopes: ['Mietrecht'], packageIncluded: false, learningCheckPassed: false, grossValue: 39000, documents: [],
  certificates: {
    certificateUrl: '/api/customer-certificate/7',
    modules: [
      { moduleId: 1, date: '2026-11-02', hours: 8, url: '/api/customer-certificate/7/module/1' },
      { moduleId: 2, date: '2026-11-03', hours: 2, url: '/api/customer-certificate/7/module/2' },
    ],
    attendanceUrlId: 'a'.repeat(32), availableFrom: null, learningCheck: null, evaluationOpen: true, evaluated: false,
  },
};

const renderLinks = (position: CustomerOrderPosition) =>
  render(<MemoryRouter><PositionCertificateLinks position={position} /></MemoryRouter>);

describe('PositionCertificateLinks', () => {
  it('offers the certificate, the modules, the attendance confirmation and the evaluation of a finished course', async () => {
    const fetched: string[] = [];
    server.use(http.get('/api/customer-certificate/*', ({ request }) => {
      fetched.push(new URL(request.url).pathname);
      return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    }));
    const saved: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => { saved.push(blob); return 'blob:certificate'; }, revokeObjectURL: () => {} });
    renderLinks(POSITION);
    const list = await screen.findByRole('list', { name: 'Aktuelles Mietrecht' });
    expect(within(list).getByRole('button', { name: 'Modul 2 am 03.11.2026 (PDF)' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Teilnahmebestätigung zum Weitergeben' })).toHaveAttribute('href', `/bescheinigung/${'a'.repeat(32)}`);
    expect(within(list).getByRole('link', { name: 'Kurs bewerten' })).toHaveAttribute('href', '/teilnehmer-feedback?courseId=11&scheduleId=21');
    expect(within(list).queryByRole('link', { name: 'Zur Lernerfolgskontrolle' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Teilnahmebescheinigung (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetched).toEqual(['/api/customer-certificate/7']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says from when the certificate comes, and leads a self-study customer to the check', async () => {
    renderLinks({
      ...POSITION, courseType: 'SELF',
      certificates: { ...POSITION.certificates, certificateUrl: null, modules: [], attendanceUrlId: null, availableFrom: null, learningCheck: { state: 'OPEN', attemptsLeft: 2 }, evaluationOpen: false },
    });
    expect(await screen.findByRole('link', { name: 'Zur Lernerfolgskontrolle' })).toHaveAttribute('href', '/lernerfolgskontrolle/7');
    expect(screen.getByText('(noch 2 Versuche)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kurs bewerten' })).not.toBeInTheDocument();
    renderLinks({ ...POSITION, positionId: 8, name: 'Später', certificates: { ...POSITION.certificates, certificateUrl: null, modules: [], attendanceUrlId: null, availableFrom: '2026-12-05', evaluationOpen: false } });
    expect(await screen.findByText('Bescheinigung ab 05.12.2026')).toBeInTheDocument();
  });

  it('shows nothing for a package', () => {
    const { container } = renderLinks({ ...POSITION, kind: 'PACKAGE', courseId: null, scheduleId: null });
    expect(container).toBeEmptyDOMElement();
  });
});
