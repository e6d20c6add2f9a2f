import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { adminMarketSettingsQuery } from '../../shared/admin-queries';
import { SettingsForm } from './SettingsForm';
import { QueryStatus } from '../../shared/QueryStatus';
import { JobsSection } from '../../jobs';
import { BackgroundTasksSection } from '../../background-tasks';

/** Spec 001 "Settings tab": view and edit the market settings ('Marktzeiten & Einstellungen'). */
export function SettingsTab() {
  const settings = useQuery(adminMarketSettingsQuery);

  return (
    <Box component="section" aria-labelledby="admin-settings-heading">
      <Typography id="admin-settings-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Marktzeiten &amp; Einstellungen
      </Typography>
      <QueryStatus query={settings} what="Einstellungen" />
      {settings.data && <SettingsForm key={settings.data.updatedAt} settings={settings.data} />}
      <JobsSection />
      <BackgroundTasksSection />
    </Box>
  );
}
