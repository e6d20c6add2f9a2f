import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/api-stub';
import { adminSettings, adminVendor } from '../testing/admin-vendor-fixtures';
import { VendorsTab } from './VendorsTab';
import { VendorExportMenu } from './VendorExportMenu';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GROESS = adminVendor({
  name: 'Töpferei Größ',
  email: 'groess@example.at',
  status: 'confirmed',
  boothNumber: 'AK-07',
  boothAreaName: 'Arkadenhof',
  totalAmount: 123450,
});
const MAIER = adminVendor({
  id: 'c1d2e3f4-0000-4000-8000-000000000002',
  name: 'Krapfen Maier',
  email: 'maier@example.at',
  accessCode: 'QRSTV67890',
});

/** Each download the page starts: file name and content (jsdom has no object URLs). */
function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { fileName: string; blob: Blob }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:standl/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (this.download && blob) saved.push({ fileName: this.download, blob });
  });
  return saved;
}

describe('VendorExportMenu', () => {
  it('exports the vendors the search shows as CSV', async () => {
    stubApi({
      'GET /api/admin/vendors': () => Response.json([GROESS, MAIER]),
      'GET /api/admin/market-settings': () => Response.json(adminSettings()),
    });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderWithProviders(<VendorsTab />);

    await screen.findByText('2 von 2 Händlern gefunden');
    await user.type(screen.getByLabelText('Händler suchen'), 'Größ');
    await screen.findByText('1 von 2 Händlern gefunden');

    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await user.click(screen.getByRole('menuitem', { name: /Als CSV \(Excel\)/ }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toMatch(/^haendler-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0].blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('Töpferei Größ;groess@example.at');
    expect(text).toContain(';1.234,50;');
    expect(text).not.toContain('Krapfen Maier');
    expect(await screen.findByText('1 Händler exportiert.')).toBeInTheDocument();
  }, 20_000);

  it('offers CSV and XLSX in a menu named by its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VendorExportMenu vendors={[GROESS]} />);

    const button = screen.getByRole('button', { name: 'Exportieren' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Exportieren' });
    expect(menu).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.dataset.format)).toEqual([
      'csv',
      'xlsx',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('exports XLSX by keyboard and hands the focus back to the button', async () => {
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderWithProviders(<VendorExportMenu vendors={[GROESS, MAIER]} />);

    const button = screen.getByRole('button', { name: 'Exportieren' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: /Als CSV/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(saved[0].fileName).toMatch(/^haendler-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(saved[0].blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
    expect(await screen.findByText('2 Händler exportiert.')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toBeEnabled();
  }, 20_000);

  it('cannot export an empty list', () => {
    renderWithProviders(<VendorExportMenu vendors={[]} />);
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeDisabled();
  });

  it('says so when the file cannot be made', async () => {
    URL.createObjectURL = vi.fn(() => {
      throw new Error('kein Speicher');
    });
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<VendorExportMenu vendors={[GROESS]} />);

    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await user.click(screen.getByRole('menuitem', { name: /Als CSV/ }));
    expect(await screen.findByText('Export fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeEnabled();
  });
});
