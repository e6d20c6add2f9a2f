import EventIcon from '@mui/icons-material/Event';
import type { MarketSettingsDto } from '@standl/contracts';
import { formatDateRange, formatOpeningHours } from '../../../lib/format';
import {
  FALLBACK_MARKET_PERIOD,
  FALLBACK_SETUP_PERIOD,
  FALLBACK_TEARDOWN_PERIOD,
} from '../../market/market-defaults';
import { InfoCard, InfoRow } from './InfoCard';

export function MarketDatesCard({ settings }: { settings: MarketSettingsDto | undefined }) {
  const rows = [
    {
      label: 'Marktzeitraum',
      value:
        formatDateRange(settings?.marketStartDate, settings?.marketEndDate) ??
        FALLBACK_MARKET_PERIOD,
    },
    {
      label: 'Öffnungszeiten',
      value: formatOpeningHours(settings?.dailyOpenTime, settings?.dailyCloseTime),
    },
    {
      label: 'Aufbau',
      value:
        formatDateRange(settings?.setupStartDate, settings?.setupEndDate) ?? FALLBACK_SETUP_PERIOD,
    },
    {
      label: 'Abbau',
      value:
        formatDateRange(settings?.teardownStartDate, settings?.teardownEndDate) ??
        FALLBACK_TEARDOWN_PERIOD,
    },
  ];

  return (
    <InfoCard icon={<EventIcon />} title="Termine & Öffnungszeiten">
      {rows.map((row) => (
        <InfoRow key={row.label} label={row.label} value={row.value} />
      ))}
    </InfoCard>
  );
}
