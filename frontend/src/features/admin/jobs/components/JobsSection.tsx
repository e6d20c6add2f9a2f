import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { JobDto, JobRunStatus } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatViennaDateTime } from '../../../../lib/format';
import { QueryStatus } from '../../shared/QueryStatus';
import { jobsQuery } from '../api/jobs-api';

export const JOB_STATUS: Record<
  JobRunStatus,
  { label: string; color: 'success' | 'error' | 'info' }
> = {
  succeeded: { label: 'Erfolgreich', color: 'success' },
  failed: { label: 'Fehlgeschlagen', color: 'error' },
  running: { label: 'Läuft', color: 'info' },
};

function LastRun({ job }: { job: JobDto }) {
  if (!job.lastRun) {
    return (
      <Typography variant="body2" color="text.secondary">
        Noch nicht gelaufen
      </Typography>
    );
  }
  const status = JOB_STATUS[job.lastRun.status];
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" component="span">
          {formatViennaDateTime(job.lastRun.startedAt)}
        </Typography>
        <Chip
          size="small"
          label={status.label}
          color={status.color}
          variant={job.lastRun.status === 'succeeded' ? 'outlined' : 'filled'}
          data-testid="job-status"
        />
      </Stack>
      {job.lastRun.summary && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {job.lastRun.summary}
        </Typography>
      )}
    </Stack>
  );
}

function nextRunText(job: JobDto): string {
  return job.nextRunAt ? formatViennaDateTime(job.nextRunAt) : 'in dieser Saison nicht mehr';
}

function JobsTable({ jobs }: { jobs: JobDto[] }) {
  return (
    <TableContainer component={Card} variant="outlined">
      <Table size="small" aria-label="Automatische Abläufe">
        <TableHead>
          <TableRow>
            <TableCell>Ablauf</TableCell>
            <TableCell>Zeitplan</TableCell>
            <TableCell>Letzter Lauf</TableCell>
            <TableCell>Nächster Lauf</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.name} data-testid="job-row" data-job={job.name}>
              <TableCell sx={{ fontWeight: 600, maxWidth: 280 }}>{job.label}</TableCell>
              <TableCell>{job.schedule}</TableCell>
              <TableCell sx={{ maxWidth: 420 }}>
                <LastRun job={job} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{nextRunText(job)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function JobCards({ jobs }: { jobs: JobDto[] }) {
  return (
    <Stack
      component="ul"
      aria-label="Automatische Abläufe"
      sx={{ gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {jobs.map((job) => (
        <Card
          component="li"
          variant="outlined"
          key={job.name}
          data-testid="job-row"
          data-job={job.name}
        >
          <CardContent>
            <Typography component="h4" sx={{ fontWeight: 600 }}>
              {job.label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {job.schedule}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Letzter Lauf
            </Typography>
            <LastRun job={job} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                Nächster Lauf:
              </Box>{' '}
              {nextRunText(job)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The jobs page of issue 15: each scheduled job with its schedule, last run (time, result,
 * summary) and next run, so the organiser sees when the automatic blocking or archiving ran.
 */
export function JobsSection() {
  const jobs = useQuery({ ...jobsQuery, refetchInterval: 60_000 });
  const mobile = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Box component="section" aria-labelledby="admin-jobs-heading" sx={{ mt: 4 }}>
      <Typography id="admin-jobs-heading" variant="h6" component="h3" gutterBottom>
        Automatische Abläufe
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Diese Abläufe startet der Server selbst (Zeiten in Wiener Zeit).
      </Typography>
      <QueryStatus query={jobs} what="Abläufe" />
      {jobs.data &&
        (jobs.data.length === 0 ? (
          <Typography color="text.secondary">Keine automatischen Abläufe eingerichtet.</Typography>
        ) : mobile ? (
          <JobCards jobs={jobs.data} />
        ) : (
          <JobsTable jobs={jobs.data} />
        ))}
    </Box>
  );
}
