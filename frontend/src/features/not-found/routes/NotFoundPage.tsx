import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" color="primary" gutterBottom>
            404 Page Not Found
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
            Did you forget to add the page to the router?
          </Typography>
          <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
            Zur Startseite
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
