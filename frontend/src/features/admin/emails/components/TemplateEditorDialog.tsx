import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  EMAIL_TEMPLATE_CATEGORIES,
  EMAIL_TEMPLATE_CATEGORY_LABELS,
  type EmailTemplateCategory,
  type EmailTemplateDto,
  MAIL_PLACEHOLDERS,
  unknownPlaceholders,
} from '@standl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { adminMarketSettingsQuery } from '../../shared/admin-queries';
import { templateKeys, useSaveEmailTemplate } from '../api/templates-api';
import { insertAt, mailContactOf, previewHtml, previewSubject } from '../template-text';
import { MailHtmlPreview } from './MailHtmlPreview';

/** Create or edit a template: fields, placeholder palette, warnings and a safe live preview. */
export function TemplateEditorDialog({
  template,
  onClose,
}: {
  template: EmailTemplateDto | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'));
  const [name, setName] = useState(template?.name ?? '');
  const [category, setCategory] = useState<EmailTemplateCategory>(template?.category ?? 'general');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [content, setContent] = useState(template?.content ?? '');
  const [submitted, setSubmitted] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const queryClient = useQueryClient();
  const settings = useQuery(adminMarketSettingsQuery);
  const { toast } = useToast();

  const errors = {
    name: name.trim() ? null : 'Bitte geben Sie einen Namen ein',
    subject: subject.trim() ? null : 'Bitte geben Sie einen Betreff ein',
    content: content.trim() ? null : 'Bitte geben Sie einen Inhalt ein',
  };
  const unknown = [...new Set([...unknownPlaceholders(subject), ...unknownPlaceholders(content)])];

  const save = useSaveEmailTemplate(template, {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      toast({ title: template ? 'Vorlage aktualisiert' : 'Vorlage erstellt', variant: 'success' });
      onClose();
    },
    onError: (error) =>
      toast({
        title: 'Fehler beim Speichern',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });

  const insert = (key: string) => {
    const area = contentRef.current;
    const { text, cursor } = insertAt(content, `{${key}}`, {
      start: area?.selectionStart ?? content.length,
      end: area?.selectionEnd ?? content.length,
    });
    setContent(text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(cursor, cursor);
    });
  };

  const submit = () => {
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    save.mutate({ name: name.trim(), category, subject: subject.trim(), content });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen}>
      <DialogTitle>{template ? 'Vorlage bearbeiten' : 'Neue Vorlage'}</DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <TextField
                label="Name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={submitted && !!errors.name}
                helperText={submitted && errors.name}
                slotProps={{ htmlInput: { maxLength: 100 } }}
                required
              />
              <TextField
                select
                label="Kategorie"
                value={category}
                onChange={(event) => setCategory(event.target.value as EmailTemplateCategory)}
              >
                {EMAIL_TEMPLATE_CATEGORIES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {EMAIL_TEMPLATE_CATEGORY_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Betreff"
                value={subject}
                onChange={(event) => setSubject(event.target.value.replace(/[\r\n]+/g, ' '))}
                error={submitted && !!errors.subject}
                helperText={submitted && errors.subject}
                slotProps={{ htmlInput: { maxLength: 300 } }}
                required
              />
              <TextField
                label="Inhalt (HTML)"
                value={content}
                onChange={(event) => setContent(event.target.value)}
                error={submitted && !!errors.content}
                helperText={
                  (submitted && errors.content) ||
                  'HTML ist erlaubt, z. B. <p>, <strong>, <a href="…">'
                }
                multiline
                minRows={10}
                maxRows={22}
                inputRef={contentRef}
                slotProps={{ htmlInput: { maxLength: 100_000, spellCheck: true } }}
                required
              />
              <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  Platzhalter einfügen:
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {Object.entries(MAIL_PLACEHOLDERS).map(([key, label]) => (
                    <Chip
                      key={key}
                      size="small"
                      label={`{${key}}`}
                      title={label}
                      aria-label={`Platzhalter ${key}: ${label}`}
                      onClick={() => insert(key)}
                    />
                  ))}
                </Stack>
              </Box>
              {unknown.length > 0 && (
                <Alert severity="warning">
                  Unbekannte Platzhalter bleiben im Text stehen:{' '}
                  {unknown.map((key) => `{${key}}`).join(', ')}
                </Alert>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              Vorschau (mit Beispielwerten)
            </Typography>
            <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              <strong>Betreff:</strong> {previewSubject(subject)}
            </Typography>
            <MailHtmlPreview
              html={previewHtml(content, mailContactOf(settings.data))}
              title="Vorschau der Vorlage"
              height={420}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button variant="contained" disabled={save.isPending} onClick={submit}>
          Speichern
        </Button>
      </DialogActions>
    </Dialog>
  );
}
