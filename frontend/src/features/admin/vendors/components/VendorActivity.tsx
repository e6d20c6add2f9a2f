import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AdminVendorDto, byActor } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatViennaDateTime } from '../../../../lib/format';
import {
  useMarkVendorMessagesRead,
  vendorHistoryQuery,
  vendorMessagesQuery,
} from '../api/vendor-admin-api';
import { useMay } from '../../auth';

function Entries<T>({
  query,
  empty,
  failed,
  label,
  render,
}: {
  query: { data?: T[]; isPending: boolean; isError: boolean };
  empty: string;
  failed: string;
  label: string;
  render: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton height={48} />;
  if (query.isError) return <Alert severity="error">{failed}</Alert>;
  if (!query.data?.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Stack component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
      {query.data.map(render)}
    </Stack>
  );
}

const entrySx = { borderLeft: 3, borderColor: 'divider', pl: 1.5, py: 0.25 } as const;

/**
 * The vendor's messages to the organiser, newest first. Showing them marks them read, so the
 * list's unread count drops; the 'Neu' marks stay for this view.
 */
export function VendorMessages({ vendor }: { vendor: AdminVendorDto }) {
  const messages = useQuery({ ...vendorMessagesQuery(vendor.id), refetchOnMount: 'always' });
  const markRead = useMarkVendorMessagesRead(vendor.id);
  // Marking read is a change: a role that reads only leaves the marks to the organiser.
  const mayMark = useMay('vendors.edit');
  const markedFor = useRef<string | null>(null);
  const { mutate } = markRead;

  useEffect(() => {
    if (
      !mayMark ||
      !messages.isSuccess ||
      vendor.unreadMessages === 0 ||
      markedFor.current === vendor.id
    )
      return;
    markedFor.current = vendor.id;
    mutate();
  }, [mayMark, messages.isSuccess, vendor.id, vendor.unreadMessages, mutate]);

  return (
    <Entries
      query={messages}
      label="Nachrichten"
      empty="Keine Nachrichten."
      failed="Nachrichten konnten nicht geladen werden."
      render={(message) => (
        <Stack
          component="li"
          key={message.id}
          sx={{ ...entrySx, borderColor: message.readAt ? 'divider' : 'primary.main' }}
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {formatViennaDateTime(message.createdAt)}
            </Typography>
            {!message.readAt && <Chip label="Neu" color="primary" size="small" />}
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Typography>
        </Stack>
      )}
    />
  );
}

/**
 * What happened to the vendor, newest first (docs/decisions.md 35), and by whom: 'von Anna
 * Berger', 'vom Händler' (docs/decisions.md 222).
 */
export function VendorHistory({ vendorId }: { vendorId: string }) {
  const history = useQuery({ ...vendorHistoryQuery(vendorId), refetchOnMount: 'always' });
  return (
    <Entries
      query={history}
      label="Verlauf"
      empty="Noch keine Einträge."
      failed="Der Verlauf konnte nicht geladen werden."
      render={(entry) => (
        <Stack component="li" key={entry.id} sx={entrySx} data-testid="history-entry">
          <Typography variant="caption" color="text.secondary">
            {formatViennaDateTime(entry.occurredAt)} · {byActor(entry.actor)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {entry.title}
          </Typography>
          {entry.detail && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {entry.detail}
            </Typography>
          )}
        </Stack>
      )}
    />
  );
}
