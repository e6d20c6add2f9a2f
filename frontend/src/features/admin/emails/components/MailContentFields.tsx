import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMAIL_TEMPLATE_MESSAGES, GERMAN_ONLY_NOTE } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminMarketSettingsQuery } from '../../shared/admin-queries';
import { emailTemplatesQuery } from '../api/templates-api';
import { englishIncomplete, mailContactOf, previewHtml, previewSubject } from '../template-text';
import { MailHtmlPreview } from './MailHtmlPreview';

export interface MailContent {
  templateId: number | null;
  subject: string;
  content: string;
  /** The English version for vendors who read English (issue 33); blank: none. */
  subjectEn: string;
  contentEn: string;
}

export const EMPTY_MAIL: MailContent = {
  templateId: null,
  subject: '',
  content: '',
  subjectEn: '',
  contentEn: '',
};

/**
 * Template select (fills subject and content, and the English version), subject and content,
 * with the placeholders, and a preview of the mail exactly as it is sent (paragraphs, closing,
 * contact), with sample values. With `english`, the mail goes to vendors, and an English version
 * can be added for those who read English (the template's, when it has one).
 */
export function MailContentFields({
  value,
  onChange,
  placeholders = '{name}, {accessCode}, {status}',
  english = false,
}: {
  value: MailContent;
  onChange: (value: MailContent) => void;
  placeholders?: string;
  english?: boolean;
}) {
  const templates = useQuery(emailTemplatesQuery);
  const settings = useQuery(adminMarketSettingsQuery);
  const [addEnglish, setAddEnglish] = useState(false);
  const hasEnglish = value.subjectEn !== '' || value.contentEn !== '';
  const englishShown = english && (addEnglish || hasEnglish);
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Vorlage"
        value={value.templateId ?? ''}
        onChange={(event) => {
          const template = templates.data?.find((item) => item.id === Number(event.target.value));
          onChange(
            template
              ? {
                  templateId: template.id,
                  subject: template.subject,
                  content: template.content,
                  subjectEn: template.subjectEn ?? '',
                  contentEn: template.contentEn ?? '',
                }
              : { ...value, templateId: null },
          );
        }}
      >
        <MenuItem value="">Ohne Vorlage</MenuItem>
        {templates.data?.map((template) => (
          <MenuItem key={template.id} value={template.id}>
            {template.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Betreff"
        value={value.subject}
        onChange={(event) =>
          onChange({ ...value, subject: event.target.value.replace(/[\r\n]+/g, ' ') })
        }
        slotProps={{ htmlInput: { maxLength: 300 } }}
        required
      />
      <TextField
        label="Inhalt (HTML möglich)"
        value={value.content}
        onChange={(event) => onChange({ ...value, content: event.target.value })}
        multiline
        minRows={6}
        maxRows={16}
        slotProps={{ htmlInput: { maxLength: 100_000 } }}
        required
      />
      <Typography variant="body2" color="text.secondary">
        Platzhalter: {placeholders}. Leerzeile = neuer Absatz.
      </Typography>
      {english && !englishShown && (
        <Box>
          <Button size="small" onClick={() => setAddEnglish(true)}>
            Englische Fassung hinzufügen
          </Button>
          <Typography variant="body2" color="text.secondary">
            Ohne englische Fassung erhalten Händler mit Sprache Englisch den deutschen Text mit dem
            Hinweis „{GERMAN_ONLY_NOTE}“.
          </Typography>
        </Box>
      )}
      {englishShown && (
        <Stack spacing={2} component="section" aria-label="Englisch (optional)">
          <Typography variant="subtitle2" component="h5">
            Englisch (optional)
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Für Händler mit Sprache Englisch, mit denselben Platzhaltern. Leer gelassen erhalten sie
            den deutschen Text mit dem Hinweis „{GERMAN_ONLY_NOTE}“. Eingegebene Adressen und
            CSV-Empfänger erhalten immer den deutschen Text.
          </Typography>
          <TextField
            label="Englischer Betreff"
            value={value.subjectEn}
            onChange={(event) =>
              onChange({ ...value, subjectEn: event.target.value.replace(/[\r\n]+/g, ' ') })
            }
            slotProps={{ htmlInput: { maxLength: 300, lang: 'en' } }}
          />
          <TextField
            label="Englischer Inhalt (HTML möglich)"
            value={value.contentEn}
            onChange={(event) => onChange({ ...value, contentEn: event.target.value })}
            multiline
            minRows={4}
            maxRows={16}
            slotProps={{ htmlInput: { maxLength: 100_000, lang: 'en' } }}
          />
          {englishIncomplete(value.subjectEn, value.contentEn) && (
            <Alert severity="warning">{EMAIL_TEMPLATE_MESSAGES.englishIncomplete}</Alert>
          )}
        </Stack>
      )}
      {value.content.trim() !== '' && (
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            Vorschau (mit Beispielwerten, so wie versendet)
          </Typography>
          <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            <strong>Betreff:</strong> {previewSubject(value.subject)}
          </Typography>
          <MailHtmlPreview
            html={previewHtml(value.content, mailContactOf(settings.data))}
            title="Vorschau der E-Mail"
            height={280}
          />
        </Box>
      )}
      {englishShown && value.contentEn.trim() !== '' && (
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            Vorschau der englischen Fassung
          </Typography>
          <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            <strong>Betreff (Englisch):</strong> {previewSubject(value.subjectEn, 'en')}
          </Typography>
          <MailHtmlPreview
            html={previewHtml(value.contentEn, mailContactOf(settings.data), 'en')}
            title="Vorschau der englischen E-Mail"
            height={280}
          />
        </Box>
      )}
    </Stack>
  );
}
