import type { AuditLogEntryDto, AuditLogPageDto } from '@standl/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { ProtocolTab } from './ProtocolTab';

afterEach(() => vi.unstubAllGlobals());

function entry(change: Partial<AuditLogEntryDto>): AuditLogEntryDto {
  return {
    id: '1',
    occurredAt: '2026-11-21T09:00:00.000Z',
    day: '2026-11-21',
    actor: 'Anna Berger',
    actorAccountId: 2,
    type: 'payments.ledger-entry-booked.v1',
    label: 'Barzahlung verbucht',
    aggregateType: 'vendor',
    aggregateId: 'v-1',
    subject: 'Kerzenzieherei Huber, Standplatz AK-01',
    details: '150,00 €',
    ...change,
  };
}

const PAGE: AuditLogPageDto = {
  entries: [
    entry({}),
    entry({
      id: '2',
      occurredAt: '2026-11-20T14:30:00.000Z',
      day: '2026-11-20',
      actor: 'vendor',
      actorAccountId: null,
      type: 'registration.vendor-registered.v1',
      label: 'Angemeldet',
      details: null,
    }),
  ],
  total: 2,
  actors: [
    { accountId: 2, actor: 'Anna Berger', count: 1 },
    { accountId: null, actor: 'vendor', count: 1 },
  ],
  from: '2026-11-15',
  to: '2026-11-21',
};

/** Answers the Protokoll with `page` (and the CSV export); records the query of each call. */
function stubProtocol(page: AuditLogPageDto | ((url: URL) => AuditLogPageDto) = PAGE) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/audit-log') {
      return Response.json(typeof page === 'function' ? page(url) : page);
    }
    if (url.pathname === '/api/admin/audit-log/export') {
      return new Response('\uFEFFDatum;Uhrzeit\r\n', { headers: { 'Content-Type': 'text/csv' } });
    }
    return Response.json({ statusCode: 404, message: 'Nicht gefunden' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const urls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x'));
  return { fetchMock, urls };
}

describe('ProtocolTab', () => {
  it('asks for the last seven days and lists the entries by day with time, person and subject', async () => {
    const { urls } = stubProtocol();
    renderWithProviders(<ProtocolTab mayExport />);

    const table = await screen.findByRole('table', { name: 'Protokoll' });
    const first = urls()[0]!;
    expect(first.searchParams.get('page')).toBe('1');
    expect(first.searchParams.get('pageSize')).toBe('50');
    const days =
      (Date.parse(first.searchParams.get('to')!) - Date.parse(first.searchParams.get('from')!)) /
      86_400_000;
    expect(days).toBe(6);

    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Samstag, 21. November 2026');
    expect(rows[2]).toHaveTextContent(
      '10:00Anna BergerBarzahlung verbuchtKerzenzieherei Huber, Standplatz AK-01150,00 €',
    );
    expect(rows[3]).toHaveTextContent('Freitag, 20. November 2026');
    expect(rows[4]).toHaveTextContent('15:30HändlerAngemeldet');
    expect(screen.getByText('2 Einträge')).toBeInTheDocument();
  });

  it('filters by a person from the list of who acted', async () => {
    const { urls } = stubProtocol();
    const { user } = renderWithProviders(<ProtocolTab mayExport={false} />);
    await screen.findByRole('table', { name: 'Protokoll' });

    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Anna Berger (1)' }));
    await waitFor(() => expect(urls().at(-1)!.searchParams.get('accountId')).toBe('2'));

    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Händler (1)' }));
    await waitFor(() => expect(urls().at(-1)!.searchParams.get('actor')).toBe('vendor'));
    expect(urls().at(-1)!.searchParams.has('accountId')).toBe(false);
  });

  it('searches and starts again on the first page', async () => {
    const { urls } = stubProtocol((url) => ({
      ...PAGE,
      total: 120,
      entries: url.searchParams.get('q') ? [entry({})] : PAGE.entries,
    }));
    const { user } = renderWithProviders(<ProtocolTab mayExport={false} />);
    await screen.findByRole('table', { name: 'Protokoll' });

    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(urls().at(-1)!.searchParams.get('page')).toBe('2'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Suche' }), {
      target: { value: 'Barzahlung' },
    });
    await waitFor(() => expect(urls().at(-1)!.searchParams.get('q')).toBe('Barzahlung'));
    expect(urls().at(-1)!.searchParams.get('page')).toBe('1');
  });

  it('says so when nothing matches', async () => {
    stubProtocol({ ...PAGE, entries: [], total: 0, actors: [] });
    renderWithProviders(<ProtocolTab mayExport />);
    expect(await screen.findByText('Keine Einträge für diese Auswahl.')).toBeInTheDocument();
  });

  it('exports the same filters as CSV, and offers no export without the right', async () => {
    const { urls } = stubProtocol();
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:protokoll');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, unmount } = renderWithProviders(<ProtocolTab mayExport />);
    await screen.findByRole('table', { name: 'Protokoll' });

    await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^protokoll-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = urls().find((url) => url.pathname === '/api/admin/audit-log/export')!;
    expect(exported.searchParams.get('from')).toBe(urls()[0]!.searchParams.get('from'));
    expect(exported.searchParams.has('page')).toBe(false);
    click.mockRestore();
    unmount();

    renderWithProviders(<ProtocolTab mayExport={false} />);
    await screen.findByRole('table', { name: 'Protokoll' });
    expect(screen.queryByRole('button', { name: 'CSV exportieren' })).not.toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    stubProtocol();
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderWithProviders(<ProtocolTab mayExport />);
    const day = await screen.findByRole('region', { name: 'Samstag, 21. November 2026' });
    expect(within(day).getByTestId('protocol-entry')).toHaveTextContent(
      '10:00 · Anna BergerBarzahlung verbuchtKerzenzieherei Huber, Standplatz AK-01150,00 €',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
