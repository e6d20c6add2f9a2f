import { Booth, boothNumber, boothPosition } from './booth.entity.js';

describe('boothNumber', () => {
  it('is the area code and a two-digit position', () => {
    expect(boothNumber('AK', 1)).toBe('AK-01');
    expect(boothNumber('SO', 12)).toBe('SO-12');
    expect(boothNumber('RS', 100)).toBe('RS-100');
  });

  it('reads the position back from the number', () => {
    expect(boothPosition('AK-07')).toBe(7);
    expect(boothPosition('RS-100')).toBe(100);
    expect(boothPosition('XX')).toBe(0);
  });
});

describe('Booth holds', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const held = (minutes: number) =>
    Object.assign(new Booth(), {
      holdVendorId: '5f0c2b8e-0000-4000-8000-000000000001',
      holdExpiresAt: new Date(now.getTime() + minutes * 60_000),
    });

  it('is held until the hold expires, with the minutes left rounded up', () => {
    expect(held(30).isHeld(now)).toBe(true);
    expect(held(30).holdMinutesLeft(now)).toBe(30);
    expect(held(0.2).holdMinutesLeft(now)).toBe(1);
  });

  it('counts an expired hold as free', () => {
    expect(held(0).isHeld(now)).toBe(false);
    expect(held(-5).holdMinutesLeft(now)).toBeNull();
    expect(new Booth().isHeld(now)).toBe(false);
  });
});
