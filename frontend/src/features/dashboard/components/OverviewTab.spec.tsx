import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { vendorStatus } from '../../registration/testing';
import { OverviewTab } from './OverviewTab';

describe('the dashboard overview', () => {
  it('offers the vendor their data as a file', () => {
    const status = vendorStatus({ vendor: { id: '3f2b8c1e-5d4a-4b6f-9e7d-1a2b3c4d5e6f' } });
    renderWithProviders(<OverviewTab status={status} />);
    const link = screen.getByRole('link', { name: 'Meine Daten herunterladen' });
    expect(link).toHaveAttribute(
      'href',
      '/api/vendors/3f2b8c1e-5d4a-4b6f-9e7d-1a2b3c4d5e6f/data-export',
    );
    expect(link).toHaveAttribute('download');
  });
});
