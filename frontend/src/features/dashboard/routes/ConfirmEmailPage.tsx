import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { VENDOR_PROFILE_MESSAGES } from '@standl/contracts';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { codedText, errorText, messageText } from '../../../lib/error-texts/use-error-text';
import { useConfirmEmailChange } from '../api/own-data-api';

/**
 * The confirmation link's page, /email-bestaetigen?token=… (issue 31). The address changes on the
 * button, not on opening: mail scanners that open links must not confirm for the vendor.
 */
export function ConfirmEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const { t, i18n } = useLingui();

  let content;
  if (!token) {
    content = (
      <Alert severity="error">{messageText(i18n, VENDOR_PROFILE_MESSAGES.linkInvalid)}</Alert>
    );
  } else if (confirm.isSuccess) {
    content = (
      <Stack spacing={2}>
        <Alert severity="success" data-testid="email-confirmed">
          {codedText(i18n, 'VENDOR_PROFILE_EMAIL_CHANGED', { address: confirm.data.email })}
        </Alert>
        <Typography color="text.secondary">
          <Trans>
            Ihre bisherige Adresse erhält einen Hinweis auf die Änderung. Alle weiteren E-Mails zum
            Markt schicken wir an die neue Adresse.
          </Trans>
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          <Trans>Zum Dashboard</Trans>
        </Button>
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={2}>
        {!confirm.isError && (
          <Typography>
            <Trans>
              Bestätigen Sie, dass Sie künftig E-Mails zum Markt an diese Adresse erhalten möchten.
            </Trans>
          </Typography>
        )}
        {confirm.isError && (
          <Alert severity="error">
            {errorText(i18n, confirm.error, t`Bitte versuchen Sie es erneut.`)}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          loading={confirm.isPending}
          disabled={confirm.isError}
          onClick={() => confirm.mutate(token)}
        >
          <Trans>E-Mail-Adresse bestätigen</Trans>
        </Button>
        {confirm.isError && (
          <Button component={RouterLink} to="/dashboard">
            <Trans>Zum Dashboard</Trans>
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 }, px: { xs: 1.5, sm: 3 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={2.5}>
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <MarkEmailReadIcon color="primary" fontSize="large" />
              <Typography
                variant="h4"
                component="h1"
                color="primary"
                sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
              >
                <Trans>Neue E-Mail-Adresse</Trans>
              </Typography>
            </Stack>
            {content}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
