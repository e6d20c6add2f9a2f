import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type AdminVendorDto, MAILING_MESSAGES } from '@standl/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useInvalidateAdminData } from '../../shared/admin-queries';
import { useBatchProgress, useSendDirectMail } from '../api/mailing-api';
import { BatchProgress } from './BatchProgress';
import { englishOf } from '../template-text';
import { EMPTY_MAIL, type MailContent, MailContentFields } from './MailContentFields';

type Recipient = Pick<AdminVendorDto, 'id' | 'name' | 'email'>;

/**
 * 'E-Mail senden' from the vendor detail dialog (spec 001): the direct mail with this vendor as
 * the recipient, through the outbox. It stays open with the send's progress until the mail has
 * left, then refreshes the vendors so the e-mail badges show it.
 */
export function DirectMailDialog({
  vendor,
  open,
  onClose,
}: {
  vendor: Recipient;
  open: boolean;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="direct-mail-title"
    >
      {/* Mounted per opening: a new mail (and a new request id) each time. */}
      {open && <DirectMailForm vendor={vendor} onClose={onClose} />}
    </Dialog>
  );
}

function DirectMailForm({ vendor, onClose }: { vendor: Recipient; onClose: () => void }) {
  const [mail, setMail] = useState<MailContent>(EMPTY_MAIL);
  const [error, setError] = useState<string | null>(null);
  // One id per written mail: a repeated send of it is answered, not sent again.
  const [requestId] = useState(() => crypto.randomUUID());
  const send = useSendDirectMail();
  const batchId = send.data?.batchId ?? null;
  const progress = useBatchProgress(batchId);
  const left = progress.data !== undefined && progress.data.queued === 0;
  const refreshVendors = useInvalidateAdminData();
  useEffect(() => {
    if (left) void refreshVendors();
  }, [left, refreshVendors]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!mail.subject.trim() || !mail.content.trim()) {
      setError(MAILING_MESSAGES.subjectAndContent);
      return;
    }
    setError(null);
    send.mutate({
      vendorId: vendor.id,
      subject: mail.subject,
      content: mail.content,
      ...englishOf(mail),
      templateId: mail.templateId ?? undefined,
      requestId,
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="direct-mail-title" sx={{ overflowWrap: 'anywhere' }}>
        E-Mail an {vendor.name}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          An: {vendor.name} &lt;{vendor.email}&gt;
        </DialogContentText>
        {batchId ? (
          <BatchProgress batchId={batchId} />
        ) : (
          <MailContentFields
            english
            value={mail}
            onChange={(value) => {
              setMail(value);
              setError(null);
            }}
          />
        )}
        {error && (
          <DialogContentText role="alert" color="error" sx={{ mt: 2 }}>
            {error}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {batchId ? (
          <Button variant="contained" onClick={onClose}>
            Schließen
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Abbrechen</Button>
            <Button type="submit" variant="contained" loading={send.isPending}>
              E-Mail senden
            </Button>
          </>
        )}
      </DialogActions>
    </form>
  );
}
