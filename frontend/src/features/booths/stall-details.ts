import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  formatEuro,
  formatStallSize,
  STALL_ATTRIBUTE_KINDS,
  stallHasAttribute,
  type BoothDto,
  type StallAttributeKind,
  type StallAttributes,
  type StallPriceDetail,
} from '@standl/contracts';
import { intlLocale } from '../../lib/locale';

/**
 * A stall's facts in words in the page's language (issue 33). German reads exactly as the
 * contracts' German helpers write it (STALL_ATTRIBUTE_LABELS, stallPriceSummary, formatStallSize),
 * which the console keeps using.
 */
export const STALL_ATTRIBUTE_MESSAGES: Record<StallAttributeKind, MessageDescriptor> = {
  power: msg`Stromanschluss`,
  water: msg`Wasser`,
  covered: msg`Überdacht`,
  vehicleAccess: msg`Zufahrt mit Fahrzeug`,
};

const GERMAN = 'de-AT';

function attributeText(kind: StallAttributeKind, powerAmps: number | null, i18n: I18n): string {
  const label = i18n._(STALL_ATTRIBUTE_MESSAGES[kind]);
  return kind === 'power' && powerAmps ? `${label} ${powerAmps} A` : label;
}

/** The stall's equipment in words, e.g. ['Stromanschluss 16 A', 'Wasser']. */
export function stallAttributeTexts(attributes: StallAttributes, i18n: I18n): string[] {
  return STALL_ATTRIBUTE_KINDS.filter((kind) => stallHasAttribute(attributes, kind)).map((kind) =>
    attributeText(kind, attributes.powerAmps, i18n),
  );
}

const metres = new Map<string, Intl.NumberFormat>();
function formatMetres(cm: number, locale: string): string {
  let format = metres.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'meter',
      unitDisplay: 'short',
      maximumFractionDigits: 2,
    });
    metres.set(locale, format);
  }
  return format.format(cm / 100);
}

/** '3 m × 2 m' ('2,5 m' in German, '2.5 m' in English), or null while the organiser has not given the size. */
export function stallSizeText(
  stall: Pick<BoothDto, 'widthCm' | 'depthCm'>,
  i18n: I18n,
): string | null {
  if (stall.widthCm === null || stall.depthCm === null) return null;
  const locale = intlLocale(i18n.locale);
  if (locale === GERMAN) return formatStallSize(stall.widthCm, stall.depthCm);
  return `${formatMetres(stall.widthCm, locale)} × ${formatMetres(stall.depthCm, locale)}`;
}

/** A surcharge as a line reads, e.g. 'Zuschlag Stromanschluss 16 A'. */
export function stallSurchargeLabel(
  item: StallPriceDetail['surcharges'][number],
  i18n: I18n,
): string {
  const attribute = attributeText(item.kind, item.powerAmps ?? null, i18n);
  return i18n._(msg`Zuschlag ${attribute}`);
}

/** The detail in one line, e.g. 'Standgebühr 150,00 € + Zuschlag Wasser 10,00 €'. */
export function stallPriceSummaryText(detail: StallPriceDetail, i18n: I18n): string {
  const locale = intlLocale(i18n.locale);
  const base = formatEuro(detail.base, locale);
  return [
    i18n._(msg`Standgebühr ${base}`),
    ...detail.surcharges.map(
      (item) => `${stallSurchargeLabel(item, i18n)} ${formatEuro(item.amount, locale)}`,
    ),
  ].join(' + ');
}

/** The fee, with its parts when the stall has surcharges: '175,00 € (Standgebühr 150,00 € + …)'. */
export function stallFeeText(stall: Pick<BoothDto, 'price' | 'priceDetail'>, i18n: I18n): string {
  const total = formatEuro(stall.price, intlLocale(i18n.locale));
  return stall.priceDetail.surcharges.length > 0
    ? `${total} (${stallPriceSummaryText(stall.priceDetail, i18n)})`
    : total;
}

/**
 * What the plan's info panel shows of a stall, in one sentence for screen readers (the list's
 * description of each stall): 'Größe 3 m × 2 m. Stromanschluss 16 A, Wasser. Standgebühr 175,00 €
 * (…).' Missing parts are left out, not guessed.
 */
export function stallDetailsText(stall: BoothDto, i18n: I18n): string {
  const size = stallSizeText(stall, i18n);
  const attributes = stallAttributeTexts(stall.attributes, i18n);
  const equipment = attributes.join(', ');
  const fee = stallFeeText(stall, i18n);
  const location = stall.locationDescription;
  return [
    size && i18n._(msg`Größe ${size}.`),
    attributes.length > 0 && `${equipment}.`,
    i18n._(msg`Standgebühr ${fee}.`),
    location && i18n._(msg`Lage: ${location}.`),
  ]
    .filter(Boolean)
    .join(' ');
}
