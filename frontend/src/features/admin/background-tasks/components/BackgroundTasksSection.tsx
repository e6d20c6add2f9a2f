import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BACKGROUND_TASK_KIND_LABELS,
  BACKGROUND_TASK_STATE_LABELS,
  type BackgroundTaskDto,
} from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { formatViennaDateTime } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { QueryStatus } from '../../shared/QueryStatus';
import { useConfirm } from '../../shared/useConfirm';
import {
  backgroundTasksQuery,
  useDiscardBackgroundTask,
  useRetryBackgroundTask,
} from '../api/background-tasks-api';
import { useMay } from '../../auth';

/** The anchor the E-Mails tab's notice links to (`?tab=settings#hintergrundaufgaben`). */
export const BACKGROUND_TASKS_ANCHOR = 'hintergrundaufgaben';

/**
 * Background work that failed or is being retried (issue 26): reactions to events, e-mails and
 * scheduled jobs in one list, each to be tried again or discarded.
 */
export function BackgroundTasksSection() {
  const tasks = useQuery(backgroundTasksQuery);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const [confirm, confirmDialog] = useConfirm();
  const { toast } = useToast();
  const retry = useRetryBackgroundTask();
  const discard = useDiscardBackgroundTask();
  const busy = retry.isPending || discard.isPending;

  useScrollToOnArrival(heading, hash === `#${BACKGROUND_TASKS_ANCHOR}`);

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: apiErrorMessage(error, RETRY_TEXT), variant: 'destructive' });

  const onRetry = (task: BackgroundTaskDto) =>
    retry.mutate(task, {
      onSuccess: () => toast({ title: 'Wird erneut versucht', variant: 'success' }),
      onError: failed('Erneuter Versuch nicht möglich'),
    });

  const onDiscard = async (task: BackgroundTaskDto) => {
    const confirmed = await confirm({
      title: 'Hintergrundaufgabe verwerfen?',
      text: `„${task.title}“ wird nicht mehr versucht${task.kind === 'mail' ? ': die E-Mail wird nicht gesendet' : ''}. Das kann nicht rückgängig gemacht werden.`,
      confirmLabel: 'Verwerfen',
      destructive: true,
    });
    if (!confirmed) return;
    discard.mutate(task, {
      onSuccess: () => toast({ title: 'Verworfen', variant: 'success' }),
      onError: failed('Verwerfen nicht möglich'),
    });
  };

  return (
    <Box
      component="section"
      id={BACKGROUND_TASKS_ANCHOR}
      aria-labelledby="admin-background-tasks-heading"
      sx={{ mt: 4 }}
    >
      <Typography
        id="admin-background-tasks-heading"
        ref={heading}
        tabIndex={-1}
        variant="h6"
        component="h3"
        gutterBottom
        // Below the sticky header when scrolled to (as the legal pages' headings).
        sx={{ scrollMarginTop: { xs: 72, sm: 88 }, '&:focus': { outline: 'none' } }}
      >
        Hintergrundaufgaben
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Reaktionen auf Ereignisse, E-Mails und Abläufe, die der Server im Hintergrund erledigt und
        die fehlgeschlagen sind oder gerade wiederholt werden.
      </Typography>
      <QueryStatus query={tasks} what="Hintergrundaufgaben" />
      {tasks.data && tasks.data.length === 0 && (
        <Typography color="text.secondary">Keine fehlgeschlagenen Hintergrundaufgaben.</Typography>
      )}
      {tasks.data && tasks.data.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label="Hintergrundaufgaben">
            {tasks.data.map((task) => (
              <TaskRow
                key={`${task.kind}-${task.id}`}
                task={task}
                busy={busy}
                onRetry={() => onRetry(task)}
                onDiscard={() => void onDiscard(task)}
              />
            ))}
          </List>
        </Paper>
      )}
      {confirmDialog}
    </Box>
  );
}

function TaskRow({
  task,
  busy,
  onRetry,
  onDiscard,
}: {
  task: BackgroundTaskDto;
  busy: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const titleId = useId();
  const mayRetry = useMay('settings.edit');
  return (
    <ListItem
      divider
      data-testid="background-task"
      data-kind={task.kind}
      sx={{ alignItems: 'flex-start', gap: 1, flexDirection: { xs: 'column', md: 'row' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Chip size="small" variant="outlined" label={BACKGROUND_TASK_KIND_LABELS[task.kind]} />
          <Chip
            size="small"
            label={BACKGROUND_TASK_STATE_LABELS[task.state]}
            // No 'warning' chip: its white text on orange fails the contrast check.
            color={task.state === 'failed' ? 'error' : 'info'}
            data-testid="background-task-state"
          />
        </Stack>
        <Typography id={titleId} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {task.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {task.state === 'retrying' && task.nextAttemptAt
            ? `Nächster Versuch ${formatViennaDateTime(task.nextAttemptAt)} · `
            : ''}
          {task.attempts === 1 ? '1 Versuch' : `${task.attempts} Versuche`} · seit{' '}
          {formatViennaDateTime(task.createdAt)}
        </Typography>
        {task.lastError && (
          <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
            {task.lastError}
          </Typography>
        )}
      </Box>
      {mayRetry && (
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            aria-describedby={titleId}
            onClick={onRetry}
          >
            Erneut versuchen
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            aria-describedby={titleId}
            onClick={onDiscard}
          >
            Verwerfen
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}

/** How long the section is kept in view while the sections above it are still loading. */
const SETTLE_MS = 3_000;

/**
 * Opened from the notice's link: scrolls to the heading and focuses it. The settings and jobs
 * above load after it and push it down, so it is scrolled to again whenever the page's height
 * changes in the first seconds, until the organiser scrolls or types.
 */
function useScrollToOnArrival(target: RefObject<HTMLElement | null>, arrived: boolean) {
  useEffect(() => {
    const element = target.current;
    if (!arrived || !element) return;
    const show = () => element.scrollIntoView?.({ block: 'start' });
    show();
    element.focus({ preventScroll: true });
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(show);
    observer.observe(document.body);
    const stop = () => observer.disconnect();
    const timer = setTimeout(stop, SETTLE_MS);
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, stop, { once: true, passive: true });
    return () => {
      stop();
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, stop);
    };
  }, [target, arrived]);
}
