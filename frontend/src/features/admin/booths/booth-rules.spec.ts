import {
  assignableVendors,
  boothButtonCaption,
  boothTileLabel,
  currentReservations,
  freeBoothsByArea,
  reservationTypeLabel,
  reservedNameError,
  runningHolds,
} from './booth-rules';
import { adminBooth, adminVendor, boothAreas } from './testing';

describe('booth rules', () => {
  it('names the reservation types as the spec does', () => {
    expect(reservationTypeLabel('manual_name')).toBe('Manuelle Reservierung');
    expect(reservationTypeLabel('vendor')).toBe('Händler-Reservierung');
    expect(reservationTypeLabel(null)).toBe('Händler-Reservierung');
  });

  it('lists the stalls that are not available, and the running holds apart', () => {
    const areas = boothAreas();
    expect(currentReservations(areas).map((booth) => booth.number)).toEqual(['AK-02', 'AK-03']);
    expect(runningHolds(areas).map((booth) => booth.number)).toEqual(['AK-04']);
  });

  it('offers only free stalls (a running hold is not free), grouped by area', () => {
    const groups = freeBoothsByArea(boothAreas());
    expect(groups.map((group) => [group.area.code, group.booths.map((b) => b.number)])).toEqual([
      ['AK', ['AK-01']],
      ['SO', ['SO-01', 'SO-02']],
    ]);
  });

  it('cuts the name on a stall button to 8 characters and says "frei" for a free stall', () => {
    const [ak] = boothAreas();
    const [free, occupied, reserved, held] = ak!.booths;
    expect(boothButtonCaption(free!)).toBe('frei');
    expect(boothButtonCaption(occupied!)).toBe('Glasbläs');
    expect(boothButtonCaption(reserved!)).toBe('Musikver');
    expect(boothButtonCaption(held!)).toBe('Imkerei');
    expect(boothTileLabel(held!)).toBe(
      'Standplatz AK-04, in Bearbeitung, Imkerei Bienenstock, noch 12 Minuten',
    );
    expect(boothTileLabel(occupied!)).toBe('Standplatz AK-02, belegt, Glasbläserei Sonnleitner');
  });

  it('offers waiting vendors without a stall, deposit paid first, then by name', () => {
    const vendors = [
      adminVendor({ id: 'a', name: 'Zuckerbäckerei', status: 'pending' }),
      adminVendor({ id: 'b', name: 'Töpferei', status: 'approved' }),
      adminVendor({ id: 'c', name: 'Adventkranz', status: 'pending' }),
      adminVendor({ id: 'd', name: 'Mit Platz', status: 'approved', boothId: 9 }),
      adminVendor({ id: 'e', name: 'Gesperrt', status: 'pending', isBlocked: true }),
      adminVendor({ id: 'f', name: 'Abgelehnt', status: 'rejected' }),
      adminVendor({ id: 'g', name: 'Bestätigt', status: 'confirmed' }),
      adminVendor({ id: 'h', name: 'Zahlt gerade', status: 'pending_payment' }),
    ];
    expect(assignableVendors(vendors).map((vendor) => vendor.id)).toEqual(['b', 'c', 'a', 'h']);
  });

  it('needs a non-empty trimmed name for a manual reservation', () => {
    expect(reservedNameError('   ')).toBe('Bitte geben Sie einen Namen ein');
    expect(reservedNameError(' Musikverein ')).toBeNull();
  });

  it('reads a stall without a name as its state', () => {
    expect(boothButtonCaption(adminBooth({ status: 'reserved', displayName: null }))).toBe(
      'reserviert',
    );
  });
});
