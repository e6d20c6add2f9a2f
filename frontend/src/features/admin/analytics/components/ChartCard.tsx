import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';

/** Off screen, still read by screen readers. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface ChartTable {
  columns: { label: string; numeric?: boolean }[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * A chart with its figures as a table: the table is always there for screen readers (the
 * drawing is hidden from them; its charts have no keyboard navigation, so nothing hidden takes
 * the focus) and shown on screen with 'Als Tabelle anzeigen'.
 */
export function ChartCard({
  title,
  note,
  chart,
  table,
  empty,
}: {
  title: string;
  note?: ReactNode;
  chart: ReactNode;
  table: ChartTable;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
}) {
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h6" component="h3" id={titleId}>
              {title}
            </Typography>
            {note && (
              <Typography variant="body2" color="text.secondary">
                {note}
              </Typography>
            )}
          </Box>
          <Button
            size="small"
            variant={showTable ? 'outlined' : 'text'}
            onClick={() => setShowTable((shown) => !shown)}
            aria-pressed={showTable}
            sx={{ flexShrink: 0, ml: 1 }}
          >
            Als Tabelle anzeigen
          </Button>
        </Stack>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {empty}
          </Typography>
        ) : (
          <Box aria-hidden="true" data-testid="analytics-chart" sx={{ minHeight: 240 }}>
            {chart}
          </Box>
        )}
        <Box sx={showTable ? { overflowX: 'auto' } : visuallyHidden}>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                {table.columns.map((column) => (
                  <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    <TableCell
                      key={table.columns[index]?.label ?? index}
                      align={table.columns[index]?.numeric ? 'right' : 'left'}
                      component={index === 0 ? 'th' : 'td'}
                      scope={index === 0 ? 'row' : undefined}
                    >
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
