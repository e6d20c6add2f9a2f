import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { adminMarketSettingsQuery } from '../../shared/admin-queries';
import { emailTemplatesQuery } from '../api/templates-api';
import { mailContactOf, previewHtml, previewSubject } from '../template-text';
import { MailHtmlPreview } from './MailHtmlPreview';

export interface MailContent {
  templateId: number | null;
  subject: string;
  content: string;
}

export const EMPTY_MAIL: MailContent = { templateId: null, subject: '', content: '' };

/**
 * Template select (fills subject and content), subject and content, with the placeholders, and a
 * preview of the mail exactly as it is sent (paragraphs, closing, contact), with sample values.
 */
export function MailContentFields({
  value,
  onChange,
  placeholders = '{name}, {accessCode}, {status}',
}: {
  value: MailContent;
  onChange: (value: MailContent) => void;
  placeholders?: string;
}) {
  const templates = useQuery(emailTemplatesQuery);
  const settings = useQuery(adminMarketSettingsQuery);
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
              ? { templateId: template.id, subject: template.subject, content: template.content }
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
    </Stack>
  );
}
