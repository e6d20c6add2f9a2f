import {
  formatStallSize,
  STALL_ATTRIBUTE_KINDS,
  STALL_ATTRIBUTE_LABELS,
  stallHasAttribute,
  stallPriceSummary,
  type BoothDto,
  type StallAttributes,
} from '@standl/contracts';
import { formatEuro } from '../../lib/format';

/** The stall's equipment in words, e.g. ['Stromanschluss 16 A', 'Wasser']. */
export function stallAttributeTexts(attributes: StallAttributes): string[] {
  return STALL_ATTRIBUTE_KINDS.filter((kind) => stallHasAttribute(attributes, kind)).map((kind) =>
    kind === 'power' && attributes.powerAmps !== null
      ? `${STALL_ATTRIBUTE_LABELS.power} ${attributes.powerAmps} A`
      : STALL_ATTRIBUTE_LABELS[kind],
  );
}

/** '3 m × 2 m', or null while the organiser has not given the size. */
export function stallSizeText(stall: Pick<BoothDto, 'widthCm' | 'depthCm'>): string | null {
  return stall.widthCm !== null && stall.depthCm !== null
    ? formatStallSize(stall.widthCm, stall.depthCm)
    : null;
}

/** The fee, with its parts when the stall has surcharges: '175,00 € (Standgebühr 150,00 € + …)'. */
export function stallFeeText(stall: Pick<BoothDto, 'price' | 'priceDetail'>): string {
  const total = formatEuro(stall.price);
  return stall.priceDetail.surcharges.length > 0
    ? `${total} (${stallPriceSummary(stall.priceDetail)})`
    : total;
}

/**
 * What the plan's info panel shows of a stall, in one sentence for screen readers (the list's
 * description of each stall): 'Größe 3 m × 2 m. Stromanschluss 16 A, Wasser. Standgebühr 175,00 €
 * (…).' Missing parts are left out, not guessed.
 */
export function stallDetailsText(stall: BoothDto): string {
  const size = stallSizeText(stall);
  const attributes = stallAttributeTexts(stall.attributes);
  return [
    size && `Größe ${size}.`,
    attributes.length > 0 && `${attributes.join(', ')}.`,
    `Standgebühr ${stallFeeText(stall)}.`,
    stall.locationDescription && `Lage: ${stall.locationDescription}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
