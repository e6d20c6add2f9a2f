import EventIcon from '@mui/icons-material/Event';
import Typography from '@mui/material/Typography';
import type { MarketSettingsDto } from '@standl/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_CLOSE_TIME,
  DEFAULT_OPEN_TIME,
  LAST_DAY_CLOSE_TIME,
  shortTime,
} from '../../../lib/format';
import { useMarketPeriods } from '../../market';
import { InfoCard, InfoRow } from './InfoCard';

/**
 * The market's dates and hours. `settings` is undefined when they could not be loaded: then the
 * spec's fallback dates are shown. While they load, a loading line stands in for the rows.
 */
export function MarketDatesCard({
  settings,
  loading = false,
}: {
  settings: MarketSettingsDto | undefined;
  loading?: boolean;
}) {
  const { t } = useLingui();
  const periods = useMarketPeriods(settings);
  if (loading) {
    return (
      <InfoCard icon={<EventIcon />} title={t`Termine & Öffnungszeiten`}>
        <Typography variant="body2" color="text.secondary">
          <Trans>Lade Termine...</Trans>
        </Typography>
      </InfoCard>
    );
  }

  const open = shortTime(settings?.dailyOpenTime, DEFAULT_OPEN_TIME);
  const close = shortTime(settings?.dailyCloseTime, DEFAULT_CLOSE_TIME);
  const lastDayClose = LAST_DAY_CLOSE_TIME;
  const rows = [
    {
      label: t`Marktzeitraum`,
      value: periods.market,
    },
    {
      label: t`Öffnungszeiten`,
      value: t`${open} - ${close} Uhr (letzter Tag bis ${lastDayClose})`,
    },
    {
      label: t`Aufbau`,
      value: periods.setup,
    },
    {
      label: t`Abbau`,
      value: periods.teardown,
    },
  ];

  return (
    <InfoCard icon={<EventIcon />} title={t`Termine & Öffnungszeiten`}>
      {rows.map((row) => (
        <InfoRow key={row.label} label={row.label} value={row.value} />
      ))}
    </InfoCard>
  );
}
