import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DirectoryEntryDto } from '@standl/contracts';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageHead } from '../../../lib/page-head';
import { useBoothAreas } from '../../booths';
import { FALLBACK_MARKET_NAME, marketYear, useMarketSettings } from '../../market';
import { useDirectory } from '../api/directory';
import { DIRECTORY_PATH } from '../directory-path';
import { DirectoryEntry } from '../components/DirectoryEntry';
import { filterDirectory, groupByArea } from '../directory-search';
import { directoryHead } from '../directory-head';

const SEARCH_LABEL = msg`Suche nach Waren`;

const loadPlanDialog = () => import('../components/StallOnPlanDialog');
/** Fetches the plan's code ahead, when the pointer or focus comes near a 'show on plan' button. */
const preparePlanDialog = () => void loadPlanDialog();
const StallOnPlanDialog = lazy(() =>
  loadPlanDialog().then((module) => ({ default: module.StallOnPlanDialog })),
);

/**
 * 'Aussteller {year}' (issue 32): the exhibitors who agreed to be listed, by area, with what they
 * sell and where, and a search by goods. The server renders it with its entries (also for
 * '?q=', the search form's address without JavaScript); with it, the list follows the field as
 * one types and the address keeps the search. The plan of a stall is a chunk loaded on demand.
 */
export function DirectoryPage() {
  const directory = useDirectory();
  const { data: settings } = useMarketSettings();
  const { data: areas } = useBoothAreas();
  const [params, setParams] = useSearchParams();
  const addressQuery = params.get('q') ?? '';
  const [query, setQuery] = useState(addressQuery);
  const field = useRef<HTMLInputElement>(null);
  const [planEntry, setPlanEntry] = useState<DirectoryEntryDto | null>(null);
  const { t, i18n } = useLingui();

  const typedQuery = useRef(query);
  typedQuery.current = query;

  // The address changed by itself (back, a link): the field and the list follow it.
  useEffect(() => {
    if (typedQuery.current.trim() === addressQuery) return;
    if (field.current) field.current.value = addressQuery;
    setQuery(addressQuery);
  }, [addressQuery]);

  // Typed into before the app took the page over: the list takes up what is in the field.
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== addressQuery) search(typed);
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function search(text: string) {
    setQuery(text);
    const trimmed = text.trim();
    setParams(trimmed ? { q: trimmed } : {}, { replace: true, preventScrollReset: true });
  }

  const shown = useDeferredValue(query);
  const entries = directory.data?.entries;
  const groups = useMemo(
    () => groupByArea(filterDirectory(entries ?? [], shown)),
    [entries, shown],
  );
  const found = groups.reduce((sum, area) => sum + area.entries.length, 0);
  const yearNumber = directory.data?.year ?? marketYear(settings);
  const marketName = settings?.marketName || FALLBACK_MARKET_NAME;
  const head = directoryHead(yearNumber, marketName, i18n);
  const year = String(yearNumber);
  const searched = shown.trim();
  const listed = entries?.length ?? 0;
  usePageHead(head.title, head.description);
  const areaById = new Map((Array.isArray(areas) ? areas : []).map((area) => [area.id, area]));
  const planEntryArea = planEntry ? (areaById.get(planEntry.areaId)?.plan ?? null) : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ mb: 3, maxWidth: 760 }}>
        <Typography
          variant="h4"
          component="h1"
          color="primary"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 1 }}
        >
          <Trans>Aussteller {year}</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: { sm: '1.1rem' } }}>
          <Trans>
            Wer am {marketName} ausstellt, was es dort zu kaufen gibt und wo Sie den Stand finden.
          </Trans>
        </Typography>
      </Box>

      <Box
        component="form"
        role="search"
        aria-label={t`Aussteller durchsuchen`}
        method="get"
        action={DIRECTORY_PATH}
        onSubmit={(event: FormEvent) => event.preventDefault()}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1, maxWidth: 640 }}
      >
        <TextField
          id="directory-search"
          name="q"
          type="search"
          label={t(SEARCH_LABEL)}
          placeholder={t`z. B. Kerzen, Honig, Glühwein`}
          autoComplete="off"
          fullWidth
          defaultValue={addressQuery}
          inputRef={field}
          onChange={(event) => search(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: 'search' } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          <Trans>Suchen</Trans>
        </Button>
      </Box>

      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ minHeight: '1.5em', mb: 2 }}
        data-testid="directory-count"
      >
        {listed > 0 &&
          (searched
            ? t`${plural(found, { one: `# Treffer für „${searched}“`, other: `# Treffer für „${searched}“` })}`
            : t`${plural(listed, { one: '# Aussteller', other: '# Aussteller' })}`)}
      </Typography>

      {!entries && directory.isError && (
        <Alert severity="error">
          <Trans>
            Das Ausstellerverzeichnis konnte nicht geladen werden. Bitte versuchen Sie es später
            noch einmal.
          </Trans>
        </Alert>
      )}
      {!entries && !directory.isError && <ListSkeleton />}
      {entries?.length === 0 && (
        <Typography sx={{ py: 3 }} data-testid="directory-empty">
          <Trans>Noch keine Aussteller eingetragen.</Trans>
        </Typography>
      )}
      {entries && entries.length > 0 && found === 0 && (
        <Box sx={{ py: 3 }} data-testid="directory-no-match">
          <Typography gutterBottom>
            <Trans>Keine Aussteller gefunden für „{searched}“.</Trans>
          </Typography>
          <Link
            component={RouterLink}
            to={DIRECTORY_PATH}
            onClick={() => {
              if (field.current) field.current.value = '';
              setQuery('');
            }}
          >
            <Trans>Alle Aussteller zeigen</Trans>
          </Link>
        </Box>
      )}

      {groups.map((area) => {
        const plan = areaById.get(area.areaId)?.plan ?? null;
        return (
          <Box
            key={area.areaId}
            component="section"
            aria-labelledby={`directory-area-${area.areaId}`}
            sx={{ mb: 4 }}
          >
            <Typography
              id={`directory-area-${area.areaId}`}
              variant="h5"
              component="h2"
              sx={{ mb: 1.5, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
            >
              {area.areaName}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              }}
            >
              {area.entries.map((entry) => (
                <DirectoryEntry
                  key={entry.boothId}
                  entry={entry}
                  onPreparePlan={preparePlanDialog}
                  onShowOnPlan={plan && entry.placement ? setPlanEntry : null}
                />
              ))}
            </Box>
          </Box>
        );
      })}

      {planEntry && planEntryArea && (
        <Suspense fallback={null}>
          <StallOnPlanDialog
            entry={planEntry}
            plan={planEntryArea}
            neighbours={(entries ?? []).filter((entry) => entry.areaId === planEntry.areaId)}
            onClose={() => setPlanEntry(null)}
          />
        </Suspense>
      )}
    </Container>
  );
}

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <Box role="status" aria-label={t`Lade Aussteller`} sx={{ display: 'grid', gap: 2 }}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={112} />
      ))}
    </Box>
  );
}
