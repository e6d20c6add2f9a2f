import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatViennaDate, type MarketSettingsDto, VENDOR_MESSAGES } from '@standl/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { OrganizerContact, useOrganizer } from '../../legal';

export function closedReason(settings: MarketSettingsDto): string {
  const { registrationState, registrationStartDate, registrationEndDate } = settings;
  if (registrationState === 'not_started' && registrationStartDate) {
    return VENDOR_MESSAGES.registrationNotStarted(formatViennaDate(registrationStartDate));
  }
  if (registrationState === 'ended' && registrationEndDate) {
    return VENDOR_MESSAGES.registrationEnded(formatViennaDate(registrationEndDate));
  }
  return VENDOR_MESSAGES.registrationDisabled;
}

export function RegistrationClosedNotice({ settings }: { settings: MarketSettingsDto }) {
  const organizer = useOrganizer();
  return (
    <>
      <Alert severity="info" role="status" data-testid="registration-closed">
        <AlertTitle>
          <Trans>Die Anmeldung ist derzeit geschlossen</Trans>
        </AlertTitle>
        {closedReason(settings)}
      </Alert>
      <Typography sx={{ mt: 3 }}>
        <Trans>Bei Fragen erreichen Sie den Veranstalter:</Trans>
      </Typography>
      <OrganizerContact organizer={organizer} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/vendor-status" variant="contained">
          <Trans>Status prüfen</Trans>
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          <Trans>Zur Startseite</Trans>
        </Button>
      </Stack>
    </>
  );
}
