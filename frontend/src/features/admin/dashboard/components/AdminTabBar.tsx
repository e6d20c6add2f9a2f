import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { AdminRole } from '@standl/contracts';
import { adminTabsFor, type AdminTabId } from '../admin-tabs';

/**
 * Tabs on wide screens; on small screens a dropdown replaces the tab bar (spec 001 section 2),
 * without the desktop-only tabs (analytics). Only the tabs of the account's role (issue 29).
 */
export function AdminTabBar({
  value,
  small,
  role,
  onChange,
}: {
  value: AdminTabId;
  small: boolean;
  role: AdminRole;
  onChange: (tab: AdminTabId) => void;
}) {
  const tabs = adminTabsFor(small, role);
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
        {tabs.map((tab) => (
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
        {tabs.map((tab) => (
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
