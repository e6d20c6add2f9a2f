import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { adminVendor } from '../testing/admin-vendor-fixtures';
import type { useVendorCommands } from './useVendorCommands';
import { VendorCards } from './VendorList';

const commands = {} as ReturnType<typeof useVendorCommands>;

describe('VendorCards (phones)', () => {
  it('writes out the block reason, which a tooltip could not show on a touch screen', () => {
    renderWithProviders(
      <VendorCards
        vendors={[adminVendor({ isBlocked: true, blockedReason: 'Nicht aufgebaut' })]}
        warned={new Set()}
        commands={commands}
        onDetails={() => undefined}
        onAssign={() => undefined}
      />,
    );

    const card = within(screen.getByTestId('vendor-row'));
    expect(card.getByText('Gesperrt: Nicht aufgebaut')).toBeVisible();
  });
});
