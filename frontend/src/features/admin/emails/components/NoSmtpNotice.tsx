import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { smtpConfiguredQuery } from '../api/outbox-api';

/** Without SMTP_URL nothing is sent: mail is only filed on the server (state 'filed'). */
export function NoSmtpNotice() {
  const configured = useQuery(smtpConfiguredQuery);
  if (configured.data !== false) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      SMTP ist nicht eingerichtet: E-Mails verlassen diesen Rechner nicht, sie werden nur unter
      DATA_DIR/mail abgelegt, bis SMTP_URL gesetzt ist.
    </Alert>
  );
}
