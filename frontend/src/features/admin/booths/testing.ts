import type { AdminBoothAreaDto, AdminBoothDto } from '@standl/contracts';
import { adminBooth, adminVendor } from '../vendors/testing';

export { adminBooth, adminVendor };

function area(
  id: number,
  code: string,
  name: string,
  price: number,
  booths: AdminBoothDto[],
): AdminBoothAreaDto {
  const count = (status: AdminBoothDto['status']) =>
    booths.filter((booth) => booth.status === status).length;
  return {
    id,
    code,
    name,
    price,
    pricePerMeter: null,
    totalBooths: booths.length,
    allowSelfSelection: true,
    closedForSelection: false,
    occupiedCount: count('occupied'),
    reservedCount: count('reserved'),
    availableCount: count('available'),
    plan: null,
    surcharges: { power: 0, water: 0, covered: 0, vehicleAccess: 0 },
    planImage: null,
    booths,
  };
}

/**
 * Arkadenhof: AK-01 free, AK-02 occupied by a vendor, AK-03 reserved by name, AK-04 held right
 * now. Sonderplatz: SO-01 free with a location, SO-02 free without one.
 */
export function boothAreas(): AdminBoothAreaDto[] {
  return [
    area(1, 'AK', 'Arkadenhof', 15000, [
      adminBooth({ id: 1, number: 'AK-01' }),
      adminBooth({
        id: 2,
        number: 'AK-02',
        status: 'occupied',
        vendorId: 'v-2',
        vendorName: 'Glasbläserei Sonnleitner',
        vendorEmail: 'glas@example.at',
        displayName: 'Glasbläserei Sonnleitner',
        reservationType: 'vendor',
        reservedBy: 'admin',
        reservedAt: '2026-11-12T13:05:00.000Z',
      }),
      adminBooth({
        id: 3,
        number: 'AK-03',
        status: 'reserved',
        reservedName: 'Musikverein Burgdorf',
        reservationType: 'manual_name',
        displayName: 'Musikverein Burgdorf',
        reservedBy: 'admin',
        reservedAt: '2026-11-13T09:30:00.000Z',
      }),
      adminBooth({
        id: 4,
        number: 'AK-04',
        isBeingProcessed: true,
        reservationTimeLeft: 12,
        holdVendorName: 'Imkerei Bienenstock',
      }),
    ]),
    area(4, 'SO', 'Sonderplatz', 7000, [
      adminBooth({
        id: 41,
        number: 'SO-01',
        areaId: 4,
        areaCode: 'SO',
        locationDescription: 'Vor dem Burgtor',
      }),
      adminBooth({ id: 42, number: 'SO-02', areaId: 4, areaCode: 'SO' }),
    ]),
  ];
}
