import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useSetTeamPolicy } from '../api/team-api';

/**
 * 'Zwei-Faktor-Anmeldung für alle verlangen': an account without it must set it up at its next
 * sign-in before it can work.
 */
export function TeamPolicySwitch({ required }: { required: boolean }) {
  const { toast } = useToast();
  const policy = useSetTeamPolicy();
  const shown = policy.isPending ? policy.variables : required;

  return (
    <Alert severity={shown ? 'success' : 'info'} icon={false} sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={shown}
            disabled={policy.isPending}
            onChange={(event) =>
              policy.mutate(event.target.checked, {
                onSuccess: ({ requireSecondFactor }) =>
                  toast({
                    title: requireSecondFactor
                      ? 'Zwei-Faktor-Anmeldung wird für alle verlangt'
                      : 'Zwei-Faktor-Anmeldung ist freiwillig',
                    variant: 'success',
                  }),
                onError: (error) =>
                  toast({
                    title: 'Einstellung nicht gespeichert',
                    description: apiErrorMessage(error, RETRY_TEXT),
                    variant: 'destructive',
                  }),
              })
            }
          />
        }
        label="Zwei-Faktor-Anmeldung für alle verlangen"
      />
      <Typography variant="body2" color="text.secondary">
        Konten ohne Zwei-Faktor-Anmeldung müssen sie bei der nächsten Anmeldung einrichten, bevor
        sie arbeiten können.
      </Typography>
    </Alert>
  );
}
