import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type AdminVendorDto, MAIL_STATE_LABELS } from '@standl/contracts';
import { StatusChip } from '../../../registration';
import { emailBadges, isPermanentlyBlocked } from '../vendor-rules';

/**
 * Status, 'Gesperrt' (or 'Dauerhaft gesperrt') with the reason as tooltip, and the market-start
 * warning.
 */
export function VendorStatusChips({
  vendor,
  notSetUp = false,
}: {
  vendor: AdminVendorDto;
  notSetUp?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <StatusChip status={vendor.status} size="small" />
      {vendor.isBlocked && (
        <Tooltip title={vendor.blockedReason ?? ''} describeChild>
          <Chip
            label={isPermanentlyBlocked(vendor) ? 'Dauerhaft gesperrt' : 'Gesperrt'}
            color="error"
            variant="outlined"
            size="small"
            tabIndex={0}
            data-testid="blocked-chip"
            sx={{ fontWeight: 600 }}
          />
        </Tooltip>
      )}
      {notSetUp && (
        <Chip
          icon={<WarningAmberIcon />}
          label="Noch nicht aufgebaut"
          color="warning"
          size="small"
          data-testid="not-set-up-chip"
        />
      )}
    </Stack>
  );
}

const ENGLISH_MAILS = 'E-Mails auf Englisch';

export function EmailBadges({ vendor }: { vendor: AdminVendorDto }) {
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label="E-Mail-Status"
      sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {vendor.language === 'en' && (
        // Mails to this vendor go out in English (docs/decisions.md 349, 372); German is no news.
        <li>
          <Tooltip title={ENGLISH_MAILS}>
            <Chip
              label="EN"
              size="small"
              color="info"
              variant="outlined"
              aria-label={ENGLISH_MAILS}
              data-testid="english-chip"
            />
          </Tooltip>
        </li>
      )}
      {emailBadges(vendor).map((badge) => (
        <li key={badge.label}>
          {badge.filed ? (
            <Tooltip title={MAIL_STATE_LABELS.filed}>
              <Chip
                label={badge.label}
                size="small"
                variant="outlined"
                icon={<WarningAmberIcon color="warning" />}
                sx={{ borderColor: 'warning.main' }}
                aria-description={MAIL_STATE_LABELS.filed}
              />
            </Tooltip>
          ) : (
            <Chip label={badge.label} size="small" variant="outlined" />
          )}
        </li>
      ))}
    </Stack>
  );
}

export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  const label = count === 1 ? '1 ungelesene Nachricht' : `${count} ungelesene Nachrichten`;
  return (
    <Tooltip title={label}>
      <Chip
        icon={<MailOutlineIcon />}
        label={count}
        color="primary"
        size="small"
        aria-label={label}
        data-testid="unread-badge"
      />
    </Tooltip>
  );
}
