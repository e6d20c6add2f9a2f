import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';

/** A vendor table's first cell: the name in bold, the e-mail below; long words wrap. */
export function NameEmailCell({
  name,
  email,
  maxWidth,
}: {
  name: string;
  email: string;
  maxWidth: number;
}) {
  return (
    <TableCell sx={{ maxWidth }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {email}
      </Typography>
    </TableCell>
  );
}
