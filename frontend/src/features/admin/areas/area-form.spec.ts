import type { AdminBoothAreaDto } from '@standl/contracts';
import { describe, expect, it } from 'vitest';
import {
  areaFormValues,
  areaUpdateBody,
  PRICE_DECIMALS_MESSAGE,
  validateAreaForm,
} from './area-form';

const noSurcharges = { power: '0,00', water: '0,00', covered: '0,00', vehicleAccess: '0,00' };
const valid = {
  name: 'Arkadenhof',
  price: '150',
  pricePerMeter: '',
  totalBooths: '24',
  surcharges: noSurcharges,
};

describe('validateAreaForm', () => {
  it('accepts a complete edit', () => {
    expect(validateAreaForm(valid)).toEqual({});
  });

  it('names every broken field with the spec text', () => {
    expect(validateAreaForm({ ...valid, name: '  ', price: '-1', totalBooths: '0' })).toEqual({
      name: 'Name ist erforderlich',
      price: 'Preis muss positiv sein',
      totalBooths: 'Mindestens 1 Platz erforderlich',
    });
    expect(validateAreaForm({ ...valid, price: '', totalBooths: '' })).toEqual({
      price: 'Preis muss positiv sein',
      totalBooths: 'Mindestens 1 Platz erforderlich',
    });
  });

  it('applies the server limits: 99 stalls, 100.000 €, 100 characters, whole stalls', () => {
    expect(validateAreaForm({ ...valid, totalBooths: '100' })).toEqual({
      totalBooths: 'Höchstens 99 Plätze pro Bereich',
    });
    expect(validateAreaForm({ ...valid, totalBooths: '2.5' })).toEqual({
      totalBooths: 'Mindestens 1 Platz erforderlich',
    });
    expect(validateAreaForm({ ...valid, price: '100000,01' })).toEqual({
      price: 'Preis darf höchstens 100.000,00 € betragen',
    });
    expect(validateAreaForm({ ...valid, price: '100000' })).toEqual({});
    expect(validateAreaForm({ ...valid, name: 'x'.repeat(101) })).toEqual({
      name: 'Name darf höchstens 100 Zeichen lang sein',
    });
  });

  it('asks for two decimals instead of guessing what "1.500" means', () => {
    expect(validateAreaForm({ ...valid, price: '1.500' })).toEqual({
      price: PRICE_DECIMALS_MESSAGE,
    });
  });

  it('takes an optional price per metre in euros with the same rules and its own texts', () => {
    expect(validateAreaForm({ ...valid, pricePerMeter: '  ' })).toEqual({});
    expect(validateAreaForm({ ...valid, pricePerMeter: '25,50' })).toEqual({});
    expect(validateAreaForm({ ...valid, pricePerMeter: '0' })).toEqual({});
    expect(validateAreaForm({ ...valid, pricePerMeter: '-2' })).toEqual({
      pricePerMeter: 'Preis pro Laufmeter muss positiv sein',
    });
    expect(validateAreaForm({ ...valid, pricePerMeter: 'zwanzig' })).toEqual({
      pricePerMeter: 'Preis pro Laufmeter muss positiv sein',
    });
    expect(validateAreaForm({ ...valid, pricePerMeter: '100000,01' })).toEqual({
      pricePerMeter: 'Preis pro Laufmeter darf höchstens 100.000,00 € betragen',
    });
    expect(validateAreaForm({ ...valid, pricePerMeter: '2.500' })).toEqual({
      pricePerMeter: PRICE_DECIMALS_MESSAGE,
    });
  });

  it('checks each surcharge in euros with the floor plan texts; empty is none', () => {
    const surcharges = { power: '25', water: '', covered: '7,5', vehicleAccess: '100000,00' };
    expect(validateAreaForm({ ...valid, surcharges })).toEqual({});
    expect(
      validateAreaForm({
        ...valid,
        surcharges: { power: '-5', water: 'zehn', covered: '100000,01', vehicleAccess: '1,505' },
      }),
    ).toEqual({
      'surcharge.power': 'Bitte einen gültigen Zuschlag in Euro angeben (0 oder mehr).',
      'surcharge.water': 'Bitte einen gültigen Zuschlag in Euro angeben (0 oder mehr).',
      'surcharge.covered': 'Der Zuschlag ist zu hoch.',
      'surcharge.vehicleAccess': PRICE_DECIMALS_MESSAGE,
    });
  });
});

describe('area form values and body', () => {
  const area = {
    name: 'Burgkeller',
    price: 7550,
    pricePerMeter: null,
    totalBooths: 12,
    surcharges: { power: 0, water: 0, covered: 0, vehicleAccess: 0 },
  } as AdminBoothAreaDto;

  it('shows the prices in euros with a comma, no price per metre as an empty field', () => {
    expect(areaFormValues(area)).toEqual({
      name: 'Burgkeller',
      price: '75,50',
      pricePerMeter: '',
      totalBooths: '12',
      surcharges: noSurcharges,
    });
    expect(areaFormValues({ ...area, pricePerMeter: 2550 }).pricePerMeter).toBe('25,50');
  });

  it('shows and sends the surcharges in euros and cents', () => {
    const surcharges = { power: 2500, water: 1050, covered: 0, vehicleAccess: 1 };
    expect(areaFormValues({ ...area, surcharges }).surcharges).toEqual({
      power: '25,00',
      water: '10,50',
      covered: '0,00',
      vehicleAccess: '0,01',
    });
    expect(
      areaUpdateBody({
        ...valid,
        surcharges: { power: '25', water: '10,5', covered: '', vehicleAccess: ' 0,01 ' },
      }).surcharges,
    ).toEqual(surcharges);
  });

  it('sends a trimmed name, cents and the count', () => {
    expect(
      areaUpdateBody({
        name: ' Keller ',
        price: '80,5',
        pricePerMeter: '25',
        totalBooths: ' 14 ',
        surcharges: noSurcharges,
      }),
    ).toEqual({
      name: 'Keller',
      price: 8050,
      pricePerMeter: 2500,
      totalBooths: 14,
      surcharges: { power: 0, water: 0, covered: 0, vehicleAccess: 0 },
    });
  });

  it('sends an empty price per metre as null, which clears it', () => {
    expect(areaUpdateBody({ ...valid, pricePerMeter: '' }).pricePerMeter).toBeNull();
    expect(areaUpdateBody({ ...valid, pricePerMeter: ' ' }).pricePerMeter).toBeNull();
    expect(areaUpdateBody({ ...valid, pricePerMeter: '0' }).pricePerMeter).toBe(0);
  });
});
