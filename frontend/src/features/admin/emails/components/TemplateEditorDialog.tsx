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
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  EMAIL_TEMPLATE_CATEGORIES,
  EMAIL_TEMPLATE_CATEGORY_LABELS,
  EMAIL_TEMPLATE_MESSAGES,
  type EmailTemplateCategory,
  type EmailTemplateDto,
  GERMAN_ONLY_NOTE,
  MAIL_PLACEHOLDERS,
  unknownPlaceholders,
  type VendorLanguage,
} from '@standl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { adminMarketSettingsQuery } from '../../shared/admin-queries';
import { templateKeys, useSaveEmailTemplate } from '../api/templates-api';
import {
  englishIncomplete,
  insertAt,
  mailContactOf,
  previewHtml,
  previewSubject,
} from '../template-text';
import { MailHtmlPreview } from './MailHtmlPreview';

/** The line the server puts on top of the German text an English vendor gets for want of English. */
const GERMAN_ONLY_NOTE_PREVIEW = `<p lang="en" style="color:#555"><em>${GERMAN_ONLY_NOTE}</em></p>\n`;

/**
 * Create or edit a template: fields, placeholder palette, warnings and a safe live preview; a
 * second pair of fields for the English version (issue 33), previewed in English. The console
 * itself stays German.
 */
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
  const [subjectEn, setSubjectEn] = useState(template?.subjectEn ?? '');
  const [contentEn, setContentEn] = useState(template?.contentEn ?? '');
  const [preview, setPreview] = useState<VendorLanguage>('de');
  const [submitted, setSubmitted] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const contentEnRef = useRef<HTMLTextAreaElement>(null);
  // The placeholder chips write into the text last focused, German or English.
  const [target, setTarget] = useState<VendorLanguage>('de');
  const queryClient = useQueryClient();
  const settings = useQuery(adminMarketSettingsQuery);
  const { toast } = useToast();

  const errors = {
    name: name.trim() ? null : 'Bitte geben Sie einen Namen ein',
    subject: subject.trim() ? null : 'Bitte geben Sie einen Betreff ein',
    content: content.trim() ? null : 'Bitte geben Sie einen Inhalt ein',
    english: englishIncomplete(subjectEn, contentEn)
      ? EMAIL_TEMPLATE_MESSAGES.englishIncomplete
      : null,
  };
  const unknown = [
    ...new Set(
      [subject, content, subjectEn, contentEn].flatMap((text) => unknownPlaceholders(text)),
    ),
  ];

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
    const english = target === 'en';
    const area = (english ? contentEnRef : contentRef).current;
    const current = english ? contentEn : content;
    const { text, cursor } = insertAt(current, `{${key}}`, {
      start: area?.selectionStart ?? current.length,
      end: area?.selectionEnd ?? current.length,
    });
    (english ? setContentEn : setContent)(text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(cursor, cursor);
    });
  };

  const submit = () => {
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    const hasEnglish = subjectEn.trim() !== '' && contentEn.trim() !== '';
    save.mutate({
      name: name.trim(),
      category,
      subject: subject.trim(),
      content,
      subjectEn: hasEnglish ? subjectEn.trim() : null,
      contentEn: hasEnglish ? contentEn : null,
    });
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
                onFocus={() => setTarget('de')}
                slotProps={{ htmlInput: { maxLength: 100_000, spellCheck: true } }}
                required
              />
              <Stack spacing={2} component="section" aria-labelledby="template-english">
                <Box>
                  <Typography variant="subtitle2" component="h3" id="template-english">
                    Englisch (optional)
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Für Händler mit Sprache Englisch, mit denselben Platzhaltern. Ohne englische
                    Fassung erhalten sie den deutschen Text mit dem Hinweis „{GERMAN_ONLY_NOTE}“.
                  </Typography>
                </Box>
                <TextField
                  label="Englischer Betreff"
                  value={subjectEn}
                  onChange={(event) => setSubjectEn(event.target.value.replace(/[\r\n]+/g, ' '))}
                  error={submitted && !!errors.english && !subjectEn.trim()}
                  slotProps={{ htmlInput: { maxLength: 300, lang: 'en' } }}
                />
                <TextField
                  label="Englischer Inhalt (HTML)"
                  value={contentEn}
                  onChange={(event) => setContentEn(event.target.value)}
                  error={submitted && !!errors.english && !contentEn.trim()}
                  helperText={submitted && errors.english}
                  multiline
                  minRows={6}
                  maxRows={22}
                  inputRef={contentEnRef}
                  onFocus={() => setTarget('en')}
                  slotProps={{ htmlInput: { maxLength: 100_000, spellCheck: true, lang: 'en' } }}
                />
              </Stack>
              <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  Platzhalter einfügen ({target === 'en' ? 'in den englischen' : 'in den deutschen'}{' '}
                  Inhalt):
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
            <Stack
              direction="row"
              spacing={1}
              sx={{ mb: 0.5, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography variant="subtitle2">Vorschau (mit Beispielwerten)</Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={preview}
                onChange={(_event, value: VendorLanguage | null) => value && setPreview(value)}
                aria-label="Sprache der Vorschau"
              >
                <ToggleButton value="de">Deutsch</ToggleButton>
                <ToggleButton value="en">Englisch</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
            {preview === 'en' && !(subjectEn.trim() && contentEn.trim()) && (
              <Alert severity="info" sx={{ mb: 1 }}>
                Ohne englische Fassung erhalten Händler mit Sprache Englisch den deutschen Text mit
                dem Hinweis „{GERMAN_ONLY_NOTE}“.
              </Alert>
            )}
            <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              <strong>Betreff:</strong>{' '}
              {preview === 'en' && subjectEn.trim()
                ? previewSubject(subjectEn, 'en')
                : previewSubject(subject)}
            </Typography>
            <MailHtmlPreview
              html={
                preview === 'en' && contentEn.trim()
                  ? previewHtml(contentEn, mailContactOf(settings.data), 'en')
                  : `${preview === 'en' ? GERMAN_ONLY_NOTE_PREVIEW : ''}${previewHtml(content, mailContactOf(settings.data))}`
              }
              title={preview === 'en' ? 'Vorschau der englischen Vorlage' : 'Vorschau der Vorlage'}
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
