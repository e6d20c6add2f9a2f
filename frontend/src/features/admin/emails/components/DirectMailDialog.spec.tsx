import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/api-stub';
import { createQueryClient } from '../../../../lib/query-client';
import { adminVendorsQuery } from '../../shared/admin-queries';
import { adminSettings } from '../../settings/testing';
import { adminVendor } from '../../vendors/testing';
import { DirectMailDialog } from './DirectMailDialog';

afterEach(() => vi.unstubAllGlobals());

const VENDOR = adminVendor();
const BATCH = 'b0b0b0b0-0000-4000-8000-000000000001';

function stub(progress: { queued: number; sent: number }[]) {
  let poll = 0;
  return stubApi({
    'GET /api/admin/email-templates': () => Response.json([]),
    'GET /api/admin/market-settings': () => Response.json(adminSettings()),
    'GET /api/admin/vendors': () => Response.json([VENDOR]),
    'GET /api/admin/stats': () => Response.json({}),
    'GET /api/admin/booths': () => Response.json([]),
    'POST /api/admin/send-direct-email': () =>
      Response.json({ message: '1 E-Mail wird versendet', batchId: BATCH }, { status: 201 }),
    [`GET /api/admin/mail-batches/${BATCH}`]: () => {
      const { queued, sent } = progress[Math.min(poll++, progress.length - 1)]!;
      return Response.json({
        batchId: BATCH,
        total: 1,
        queued,
        sent,
        filed: 0,
        failed: 0,
        held: 0,
      });
    },
    'GET /api/admin/outbox?limit=1&offset=0': () =>
      Response.json({ items: [], total: 0, counts: {}, smtpConfigured: true }),
  });
}

describe('DirectMailDialog', () => {
  it('sends the mail to this vendor once, shows its progress and refreshes the vendors when it has left', async () => {
    const api = stub([
      { queued: 1, sent: 0 },
      { queued: 0, sent: 1 },
    ]);
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminVendorsQuery.queryKey, [VENDOR]);
    const { user } = renderWithProviders(
      <DirectMailDialog open vendor={VENDOR} onClose={() => undefined} />,
      { queryClient },
    );
    const dialog = await screen.findByRole('dialog', { name: `E-Mail an ${VENDOR.name}` });
    expect(within(dialog).getByText(`An: ${VENDOR.name} <${VENDOR.email}>`)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/Betreff/));
    await user.paste('Ihr Stand');
    await user.click(within(dialog).getByLabelText(/Inhalt/));
    await user.paste('Guten Tag {name}');
    await user.dblClick(within(dialog).getByRole('button', { name: 'E-Mail senden' }));

    await waitFor(() => expect(api.bodies('POST /api/admin/send-direct-email')).toHaveLength(1));
    expect(api.bodies('POST /api/admin/send-direct-email')[0]).toMatchObject({
      vendorId: VENDOR.id,
      subject: 'Ihr Stand',
      content: 'Guten Tag {name}',
      requestId: expect.any(String),
    });
    expect(await within(dialog).findByText('0 von 1 gesendet')).toBeInTheDocument();
    expect(queryClient.getQueryState(adminVendorsQuery.queryKey)?.isInvalidated).toBe(false);
    expect(
      await within(dialog).findByText(/1 von 1 gesendet – fertig/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Once the mail has left, the vendors are read again: their badges show it.
    await waitFor(() =>
      expect(queryClient.getQueryState(adminVendorsQuery.queryKey)?.isInvalidated).toBe(true),
    );
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  }, 20_000);

  it('sends nothing without subject and content', async () => {
    const api = stub([{ queued: 1, sent: 0 }]);
    const { user } = renderWithProviders(
      <DirectMailDialog open vendor={VENDOR} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: `E-Mail an ${VENDOR.name}` });
    await user.click(within(dialog).getByRole('button', { name: 'E-Mail senden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bitte füllen Sie Betreff und Inhalt aus',
    );
    expect(api.bodies('POST /api/admin/send-direct-email')).toEqual([]);
  });
});
