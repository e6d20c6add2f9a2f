import { screen, waitFor, within } from '@testing-library/react';
import {
  WITHDRAWAL_MESSAGES,
  type WithdrawalDto,
  type WithdrawalQuoteDto,
} from '@standl/contracts';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { VENDOR_ID, booth, vendorStatus } from '../../registration/testing';
import { OverviewTab } from './OverviewTab';

const QUOTE = `GET /api/vendors/${VENDOR_ID}/withdrawal`;
const WITHDRAW = `POST /api/vendors/${VENDOR_ID}/withdrawal`;

afterEach(() => vi.unstubAllGlobals());

function quote(overrides: Partial<WithdrawalQuoteDto> = {}): WithdrawalQuoteDto {
  return {
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
    ...overrides,
  };
}

const withdrawal: WithdrawalDto = {
  withdrawnAt: '2026-11-20T09:30:00.000Z',
  by: 'vendor',
  feeAmount: 7000,
  free: false,
  waived: false,
  refundAmount: 0,
  openAmount: 6000,
  boothNumber: 'AK-07',
};

const confirmed = () =>
  vendorStatus({ vendor: { status: 'confirmed' }, booth: booth({ number: 'AK-07' }) });

describe('Anmeldung zurückziehen', () => {
  it('states the fee and what stays open, then withdraws with the fee the vendor saw', async () => {
    const api = stubApi({
      [QUOTE]: () => Response.json(quote()),
      [WITHDRAW]: () => Response.json(withdrawal),
    });
    const { user } = renderWithProviders(<OverviewTab status={confirmed()} />);

    await user.click(screen.getByRole('button', { name: 'Anmeldung zurückziehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anmeldung zurückziehen' });
    const fee = await within(dialog).findByTestId('withdrawal-fee');
    expect(fee).toHaveTextContent('Rücktrittsgebühr 70,00 € (50 % der Standgebühr)');
    expect(fee).toHaveTextContent('Offen bleiben 60,00 €');
    expect(fee).toHaveTextContent('Ihr Standplatz AK-07 wird freigegeben.');

    await user.type(within(dialog).getByLabelText('Grund (freiwillig)'), '  Krank  ');
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich zurückziehen' }));

    await waitFor(() => expect(api.bodies(WITHDRAW)).toHaveLength(1));
    expect(api.bodies(WITHDRAW)[0]).toEqual({ confirmedFeeAmount: 7000, reason: 'Krank' });
    expect(await screen.findByText('Anmeldung zurückgezogen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the last free day while withdrawal is free and sends no empty reason', async () => {
    const api = stubApi({
      [QUOTE]: () =>
        Response.json(
          quote({
            free: true,
            lastFreeDay: '2099-11-06',
            feeAmount: 0,
            refundAmount: 1000,
            openAmount: 0,
          }),
        ),
      [WITHDRAW]: () =>
        Response.json({ ...withdrawal, feeAmount: 0, free: true, refundAmount: 1000 }),
    });
    const { user } = renderWithProviders(<OverviewTab status={confirmed()} />);

    await user.click(screen.getByRole('button', { name: 'Anmeldung zurückziehen' }));
    const fee = await screen.findByTestId('withdrawal-fee');
    expect(fee).toHaveTextContent('Kostenlos bis einschließlich 6. November 2099');
    expect(fee).toHaveTextContent('Wir erstatten Ihnen 10,00 €.');
    await user.click(screen.getByRole('button', { name: 'Verbindlich zurückziehen' }));
    await waitFor(() => expect(api.bodies(WITHDRAW)).toEqual([{ confirmedFeeAmount: 0 }]));
  });

  it("shows the server's refusal and the new fee when it changed meanwhile", async () => {
    let calls = 0;
    stubApi({
      [QUOTE]: () => {
        calls += 1;
        return Response.json(
          calls === 1 ? quote({ free: true, feeAmount: 0, openAmount: 0 }) : quote(),
        );
      },
      [WITHDRAW]: () => apiError(409, WITHDRAWAL_MESSAGES.feeChanged(7000)),
    });
    const { user } = renderWithProviders(<OverviewTab status={confirmed()} />);

    await user.click(screen.getByRole('button', { name: 'Anmeldung zurückziehen' }));
    await user.click(await screen.findByRole('button', { name: 'Verbindlich zurückziehen' }));

    expect(await screen.findByTestId('withdrawal-error')).toHaveTextContent(
      WITHDRAWAL_MESSAGES.feeChanged(7000).replace(/\s/g, ' '),
    );
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal-fee')).toHaveTextContent('Rücktrittsgebühr 70,00 €'),
    );
  });

  it('says why a withdrawal is refused and offers no confirmation', async () => {
    stubApi({
      [QUOTE]: () =>
        Response.json(
          quote({
            allowed: false,
            refusal: WITHDRAWAL_MESSAGES.afterSetUp,
          }),
        ),
    });
    const { user } = renderWithProviders(<OverviewTab status={confirmed()} />);

    await user.click(screen.getByRole('button', { name: 'Anmeldung zurückziehen' }));
    expect(await screen.findByText(/Nach dem Aufbau ist ein Rücktritt/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Verbindlich zurückziehen' }),
    ).not.toBeInTheDocument();
  });

  it('is not offered once withdrawn, and the overview states the withdrawal', () => {
    stubApi({});
    const status = {
      ...vendorStatus({ vendor: { status: 'withdrawn' } }),
      withdrawal,
    };
    status.account.openAmount = 6000;
    renderWithProviders(<OverviewTab status={status} />);

    expect(
      screen.queryByRole('button', { name: 'Anmeldung zurückziehen' }),
    ).not.toBeInTheDocument();
    const notice = screen.getByTestId('withdrawn-notice');
    expect(notice).toHaveTextContent(
      'Sie haben Ihre Anmeldung am 20. November 2026 zurückgezogen.',
    );
    expect(notice).toHaveTextContent('Rücktrittsgebühr: 70,00 €.');
    expect(notice).toHaveTextContent('Offen bleiben 60,00 €');
    expect(screen.getByText('AK-07 freigegeben')).toBeInTheDocument();
  });
});
