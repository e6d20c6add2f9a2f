import { boothNumber } from './booth.entity.js';

describe('boothNumber', () => {
  it('is the area code and a two-digit position', () => {
    expect(boothNumber('AK', 1)).toBe('AK-01');
    expect(boothNumber('SO', 12)).toBe('SO-12');
    expect(boothNumber('RS', 100)).toBe('RS-100');
  });
});
