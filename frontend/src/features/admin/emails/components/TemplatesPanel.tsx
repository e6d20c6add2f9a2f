import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EMAIL_TEMPLATE_CATEGORY_LABELS,
  MAIL_PURPOSE_LABELS,
  type EmailTemplateDto,
} from '@standl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { QueryStatus } from '../../shared/QueryStatus';
import { useConfirm } from '../../shared/useConfirm';
import {
  emailTemplatesQuery,
  templateKeys,
  useCreateDefaultEmailTemplates,
  useDeleteEmailTemplate,
} from '../api/templates-api';
import { contentExcerpt } from '../template-text';
import { TemplateEditorDialog } from './TemplateEditorDialog';
import { useMay } from '../../auth';

/** Spec 001 "Templates": list with category, subject and the first 200 characters; edit, delete. */
export function TemplatesPanel() {
  const maySend = useMay('emails.send');
  const templates = useQuery(emailTemplatesQuery);
  const [editing, setEditing] = useState<EmailTemplateDto | 'new' | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: templateKeys.all });

  const createDefaults = useCreateDefaultEmailTemplates({
    onSuccess: async (result) => {
      await refresh();
      toast({ title: 'Vorlage erstellt', description: result.message, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Fehler beim Speichern',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });
  const remove = useDeleteEmailTemplate({
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Vorlage gelöscht', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Fehler beim Löschen',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });

  return (
    <Box>
      {maySend && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <Button variant="contained" onClick={() => setEditing('new')}>
            Neue Vorlage
          </Button>
          {templates.data?.length === 0 && (
            <Button
              variant="outlined"
              disabled={createDefaults.isPending}
              onClick={() => createDefaults.mutate()}
            >
              Standardvorlagen erstellen
            </Button>
          )}
        </Stack>
      )}
      <QueryStatus query={templates} what="Vorlagen" />
      {templates.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Noch keine Vorlagen. Automatische E-Mails verwenden bis dahin die Standardtexte; mit
          „Standardvorlagen erstellen“ können Sie diese anpassen.
        </Alert>
      )}
      <Grid container spacing={2}>
        {templates.data?.map((template) => (
          <Grid key={template.id} size={{ xs: 12, md: 6 }}>
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flex: 1 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                    {template.name}
                  </Typography>
                  <Chip size="small" label={EMAIL_TEMPLATE_CATEGORY_LABELS[template.category]} />
                  <Chip
                    size="small"
                    variant="outlined"
                    label={template.subjectEn ? 'Deutsch + Englisch' : 'nur Deutsch'}
                  />
                </Stack>
                {template.purpose && template.purpose in MAIL_PURPOSE_LABELS && (
                  <Typography variant="body2" color="primary" sx={{ mb: 0.5 }}>
                    Automatisch für:{' '}
                    {MAIL_PURPOSE_LABELS[template.purpose as keyof typeof MAIL_PURPOSE_LABELS]}
                  </Typography>
                )}
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {template.subject}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {contentExcerpt(template.content)}
                </Typography>
              </CardContent>
              {maySend && (
                <CardActions>
                  <Button size="small" onClick={() => setEditing(template)}>
                    Bearbeiten
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={async () => {
                      const confirmed = await confirm({
                        title: 'Vorlage löschen?',
                        text: `„${template.name}“ wird gelöscht.${template.purpose ? ' Die automatische E-Mail verwendet danach wieder den Standardtext.' : ''}`,
                        confirmLabel: 'Löschen',
                        destructive: true,
                      });
                      if (confirmed) remove.mutate(template);
                    }}
                  >
                    Löschen
                  </Button>
                </CardActions>
              )}
            </Card>
          </Grid>
        ))}
      </Grid>

      {editing !== null && (
        <TemplateEditorDialog
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmDialog}
    </Box>
  );
}
