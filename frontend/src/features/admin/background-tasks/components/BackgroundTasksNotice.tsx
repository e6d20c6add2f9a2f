import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { backgroundTasksQuery } from '../api/background-tasks-api';
import { BACKGROUND_TASKS_ANCHOR } from './BackgroundTasksSection';

/**
 * A short warning where the organiser works with mail: how many background tasks failed (or are
 * being retried), with a link to the list in the settings tab. Nothing when all is well.
 */
export function BackgroundTasksNotice() {
  const tasks = useQuery(backgroundTasksQuery);
  const failed = tasks.data?.filter((task) => task.state === 'failed').length ?? 0;
  const retrying = (tasks.data?.length ?? 0) - failed;
  if (failed === 0 && retrying === 0) return null;
  const link = (
    <Link
      component={RouterLink}
      to={{ search: '?tab=settings', hash: `#${BACKGROUND_TASKS_ANCHOR}` }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Zu den Hintergrundaufgaben
    </Link>
  );
  return (
    <Alert severity={failed > 0 ? 'error' : 'info'} sx={{ mb: 2 }}>
      <strong>{summary(failed, retrying)}</strong>
      {failed > 0 ? ' (z. B. E-Mails, die nicht zugestellt wurden)' : ''}. {link}
    </Alert>
  );
}

/** '2 Hintergrundaufgaben sind fehlgeschlagen, 1 wird gerade wiederholt' and the like. */
export function summary(failed: number, retrying: number): string {
  const tasks = (count: number) =>
    count === 1 ? '1 Hintergrundaufgabe' : `${count} Hintergrundaufgaben`;
  const retried = (count: number) =>
    count === 1 ? 'wird gerade wiederholt' : 'werden gerade wiederholt';
  if (failed === 0) return `${tasks(retrying)} ${retried(retrying)}`;
  const failedText = `${tasks(failed)} ${failed === 1 ? 'ist' : 'sind'} fehlgeschlagen`;
  return retrying === 0 ? failedText : `${failedText}, ${retrying} ${retried(retrying)}`;
}
