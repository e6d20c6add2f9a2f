import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackgroundTasksNotice } from '../../background-tasks';
import { DirectMailPanel } from './DirectMailPanel';
import { InvitationsPanel } from './InvitationsPanel';
import { MassMailPanel } from './MassMailPanel';
import { NoSmtpNotice } from './NoSmtpNotice';
import { OutboxPanel } from './OutboxPanel';
import { TemplatesPanel } from './TemplatesPanel';
import { useMay } from '../../auth';

/** `sends`: a section for writing and sending, left out for a role that reads only (issue 29). */
const ALL_SECTIONS: { id: string; label: string; Panel: ComponentType; sends?: true }[] = [
  { id: 'mass', label: 'Massen-E-Mail', Panel: MassMailPanel, sends: true },
  { id: 'direct', label: 'Einzel-E-Mail', Panel: DirectMailPanel, sends: true },
  { id: 'invitations', label: 'Einladungen', Panel: InvitationsPanel, sends: true },
  { id: 'templates', label: 'Vorlagen verwalten', Panel: TemplatesPanel },
  { id: 'outbox', label: 'Postausgang', Panel: OutboxPanel },
];

/** Spec 001 "E-mail management": the organiser's mail in sub-tabs, kept in `?mail=`. */
export function EmailsTab() {
  const [search, setSearch] = useSearchParams();
  const small = useMediaQuery(useTheme().breakpoints.down('sm'));
  const maySend = useMay('emails.send');
  const SECTIONS = maySend ? ALL_SECTIONS : ALL_SECTIONS.filter((section) => !section.sends);
  const current = SECTIONS.find((section) => section.id === search.get('mail')) ?? SECTIONS[0]!;
  const select = (id: string) =>
    setSearch(
      (params) => {
        params.set('mail', id);
        return params;
      },
      { replace: true },
    );

  return (
    <Box component="section" aria-labelledby="admin-emails-heading">
      <Typography id="admin-emails-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        E-Mails
      </Typography>
      {small ? (
        <TextField
          select
          fullWidth
          size="small"
          label="E-Mail-Bereich"
          value={current.id}
          onChange={(event) => select(event.target.value)}
          sx={{ mb: 2 }}
        >
          {SECTIONS.map((section) => (
            <MenuItem key={section.id} value={section.id}>
              {section.label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Tabs
          value={current.id}
          onChange={(_event, id: string) => select(id)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="E-Mail-Bereiche"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {SECTIONS.map((section) => (
            <Tab key={section.id} value={section.id} label={section.label} />
          ))}
        </Tabs>
      )}
      <NoSmtpNotice />
      <BackgroundTasksNotice />
      <current.Panel />
    </Box>
  );
}
