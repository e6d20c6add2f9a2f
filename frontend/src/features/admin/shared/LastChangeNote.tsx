import Typography from '@mui/material/Typography';
import { byActor, type SettingsChangesDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatViennaDateTime } from '../../../lib/format';
import { settingsChangesQuery } from './admin-queries';

/** 'Zuletzt geändert von Anna Berger am 20.11.2026, 10:15' under a settings section (issue 29). */
export function LastChangeNote({ section }: { section: keyof SettingsChangesDto }) {
  const { data } = useQuery(settingsChangesQuery);
  const change = data?.[section];
  if (!change) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Zuletzt geändert {byActor(change.by)} am {formatViennaDateTime(change.at)}
    </Typography>
  );
}
