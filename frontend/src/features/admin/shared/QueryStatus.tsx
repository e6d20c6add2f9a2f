import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { apiErrorMessage, RETRY_TEXT } from '../../../lib/request';

/**
 * What a console list shows before its data is there: a spinner while loading, and the German
 * failure with the server's reason and 'Erneut laden' when it could not be loaded.
 * `what` is the plural the texts name ('Händler', 'Standplätze', …).
 */
export function QueryStatus({
  query,
  what,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  what: string;
}) {
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={`${what} werden geladen`} />
      </Box>
    );
  }
  if (!query.isError) return null;
  return (
    <Alert
      severity="error"
      action={<Button onClick={() => void query.refetch()}>Erneut laden</Button>}
    >
      {what} konnten nicht geladen werden. {apiErrorMessage(query.error, RETRY_TEXT)}
    </Alert>
  );
}
