import { Trans, useLingui } from '@lingui/react/macro';
import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BUTTON_CLASS, buttonSx, startIconSx } from '../../../lib/button-styles';

/** A page of its own for an unknown path, and for anything that goes wrong while showing one. */
export function ProblemPage({ code, title, text }: { code?: string; title: string; text: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          {code && (
            <Typography variant="overline" component="p" color="text.secondary">
              {code}
            </Typography>
          )}
          <Typography variant="h4" component="h1" color="primary" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
            {text}
          </Typography>
          <Box
            component={RouterLink}
            to="/"
            className={BUTTON_CLASS}
            sx={buttonSx({ variant: 'contained' })}
          >
            <Box component="span" sx={startIconSx}>
              <HomeIcon />
            </Box>
            <Trans>Zur Startseite</Trans>
          </Box>
        </CardContent>
      </Card>
    </Container>
  );
}

/**
 * Any unknown path: the spec's heading '404 Page Not Found' (quoted in both documents), then a
 * German explanation instead of the earlier site's developer hint about the router.
 */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <ProblemPage
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the spec's heading, in English in both languages
      title="404 Page Not Found"
      text={t`Seite nicht gefunden: Die aufgerufene Seite gibt es nicht. Bitte prüfen Sie die Adresse oder kehren Sie zur Startseite zurück.`}
    />
  );
}
