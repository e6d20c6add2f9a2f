import FactCheckIcon from '@mui/icons-material/FactCheck';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useInvalidateAdminData } from '../../shared/admin-queries';
import { useConfirm } from '../../shared/useConfirm';
import { jobKeys, useCheckBlockUnbuilt } from '../api/jobs-api';

export const AUFBAU_CHECK_FAILED = 'Fehler bei der Überprüfung';

/** The title names the count; the server's message says why (too early, done, already done). */
function checkTitle(count: number): string {
  if (count === 0) return 'Aufbau-Check: niemand gesperrt';
  return count === 1
    ? 'Aufbau-Check: 1 Händler gesperrt'
    : `Aufbau-Check: ${count} Händler gesperrt`;
}

/**
 * 'Aufbau-Check' (spec 001 section 2): runs the automatic blocking of vendors not set up by the
 * last market day 18:00 now, after a confirmation.
 */
export function AufbauCheckButton() {
  const { toast } = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const queryClient = useQueryClient();
  const invalidateAdminData = useInvalidateAdminData();
  const check = useCheckBlockUnbuilt({
    onSuccess: async (result) => {
      toast({
        title: checkTitle(result.blockedCount),
        description: result.message,
        variant: 'success',
      });
      await Promise.all([
        invalidateAdminData(),
        queryClient.invalidateQueries({ queryKey: jobKeys.jobs }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/vendor-archive'] }),
      ]);
    },
    onError: (error) =>
      toast({
        title: AUFBAU_CHECK_FAILED,
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });

  async function run() {
    const confirmed = await confirm({
      title: 'Aufbau-Check ausführen?',
      text: 'Bestätigte Händler, die bis zum letzten Markttag um 18:00 Uhr nicht aufgebaut haben, werden gesperrt („Nicht aufgebaut“) und können sich für den nächsten Markt nicht mehr anmelden. Vor diesem Zeitpunkt wird niemand gesperrt. Der Check läuft sonst automatisch.',
      confirmLabel: 'Jetzt prüfen',
      destructive: true,
    });
    if (confirmed) check.mutate();
  }

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FactCheckIcon />}
        loading={check.isPending}
        loadingPosition="start"
        onClick={() => void run()}
      >
        Aufbau-Check
      </Button>
      {confirmDialog}
    </>
  );
}
