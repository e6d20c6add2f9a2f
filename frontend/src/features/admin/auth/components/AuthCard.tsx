import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the console's public pages: sign-in, invitation, password reset. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={2.5}>
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <LockOutlinedIcon color="primary" fontSize="large" />
              <Typography variant="h4" component="h1" color="primary">
                {title}
              </Typography>
              {intro && <Typography color="text.secondary">{intro}</Typography>}
            </Stack>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
