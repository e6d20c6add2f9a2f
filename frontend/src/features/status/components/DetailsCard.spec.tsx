import { screen, within } from '@testing-library/react';
import { marketSettings } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { account, booth, liftAppointment, vendorStatus } from '../../registration/testing';
import { DetailsCard } from './DetailsCard';

function row(label: string) {
  const card = screen.getByRole('region', { name: 'Details' });
  return within(card).getByText(label, { selector: 'span' }).parentElement!;
}

describe('DetailsCard', () => {
  it('shows the stall, the total, the paid and the open amount in euros', () => {
    renderWithProviders(
      <DetailsCard
        status={vendorStatus({
          booth: booth(),
          vendor: { totalAmount: 15000, paymentAmount: 1000, status: 'confirmed' },
        })}
      />,
    );

    expect(row('Standplatz')).toHaveTextContent('AK-03');
    expect(row('Bereich')).toHaveTextContent('Arkadenhof (AK)');
    expect(row('Standgebühr')).toHaveTextContent('150,00 €');
    expect(row('Gesamtbetrag')).toHaveTextContent('150,00 €');
    expect(row('Bezahlt')).toHaveTextContent('10,00 €');
    expect(row('Offener Betrag')).toHaveTextContent('140,00 €');
    expect(screen.queryByText('Noch kein Standplatz zugewiesen')).not.toBeInTheDocument();
  });

  it('shows money due back to the vendor, and no such row without', () => {
    const { unmount } = renderWithProviders(
      <DetailsCard
        status={vendorStatus({
          booth: booth(),
          vendor: { totalAmount: 15000, paymentAmount: 51000, status: 'paid' },
          account: account({ totalAmount: 15000, paidAmount: 51000, refundDueAmount: 36000 }),
        })}
      />,
    );
    expect(row('Rückerstattung ausstehend')).toHaveTextContent('360,00 €');
    expect(row('Offener Betrag')).toHaveTextContent('0,00 €');
    unmount();

    renderWithProviders(<DetailsCard status={vendorStatus({ booth: booth() })} />);
    expect(screen.queryByText('Rückerstattung ausstehend')).not.toBeInTheDocument();
  });

  it('says when no stall is assigned and no lift appointment is booked', () => {
    renderWithProviders(<DetailsCard status={vendorStatus()} />);

    expect(screen.getByText('Noch kein Standplatz zugewiesen')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Lift-Termine gebucht.')).toBeInTheDocument();
    expect(row('Offener Betrag')).toHaveTextContent('0,00 €');
  });

  it('lists lift appointments with German date, slot and Aufbau/Abbau', () => {
    renderWithProviders(
      <DetailsCard
        status={vendorStatus({
          liftAppointments: [
            liftAppointment(),
            liftAppointment({
              id: 2,
              appointmentType: 'breakdown',
              date: '2026-12-08',
              timeSlot: '09:00-09:30',
            }),
          ],
        })}
      />,
    );

    const list = screen.getByTestId('lift-appointments');
    expect(list).toHaveTextContent('Aufbau2. Dez. 2026, 07:00-07:30 Uhr');
    expect(list).toHaveTextContent('Abbau8. Dez. 2026, 09:00-09:30 Uhr');
  });

  it('shows the market, set-up and teardown dates', () => {
    renderWithProviders(<DetailsCard status={vendorStatus()} />);

    expect(row('Markt')).toHaveTextContent('4. - 7. Dez. 2026');
    expect(row('Aufbau')).toHaveTextContent('30. Nov. - 3. Dez. 2026');
    expect(row('Abbau')).toHaveTextContent('8. - 10. Dez. 2026');
  });

  it('says "Termine folgen" for dates the organiser has not set, not last season\'s fallback', () => {
    const settings = marketSettings({
      marketStartDate: null,
      marketEndDate: null,
      setupStartDate: null,
      setupEndDate: null,
      teardownStartDate: null,
      teardownEndDate: null,
    });
    renderWithProviders(<DetailsCard status={vendorStatus({ marketSettings: settings })} />);

    expect(row('Markt')).toHaveTextContent('Termine folgen');
    expect(row('Aufbau')).toHaveTextContent('Termine folgen');
    expect(row('Abbau')).toHaveTextContent('Termine folgen');
  });
});
