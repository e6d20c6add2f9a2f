import Skeleton from '@mui/material/Skeleton';

/**
 * Stands in, inside running text, for a date, time or amount of the current season while the
 * market settings load, so the page never shows last season's values first.
 */
export function SeasonSkeleton({ width = '7em' }: { width?: string }) {
  return (
    <Skeleton
      variant="text"
      component="span"
      data-testid="season-value-loading"
      aria-hidden
      sx={{ display: 'inline-block', width, verticalAlign: 'middle' }}
    />
  );
}
