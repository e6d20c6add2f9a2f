import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LegalBlock, SeasonTerms } from '../types';
import { p, table } from './blocks';

/**
 * The stall fee table of the current season (one row per area, fees from the areas' prices),
 * optionally after an intro line. Without any area it says where the fees are published
 * instead of showing an empty table.
 */
export function stallFeeBlocks(
  terms: SeasonTerms,
  { intro, head, caption }: { intro?: ReactNode; head: [string, string] | null; caption?: string },
): LegalBlock[] {
  if (terms.stallFees.length === 0) {
    return [
      p(
        <Trans>
          Die Standgebühr richtet sich nach dem Bereich des Standplatzes und gilt für die gesamte
          Marktdauer. Die aktuellen Beträge je Bereich stehen auf der Startseite des Portals; der
          Veranstalter nennt sie auch auf Anfrage.
        </Trans>,
      ),
    ];
  }
  return [
    ...(intro ? [p(intro)] : []),
    table(
      head,
      terms.stallFees.map((row) => [row.area, row.fee]),
      caption,
    ),
  ];
}
