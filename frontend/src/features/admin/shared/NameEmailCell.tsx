import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';

/** The name in bold, the e-mail below; long words wrap. */
export function NameEmail({ name, email }: { name: string; email: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {email}
      </Typography>
    </>
  );
}

/** A vendor table's first cell: {@link NameEmail}. */
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
      <NameEmail name={name} email={email} />
    </TableCell>
  );
}
