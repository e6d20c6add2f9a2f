import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatEuro, type StallAttributeKind, type StallPriceDetail } from '@standl/contracts';
import { intlLocale } from '../../lib/locale';

/** A stall's attributes (the contracts' STALL_ATTRIBUTE_LABELS, in the page's language). */
const ATTRIBUTE_NAMES: Record<StallAttributeKind, MessageDescriptor> = {
  power: msg`Stromanschluss`,
  water: msg`Wasser`,
  covered: msg`Überdacht`,
  vehicleAccess: msg`Zufahrt mit Fahrzeug`,
};

type Surcharge = StallPriceDetail['surcharges'][number];

/** 'Zuschlag Stromanschluss 16 A' in the page's language (the contracts' surchargeLabel). */
export function surchargeText(i18n: I18n, item: Surcharge): string {
  const name = i18n._(ATTRIBUTE_NAMES[item.kind]);
  const amps = item.powerAmps;
  return item.kind === 'power' && amps
    ? i18n._(msg`Zuschlag ${name} ${amps} A`)
    : i18n._(msg`Zuschlag ${name}`);
}

/**
 * The fee's parts in one line, 'Standgebühr 150,00 € + Zuschlag Wasser 10,00 €', in the page's
 * language (the contracts' stallPriceSummary).
 */
export function stallPriceSummaryText(i18n: I18n, detail: StallPriceDetail): string {
  const locale = intlLocale(i18n.locale);
  const base = formatEuro(detail.base, locale);
  return [
    i18n._(msg`Standgebühr ${base}`),
    ...detail.surcharges.map(
      (item) => `${surchargeText(i18n, item)} ${formatEuro(item.amount, locale)}`,
    ),
  ].join(' + ');
}
