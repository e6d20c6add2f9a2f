import type { ScanVendorDto } from '@standl/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { adminAreas } from '../../vendors/testing';
import { PRINT_DELAY_MS } from '../print-window';
import { PrintBoothsDialog } from './PrintBoothsDialog';

const PDF = '%PDF-1.7 test';
const SHEETS = 'GET /api/admin/booth-sheets?scope=all';

function pdfResponse() {
  return new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } });
}

/** jsdom has no object URLs: each blob gets 'blob:standl/N'. */
function objectUrls() {
  const blobs = new Map<string, Blob>();
  let counter = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:standl/${++counter}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  return blobs;
}

/** A stand-in for the window `window.open` answers. */
function fakeWindow() {
  const doc = document.implementation.createHTMLDocument('');
  return {
    document: doc,
    location: { href: '' },
    focus: vi.fn(),
    print: vi.fn(),
    close: vi.fn(),
  };
}

const SONNLEITNER: ScanVendorDto = {
  vendorId: 'other',
  name: 'Glasbläserei Sonnleitner',
  accessCode: 'ABCDE12345',
  scanCode: '0477',
  qrToken: 'STANDL:abcdefghijklmnopqrstuvwxyz',
  boothNumber: 'AK-02',
  areaCode: 'AK',
  areaName: 'Arkadenhof',
  status: 'confirmed',
  isBlocked: false,
  setUpAt: null,
  lastCheckIn: null,
};

function stub(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [SHEETS]: pdfResponse,
    'GET /api/admin/booths': () => Response.json(adminAreas()),
    'GET /api/admin/scan-list': () =>
      Response.json({ syncedAt: '2026-12-04T07:00:00.000Z', vendors: [SONNLEITNER] }),
    ...handlers,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('PrintBoothsDialog', () => {
  it('previews one page per stall and fetches the PDF with the admin token', async () => {
    localStorage.setItem('adminToken', 'token-1');
    const blobs = objectUrls();
    const api = stub();
    const { user } = renderWithProviders(<PrintBoothsDialog open onClose={() => {}} />);

    expect(screen.getByRole('dialog', { name: 'Standplätze drucken' })).toBeInTheDocument();
    expect(await screen.findByText('4 Standplätze: 1 vergeben, 3 frei')).toBeInTheDocument();
    const pages = within(screen.getByRole('list', { name: 'Vorschau der Standblätter' }));
    expect(pages.getAllByTestId('sheet-preview')).toHaveLength(4);
    const assigned = within(pages.getByRole('group', { name: 'Standblatt AK-02' }));
    expect(assigned.getByText('Glasbläserei Sonnleitner')).toBeInTheDocument();
    expect(assigned.getByText('Bestätigt (Zahlung am Markt)')).toBeInTheDocument();
    expect(assigned.getByTestId('sheet-scan-code')).toHaveTextContent('0477');
    // Held for a vendor right now, reserved by name: both print as free.
    for (const number of ['AK-01', 'AK-03', 'AK-04']) {
      const free = within(pages.getByRole('group', { name: `Standblatt ${number}` }));
      expect(free.getByText('FREI')).toBeInTheDocument();
      expect(free.getByText('150,00 €')).toBeInTheDocument();
    }

    const open = screen.getByRole('button', { name: 'PDF öffnen' });
    await waitFor(() => expect(open).toBeEnabled());
    const [, init] = api.fetchMock.mock.calls.find(
      ([url]) => url === '/api/admin/booth-sheets?scope=all',
    )!;
    expect(init?.headers).toEqual({ Authorization: 'Bearer token-1' });

    const tab = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(open);
    const [url] = tab.mock.calls[0]!;
    const blob = blobs.get(String(url))!;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe(PDF);
    localStorage.removeItem('adminToken');
  });

  it('says so when there are no stalls', async () => {
    objectUrls();
    stub({
      'GET /api/admin/booths': () => Response.json([]),
      'GET /api/admin/scan-list': () => Response.json({ syncedAt: '2026-12-04', vendors: [] }),
    });
    renderWithProviders(<PrintBoothsDialog open onClose={() => {}} />);
    expect(await screen.findByText('Keine Standplätze verfügbar')).toBeInTheDocument();
  });

  it('opens the print window in the click and prints after 2 seconds', async () => {
    const blobs = objectUrls();
    stub();
    const win = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    renderWithProviders(<PrintBoothsDialog open onClose={() => {}} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'PDF öffnen' })).toBeEnabled());

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Standblätter drucken' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.document.body.textContent).toContain('Die Standblätter werden geladen');
    expect(win.location.href).toMatch(/^blob:standl\//);
    expect(await blobs.get(win.location.href)!.text()).toBe(PDF);

    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(win.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.print).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the window at once even before the PDF has arrived', async () => {
    objectUrls();
    let answer: (response: Response) => void = () => {};
    stub({
      [SHEETS]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const win = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { user } = renderWithProviders(<PrintBoothsDialog open onClose={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Standblätter drucken' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(win.location.href).toBe('');
    answer(pdfResponse());
    await waitFor(() => expect(win.location.href).toMatch(/^blob:standl\//));
  });

  it('asks to allow pop-ups when the window is blocked', async () => {
    objectUrls();
    stub();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<PrintBoothsDialog open onClose={() => {}} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'PDF öffnen' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Standblätter drucken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte erlauben Sie Pop-ups für diese Seite, um die Standplätze zu drucken.',
    );
  });

  it('shows why the sheets could not be loaded', async () => {
    objectUrls();
    stub({ [SHEETS]: () => apiError(500, 'Interner Fehler') });
    renderWithProviders(<PrintBoothsDialog open onClose={() => {}} />);
    expect(
      await screen.findByText(/Standblätter konnten nicht geladen werden\. Interner Fehler/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Standblätter drucken' })).toBeDisabled();
  });

  it('prints only the assigned stalls, or the selected ones, and asks for a selection first', async () => {
    objectUrls();
    const api = stub({
      'GET /api/admin/booth-sheets?scope=assigned': pdfResponse,
      'GET /api/admin/booth-sheets?scope=selected&booths=AK-02%2CAK-04': pdfResponse,
    });
    const { user } = renderWithProviders(<PrintBoothsDialog open onClose={() => {}} />);
    expect(await screen.findByText('4 Standplätze: 1 vergeben, 3 frei')).toBeInTheDocument();
    const pages = () =>
      within(screen.getByRole('list', { name: 'Vorschau der Standblätter' })).getAllByRole('group');

    await user.click(screen.getByRole('radio', { name: 'Nur vergebene' }));
    expect(await screen.findByText('1 Standplatz: 1 vergeben, 0 frei')).toBeInTheDocument();
    expect(pages().map((page) => page.getAttribute('aria-label'))).toEqual(['Standblatt AK-02']);
    await waitFor(() =>
      expect(api.fetchMock).toHaveBeenCalledWith(
        '/api/admin/booth-sheets?scope=assigned',
        expect.anything(),
      ),
    );

    await user.click(screen.getByRole('radio', { name: 'Ausgewählte' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bitte wählen Sie mindestens einen Standplatz aus.',
    );
    expect(screen.getByRole('button', { name: 'Standblätter drucken' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Notfall-Liste drucken' })).toBeDisabled();
    const choose = screen.getByRole('combobox', { name: 'Standplätze auswählen' });
    await user.click(choose);
    await user.click(
      await screen.findByRole('option', { name: 'AK-02 · Glasbläserei Sonnleitner' }),
    );
    await user.click(screen.getByRole('option', { name: 'AK-04 · frei' }));

    expect(await screen.findByText('2 Standplätze: 1 vergeben, 1 frei')).toBeInTheDocument();
    expect(pages().map((page) => page.getAttribute('aria-label'))).toEqual([
      'Standblatt AK-02',
      'Standblatt AK-04',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'PDF öffnen' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Notfall-Liste drucken' })).toBeEnabled();
  });

  it('prints the confidential emergency list of the selection in its own window', async () => {
    const blobs = objectUrls();
    const LIST = '%PDF-1.7 notfall';
    stub({
      'GET /api/admin/emergency-list?scope=all': () =>
        new Response(LIST, { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { user } = renderWithProviders(<PrintBoothsDialog open onClose={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Notfall-Liste drucken' }));
    expect(win.document.body.textContent).toContain('Die Notfall-Liste wird geladen');
    await waitFor(() => expect(win.location.href).toMatch(/^blob:standl\//));
    expect(await blobs.get(win.location.href)!.text()).toBe(LIST);
  });

  it('closes the window and says why when the emergency list cannot be loaded', async () => {
    objectUrls();
    stub({ 'GET /api/admin/emergency-list?scope=all': () => apiError(500, 'Interner Fehler') });
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { user } = renderWithProviders(<PrintBoothsDialog open onClose={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Notfall-Liste drucken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Interner Fehler');
    expect(win.close).toHaveBeenCalled();
  });
});
