import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { booth, vendorStatus } from '../../registration/testing';
import { BoothTab } from './BoothTab';

/** The value beside a row's label, spaces plain. */
function valueOf(label: string): string | undefined {
  return screen
    .getByText(label, { exact: true })
    .nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
}

describe('the dashboard stall card', () => {
  it('shows a fee with surcharges as its base, each surcharge and the sum', () => {
    renderWithProviders(
      <BoothTab
        status={vendorStatus({
          booth: booth({
            area: { id: 1, code: 'AK', name: 'Arkadenhof', price: 17500 },
            priceDetail: {
              base: 15000,
              surcharges: [{ kind: 'power', amount: 2500, powerAmps: 16 }],
            },
          }),
        })}
      />,
    );
    expect(valueOf('Standgebühr')).toBe('150,00 €');
    expect(valueOf('Zuschlag Stromanschluss 16 A')).toBe('25,00 €');
    expect(valueOf('Standgebühr gesamt')).toBe('175,00 €');
  });

  it('shows a fee without surcharges, or agreed without a detail, as one amount', () => {
    const { unmount } = renderWithProviders(<BoothTab status={vendorStatus({ booth: booth() })} />);
    expect(valueOf('Standgebühr')).toBe('150,00 €');
    expect(screen.queryByText('Standgebühr gesamt')).toBeNull();
    unmount();
    renderWithProviders(
      <BoothTab status={vendorStatus({ booth: booth({ priceDetail: null }) })} />,
    );
    expect(valueOf('Standgebühr')).toBe('150,00 €');
    expect(screen.queryByText(/Zuschlag/)).toBeNull();
  });
});
