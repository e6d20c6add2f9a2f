import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LegalBlock } from '../types';

/** Narrower cell padding on phones so a two-column table fits 360 px without scrolling. */
const cellSx = { px: { xs: 1, sm: 2 } } as const;

export const bodyTextSx = {
  fontSize: { xs: '0.95rem', sm: '1rem' },
  lineHeight: 1.7,
} as const;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <Typography component="p" sx={{ ...bodyTextSx, mb: 1.5 }}>
        {block}
      </Typography>
    );
  }
  switch (block.kind) {
    case 'paragraph':
      return (
        <Typography component="p" sx={{ ...bodyTextSx, mb: 1.5 }}>
          {block.content}
        </Typography>
      );
    case 'list':
      return (
        <Box
          component={block.ordered ? 'ol' : 'ul'}
          sx={{ pl: { xs: 2.5, sm: 3.5 }, mt: 0, mb: 1.5 }}
        >
          {block.items.map((item, index) => (
            <Typography key={index} component="li" sx={{ ...bodyTextSx, mb: 0.75 }}>
              {item}
            </Typography>
          ))}
        </Box>
      );
    case 'subheading':
      return (
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, mt: 2, mb: 0.75, fontSize: { xs: '0.98rem', sm: '1.05rem' } }}
        >
          {block.text}
        </Typography>
      );
    case 'table':
      return (
        <Box sx={{ overflowX: 'auto', mb: 2 }}>
          <Table size="small" sx={{ maxWidth: 520 }}>
            {block.caption && (
              <Box
                component="caption"
                sx={{ captionSide: 'bottom', textAlign: 'left', typography: 'caption', pt: 1 }}
              >
                {block.caption}
              </Box>
            )}
            {block.head && (
              <TableHead>
                <TableRow>
                  <TableCell sx={{ ...cellSx, fontWeight: 600 }}>{block.head[0]}</TableCell>
                  <TableCell sx={{ ...cellSx, fontWeight: 600 }} align="right">
                    {block.head[1]}
                  </TableCell>
                </TableRow>
              </TableHead>
            )}
            <TableBody>
              {block.rows.map(([left, right], index) => (
                <TableRow key={index}>
                  <TableCell sx={cellSx}>{left}</TableCell>
                  {/* Amounts keep their no-break space; a long period may wrap on a phone. */}
                  <TableCell
                    align="right"
                    sx={{ ...cellSx, whiteSpace: { xs: 'normal', sm: 'nowrap' } }}
                  >
                    {right}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      );
    case 'note':
      return (
        <Alert severity={block.severity ?? 'info'} variant="outlined" sx={{ my: 2 }}>
          {block.content}
        </Alert>
      );
    case 'block':
      return <>{block.content}</>;
  }
}

export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
