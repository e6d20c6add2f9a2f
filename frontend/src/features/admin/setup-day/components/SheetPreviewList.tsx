import QrCode2Icon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatEuro } from '../../../../lib/format';
import type { SheetPreview } from '../setup-day-api';

const GREEN = '#1b7a3a';

/**
 * The stall sheets in small, one card per printed A4 page. Drawn from the API's data rather than
 * the PDF: a PDF in a frame shows on no phone, and the console's content security policy
 * allows no blob frames.
 */
export function SheetPreviewList({ sheets }: { sheets: SheetPreview[] }) {
  return (
    <Box
      component="ul"
      aria-label="Vorschau der Standblätter"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 1.5,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))',
        gap: 1.5,
        bgcolor: 'grey.100',
        borderRadius: 1,
      }}
    >
      {sheets.map((sheet) => (
        <Box component="li" key={sheet.boothId} sx={{ minWidth: 0 }}>
          <SheetCard sheet={sheet} />
        </Box>
      ))}
    </Box>
  );
}

function SheetCard({ sheet }: { sheet: SheetPreview }) {
  return (
    <Paper
      variant="outlined"
      data-testid="sheet-preview"
      aria-label={`Standblatt ${sheet.boothNumber}`}
      role="group"
      sx={{
        aspectRatio: '1 / 1.414',
        p: 1.25,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 0.5,
        overflow: 'hidden',
      }}
    >
      <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
        {sheet.areaName} · {sheet.areaCode}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.35rem', lineHeight: 1.1 }}>
        {sheet.boothNumber}
      </Typography>
      {sheet.kind === 'assigned' ? <AssignedBody sheet={sheet} /> : <FreeBody sheet={sheet} />}
    </Paper>
  );
}

function AssignedBody({ sheet }: { sheet: Extract<SheetPreview, { kind: 'assigned' }> }) {
  return (
    <>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 600,
          lineHeight: 1.2,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {sheet.vendorName}
      </Typography>
      <Typography variant="caption" color="primary" sx={{ lineHeight: 1.2 }}>
        {sheet.statusText}
      </Typography>
      <Box
        sx={{
          mt: 'auto',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.75,
          width: '100%',
        }}
      >
        <QrCode2Icon aria-hidden sx={{ fontSize: 40 }} />
        <Box
          data-testid="sheet-scan-code"
          aria-label="Scan-Code"
          sx={{
            border: 1.5,
            borderColor: 'text.primary',
            borderRadius: 0.5,
            px: 0.75,
            minWidth: 52,
            fontWeight: 700,
            letterSpacing: '0.12em',
            fontVariantNumeric: 'tabular-nums',
            color: sheet.scanCode ? 'text.primary' : 'text.disabled',
          }}
        >
          {sheet.scanCode ?? '––––'}
        </Box>
      </Box>
    </>
  );
}

function FreeBody({ sheet }: { sheet: Extract<SheetPreview, { kind: 'free' }> }) {
  return (
    <Box
      sx={{
        mt: 0.5,
        flex: 1,
        width: '100%',
        border: 2,
        borderColor: GREEN,
        bgcolor: '#e8f5ec',
        borderRadius: 0.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Typography sx={{ color: GREEN, fontWeight: 700, fontSize: '1.6rem', lineHeight: 1 }}>
        FREI
      </Typography>
      <Typography variant="caption">Größe: Standard</Typography>
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {formatEuro(sheet.price)}
      </Typography>
    </Box>
  );
}
