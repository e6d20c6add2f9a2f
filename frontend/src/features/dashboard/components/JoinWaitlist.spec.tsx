import { screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../../lib/query-client';
import { boothArea } from '../../../test/fixtures';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { boothAreasQuery } from '../../booths';
import { VENDOR_ID, booth, vendorStatus } from '../../registration/testing';
import { BoothTab } from './BoothTab';

const AREAS = [
  boothArea('AK', { waitlistOpen: true, freeStalls: 0 }),
  boothArea('BK', { waitlistOpen: false, freeStalls: 3 }),
];
const JOIN = `POST /api/vendors/${VENDOR_ID}/waitlist`;

afterEach(() => vi.unstubAllGlobals());

function renderTab(status = vendorStatus()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(boothAreasQuery.queryKey, AREAS);
  return renderWithProviders(<BoothTab status={status} />, { queryClient });
}

describe('joining a waiting list from the stall tab', () => {
  it('offers the full areas to a vendor without a stall and joins one', async () => {
    const api = stubApi({
      'GET /api/booth-areas': () => Response.json(AREAS),
      [JOIN]: () =>
        Response.json({ areaId: 1, areaName: 'Arkadenhof', position: 4, joinedAt: '2026-11-20' }),
    });
    const { user } = renderTab();

    expect(screen.queryByRole('button', { name: /Burgkeller/ })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Auf die Warteliste für Arkadenhof (ausgebucht)' }),
    );

    await waitFor(() => expect(api.bodies(JOIN)).toEqual([{ areaId: 1 }]));
    expect(
      await screen.findByText('Sie stehen auf Platz 4 der Warteliste für Arkadenhof.'),
    ).toBeInTheDocument();
  });

  it('is not offered with a stall or a place on a list', () => {
    stubApi({ 'GET /api/booth-areas': () => Response.json(AREAS) });
    const onList = vendorStatus({
      waitlist: { areaId: 1, areaName: 'Arkadenhof', position: 2, joinedAt: '2026-11-20' },
    });
    const first = renderTab(onList);
    expect(screen.queryByTestId('join-waitlist')).not.toBeInTheDocument();
    first.unmount();
    renderTab(vendorStatus({ booth: booth() }));
    expect(screen.queryByTestId('join-waitlist')).not.toBeInTheDocument();
  });
});
