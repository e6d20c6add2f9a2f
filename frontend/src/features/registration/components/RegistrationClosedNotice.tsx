import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MarketSettingsDto } from '@standl/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useCodedText } from '../../../lib/error-texts/use-error-text';
import { useFormat } from '../../../lib/use-format';
import { OrganizerContact, useOrganizer } from '../../legal';

/**
 * Why registration is closed, in the page's language: the server's refusal
 * (VENDOR_MESSAGES.registrationNotStarted(date), …), on a German page word for word with its date.
 */
function useClosedReason(settings: MarketSettingsDto): string {
  const codedText = useCodedText();
  const format = useFormat();
  const { registrationState, registrationStartDate, registrationEndDate } = settings;
  if (registrationState === 'not_started' && registrationStartDate) {
    const date = format.viennaDay(registrationStartDate);
    return codedText('VENDOR_REGISTRATION_NOT_STARTED', { date });
  }
  if (registrationState === 'ended' && registrationEndDate) {
    const date = format.viennaDay(registrationEndDate);
    return codedText('VENDOR_REGISTRATION_ENDED', { date });
  }
  return codedText('VENDOR_REGISTRATION_DISABLED');
}

export function RegistrationClosedNotice({ settings }: { settings: MarketSettingsDto }) {
  const organizer = useOrganizer();
  const reason = useClosedReason(settings);
  return (
    <>
      <Alert severity="info" role="status" data-testid="registration-closed">
        <AlertTitle>
          <Trans>Die Anmeldung ist derzeit geschlossen</Trans>
        </AlertTitle>
        {reason}
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
