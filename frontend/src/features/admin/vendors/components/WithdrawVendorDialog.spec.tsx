import type { AdminVendorDto, WithdrawalQuoteDto } from '@standl/contracts';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { ConsoleRoleProvider } from '../../auth';
import { adminAreas, adminVendor, VENDOR_ID } from '../testing/admin-vendor-fixtures';
import { VendorDetailDialog } from './VendorDetailDialog';

afterEach(() => vi.unstubAllGlobals());
// The vendor detail is a big dialog to render, slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const BASE = `/api/admin/vendors/${VENDOR_ID}`;
const WITHDRAWAL = `POST ${BASE}/withdrawal`;
const CONFIRMED = adminVendor({
  status: 'confirmed',
  boothId: 7,
  boothNumber: 'AK-07',
  boothAreaCode: 'AK',
  boothAreaName: 'Arkadenhof',
  totalAmount: 14000,
  paymentAmount: 1000,
});

const LATE: WithdrawalQuoteDto = {
  allowed: true,
  refusal: null,
  free: false,
  lastFreeDay: '2026-11-06',
  stallFee: 14000,
  feePercent: 50,
  feeAmount: 7000,
  paidAmount: 1000,
  refundAmount: 0,
  openAmount: 6000,
  boothNumber: 'AK-07',
};

function stub(quote: WithdrawalQuoteDto, handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/admin/vendors': () => Response.json([CONFIRMED]),
    [`GET ${BASE}/history`]: () => Response.json([]),
    [`GET ${BASE}/messages`]: () => Response.json([]),
    'GET /api/admin/booths': () => Response.json(adminAreas()),
    [`GET ${BASE}/withdrawal`]: () => Response.json(quote),
    ...handlers,
  });
}

async function openWithdrawal(vendor: AdminVendorDto = CONFIRMED) {
  const view = renderWithProviders(<VendorDetailDialog vendorId={vendor.id} onClose={vi.fn()} />);
  const detail = within(await screen.findByRole('dialog', { name: vendor.name }));
  await view.user.click(detail.getByRole('button', { name: 'Rücktritt erklären' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Rücktritt erklären' }));
  return { ...view, dialog };
}

describe("'Rücktritt erklären' in the vendor detail", () => {
  it('states the fee after the deadline and what stays open, then withdraws with a reason', async () => {
    const api = stub(LATE, {
      [WITHDRAWAL]: () =>
        Response.json({
          withdrawnAt: '2026-11-20T10:00:00.000Z',
          by: 'organiser',
          feeAmount: 7000,
          free: false,
          waived: false,
          refundAmount: 0,
          openAmount: 6000,
          boothNumber: 'AK-07',
        }),
    });
    const { user, dialog } = await openWithdrawal();

    expect(await dialog.findByTestId('withdrawal-fee')).toHaveTextContent(
      'Die Rücktrittsgebühr beträgt 70,00 € (50 % der Standgebühr).',
    );
    expect(dialog.getByText('Noch offen').nextSibling).toHaveTextContent('60,00 €');
    await user.click(dialog.getByLabelText('Grund (optional)'));
    await user.paste('Krankheit');
    await user.click(dialog.getByRole('button', { name: 'Rücktritt erklären' }));

    expect(await screen.findByText('Rücktritt erklärt')).toBeInTheDocument();
    expect(screen.getByText(/Rücktrittsgebühr 70,00 €, noch offen 60,00 €/)).toBeInTheDocument();
    expect(api.bodies(WITHDRAWAL)).toEqual([{ reason: 'Krankheit' }]);
  });

  it('waives the fee only with a reason, and shows the full refund', async () => {
    const api = stub(LATE, {
      [WITHDRAWAL]: () => apiError(409, 'Diese Anmeldung ist bereits zurückgezogen.'),
    });
    const { user, dialog } = await openWithdrawal();

    await user.click(await dialog.findByRole('checkbox', { name: 'Gebühr erlassen' }));
    expect(dialog.getByTestId('withdrawal-fee')).toHaveTextContent(
      'Die Rücktrittsgebühr wurde vom Veranstalter erlassen.',
    );
    expect(dialog.getByText('Wird erstattet').nextSibling).toHaveTextContent('10,00 €');
    await user.click(dialog.getByRole('button', { name: 'Rücktritt erklären' }));
    expect(
      dialog.getByText('Bitte geben Sie an, warum die Rücktrittsgebühr erlassen wird'),
    ).toBeInTheDocument();
    expect(api.bodies(WITHDRAWAL)).toHaveLength(0);

    await user.click(dialog.getByLabelText(/Grund für den Erlass/));
    await user.paste('Attest liegt vor');
    await user.click(dialog.getByRole('button', { name: 'Rücktritt erklären' }));
    expect(
      await dialog.findByText('Diese Anmeldung ist bereits zurückgezogen.'),
    ).toBeInTheDocument();
    expect(api.bodies(WITHDRAWAL)).toEqual([{ waiveFee: true, waiverReason: 'Attest liegt vor' }]);
  });

  it('says a withdrawal on time is free and offers no waiver', async () => {
    stub({ ...LATE, free: true, feeAmount: 0, refundAmount: 1000, openAmount: 0 });
    const { dialog } = await openWithdrawal();

    expect(await dialog.findByTestId('withdrawal-fee')).toHaveTextContent(
      'Der Rücktritt ist kostenlos (bis einschließlich 6. November 2026).',
    );
    expect(dialog.queryByRole('checkbox', { name: 'Gebühr erlassen' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal without a button to send", async () => {
    stub({
      ...LATE,
      allowed: false,
      refusal: 'Nach dem Aufbau ist ein Rücktritt nicht mehr möglich.',
    });
    const { dialog } = await openWithdrawal();

    expect(
      await dialog.findByText('Nach dem Aufbau ist ein Rücktritt nicht mehr möglich.'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Rücktritt erklären' })).not.toBeInTheDocument();
  });

  it('shows a withdrawn vendor as such, with nothing left to change of the registration', async () => {
    const withdrawn = {
      ...CONFIRMED,
      status: 'withdrawn' as const,
      withdrawnAt: '2026-11-20T09:30:00.000Z',
      boothId: null,
      boothNumber: null,
    };
    stubApi({
      'GET /api/admin/vendors': () => Response.json([withdrawn]),
      [`GET ${BASE}/history`]: () => Response.json([]),
      [`GET ${BASE}/messages`]: () => Response.json([]),
    });
    renderWithProviders(<VendorDetailDialog vendorId={VENDOR_ID} onClose={vi.fn()} />);
    const detail = within(await screen.findByRole('dialog', { name: withdrawn.name }));

    expect(detail.getByTestId('status-chip')).toHaveTextContent('Zurückgezogen');
    expect(detail.getByTestId('withdrawn-note')).toHaveTextContent(
      'Anmeldung zurückgezogen am 20. Nov. 2026, 10:30 Uhr',
    );
    for (const name of ['Rücktritt erklären', 'Ablehnen', 'Zuweisen']) {
      expect(detail.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(detail.getByRole('combobox', { name: 'Status' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('is not offered to Kasse', async () => {
    stub(LATE);
    renderWithProviders(
      <ConsoleRoleProvider role="cashier">
        <VendorDetailDialog vendorId={VENDOR_ID} onClose={vi.fn()} />
      </ConsoleRoleProvider>,
    );
    const detail = within(await screen.findByRole('dialog', { name: CONFIRMED.name }));
    expect(detail.queryByRole('button', { name: 'Rücktritt erklären' })).not.toBeInTheDocument();
  });
});
