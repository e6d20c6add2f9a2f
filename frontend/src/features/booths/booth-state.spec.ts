import { booth } from './testing';
import { boothShortNumber, boothState, countByState, sortBooths } from './booth-state';

describe('booth state', () => {
  it('treats a held stall as being processed, neither free nor reserved', () => {
    expect(boothState(booth('AK-01'))).toBe('available');
    expect(boothState(booth('AK-01', { isBeingProcessed: true }))).toBe('processing');
    expect(boothState(booth('AK-01', { status: 'reserved' }))).toBe('reserved');
    expect(boothState(booth('AK-01', { status: 'occupied' }))).toBe('occupied');
  });

  it('counts per state', () => {
    expect(
      countByState([
        booth('AK-01'),
        booth('AK-02', { isBeingProcessed: true }),
        booth('AK-03', { status: 'occupied' }),
      ]),
    ).toEqual({ available: 1, processing: 1, reserved: 0, occupied: 1 });
  });

  it('shows the number part and sorts numerically', () => {
    expect(boothShortNumber('AK-07')).toBe('07');
    expect(
      sortBooths([booth('AK-10'), booth('AK-02'), booth('AK-01')]).map((b) => b.number),
    ).toEqual(['AK-01', 'AK-02', 'AK-10']);
  });
});
