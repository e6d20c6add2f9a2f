import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ADMIN_TABS, type AdminTabId } from '../admin-tabs';

/** Tabs on wide screens; on small screens a dropdown replaces the tab bar (spec 001 section 2). */
export function AdminTabBar({
  value,
  onChange,
}: {
  value: AdminTabId;
  onChange: (tab: AdminTabId) => void;
}) {
  const small = useMediaQuery(useTheme().breakpoints.down('md'));
  if (small) {
    return (
      <TextField
        select
        fullWidth
        label="Bereich des Dashboards"
        value={value}
        onChange={(event) => onChange(event.target.value as AdminTabId)}
        sx={{ mb: 2 }}
      >
        {ADMIN_TABS.map((tab) => (
          <MenuItem key={tab.id} value={tab.id}>
            {tab.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={value}
        onChange={(_event, tab: AdminTabId) => onChange(tab)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Bereiche des Dashboards"
      >
        {ADMIN_TABS.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={`admin-tab-${tab.id}`}
            aria-controls={`admin-panel-${tab.id}`}
          />
        ))}
      </Tabs>
    </Box>
  );
}
