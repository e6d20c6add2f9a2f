import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { OrganizerInfo } from '../types';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function MailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
      {email}
    </Link>
  );
}

/** " (office@example.at)" after a phrase such as "per E-Mail an den Veranstalter", or nothing. */
export function emailSuffix(organizer: OrganizerInfo): ReactNode {
  if (!organizer.email) return null;
  return (
    <>
      {' '}
      (<MailLink email={organizer.email} />)
    </>
  );
}

function Line({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <Typography
      component="span"
      sx={{ display: 'block', fontWeight: strong ? 600 : undefined, overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}

/**
 * The organiser's postal address, e-mail and phone as an <address> block. While the market
 * settings load (or when they cannot be read) it shows a placeholder name and a short note.
 */
export function OrganizerContact({
  organizer,
  label,
}: {
  organizer: OrganizerInfo;
  /** Optional role line above the name, e.g. "Medieninhaber und Veranstalter". */
  label?: string;
}) {
  const place = [organizer.postalCode, organizer.city].filter(Boolean).join(' ');
  const hasAddress = Boolean(organizer.street || place);
  const { phone } = organizer;
  return (
    <Box
      component="address"
      data-testid="organizer-contact"
      sx={{
        fontStyle: 'normal',
        my: 2,
        p: { xs: 2, sm: 2.5 },
        borderLeft: 4,
        borderColor: 'primary.main',
        bgcolor: 'background.default',
        borderRadius: 1,
      }}
    >
      {label && (
        <Typography variant="overline" component="span" sx={{ display: 'block', lineHeight: 1.6 }}>
          {label}
        </Typography>
      )}
      <Line strong>{organizer.name}</Line>
      {organizer.street && <Line>{organizer.street}</Line>}
      {place && <Line>{place}</Line>}
      {hasAddress && (
        <Line>
          <Trans>Österreich</Trans>
        </Line>
      )}
      {(organizer.email || organizer.phone) && <Box sx={{ height: 8 }} />}
      {organizer.email && (
        <Line>
          <Trans>
            E-Mail: <MailLink email={organizer.email} />
          </Trans>
        </Line>
      )}
      {organizer.phone && (
        <Line>
          <Trans>
            Telefon: <Link href={telHref(organizer.phone)}>{phone}</Link>
          </Trans>
        </Line>
      )}
      {organizer.state === 'loading' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans>Kontaktdaten werden geladen …</Trans>
        </Typography>
      )}
      {organizer.state === 'unavailable' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans>
            Die Kontaktdaten des Veranstalters konnten gerade nicht geladen werden. Bitte laden Sie
            die Seite später erneut.
          </Trans>
        </Typography>
      )}
    </Box>
  );
}
