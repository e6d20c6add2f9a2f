import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { adminVendor } from '../testing/admin-vendor-fixtures';
import type { useVendorCommands } from './useVendorCommands';
import { VendorCards } from './VendorList';

const commands = {} as ReturnType<typeof useVendorCommands>;

function renderCards(vendor: ReturnType<typeof adminVendor>) {
  renderWithProviders(
    <VendorCards
      vendors={[vendor]}
      warned={new Set()}
      commands={commands}
      onDetails={() => undefined}
      onAssign={() => undefined}
    />,
  );
}

describe('VendorCards (phones)', () => {
  it('writes out the block reason, which a tooltip could not show on a touch screen', () => {
    renderCards(adminVendor({ isBlocked: true, blockedReason: 'Nicht aufgebaut' }));

    const card = within(screen.getByTestId('vendor-row'));
    expect(card.getByText('Gesperrt: Nicht aufgebaut')).toBeVisible();
  });

  it('says why a permanent block cannot be lifted from the list', () => {
    renderCards(
      adminVendor({
        isBlocked: true,
        canBeUnblocked: false,
        blockedReason: 'Lift-Ticket weitergegeben',
      }),
    );

    const card = within(screen.getByTestId('vendor-row'));
    expect(card.getByTestId('blocked-chip')).toHaveTextContent('Dauerhaft gesperrt');
    expect(card.getByText('Dauerhaft gesperrt: Lift-Ticket weitergegeben')).toBeVisible();
    expect(card.getByText('Dauerhafte Sperre: im Archiv als aufhebbar kennzeichnen')).toBeVisible();
    const unblock = card.getByRole('button', { name: 'Entsperren: Kerzenzieherei Huber' });
    expect(unblock).toBeDisabled();
    expect(unblock).toHaveAccessibleDescription(
      'Dauerhafte Sperre: im Archiv als aufhebbar kennzeichnen',
    );
  });

  it('keeps Entsperren for a block that can be lifted', () => {
    renderCards(adminVendor({ isBlocked: true, blockedReason: 'Nicht aufgebaut' }));

    const card = within(screen.getByTestId('vendor-row'));
    expect(card.getByTestId('blocked-chip')).toHaveTextContent(/^Gesperrt$/);
    expect(card.getByRole('button', { name: 'Entsperren: Kerzenzieherei Huber' })).toBeEnabled();
    expect(card.queryByText(/als aufhebbar kennzeichnen/)).not.toBeInTheDocument();
  });
});

describe('the vendor list’s language marker (docs/decisions.md 372)', () => {
  it('marks English vendors with EN and German ones with nothing', () => {
    renderCards(adminVendor({ language: 'en' }));
    expect(
      within(screen.getByTestId('vendor-row')).getByLabelText('E-Mails auf Englisch'),
    ).toHaveTextContent('EN');
  });

  it('shows no marker for German', () => {
    renderCards(adminVendor());
    expect(screen.queryByTestId('english-chip')).not.toBeInTheDocument();
  });
});
