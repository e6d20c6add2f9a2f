import { boothNumber, boothPosition, holdIsActive, holdMinutesLeft } from './booth.entity.js';

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

describe('stall holds', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('is held until the hold expires, with the minutes left rounded up', () => {
    expect(holdIsActive(true, inMinutes(30), now)).toBe(true);
    expect(holdMinutesLeft(true, inMinutes(30), now)).toBe(30);
    expect(holdMinutesLeft(true, inMinutes(0.2), now)).toBe(1);
  });

  it('counts an expired hold as free', () => {
    expect(holdIsActive(true, inMinutes(0), now)).toBe(false);
    expect(holdMinutesLeft(true, inMinutes(-5), now)).toBeNull();
    expect(holdIsActive(false, null, now)).toBe(false);
  });
});
