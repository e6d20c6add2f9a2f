import { Trans } from '@lingui/react/macro';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

export function BackToHomeButton() {
  return (
    <Button
      component={RouterLink}
      to="/"
      variant="outlined"
      startIcon={<ArrowBackIcon />}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      <Trans>Zurück zur Startseite</Trans>
    </Button>
  );
}
