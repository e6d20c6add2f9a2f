import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FLOOR_PLAN_LIMITS,
  FLOOR_PLAN_MESSAGES,
  PLAN_IMAGE_MESSAGES,
  type AdminBoothAreaDto,
} from '@standl/contracts';
import { useState, type FormEvent } from 'react';
import { formatViennaLongDate } from '../../../../lib/long-dates';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useConfirm } from '../../shared/useConfirm';
import { uploadErrorMessage, useDeletePlan, useUploadPlan } from '../api/floor-plan-api';

const ACCEPT = '.svg,.png,.jpg,.jpeg,.pdf,image/svg+xml,image/png,image/jpeg,application/pdf';
const MAX_MB = FLOOR_PLAN_LIMITS.maxUploadBytes / 1024 / 1024;

const TYPE_NAMES: Record<string, string> = {
  'image/svg+xml': 'SVG',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/pdf': 'PDF-Seite als Bild',
};

export function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/**
 * The area's plan file: what is stored (name, type, pixels, when and by whom), a new one to
 * upload (SVG, PNG, JPEG, or a PDF with the page to take), replacing and removing it after a
 * question. The server's German reason shows when it refuses the file.
 */
export function PlanFileCard({ area, editable }: { area: AdminBoothAreaDto; editable: boolean }) {
  const upload = useUploadPlan(area.id);
  const remove = useDeletePlan(area.id);
  const [confirm, confirmDialog] = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [page, setPage] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const image = area.planImage;
  const pdf = file !== null && isPdf(file);

  function choose(chosen: File | null) {
    setFile(chosen);
    setPage('1');
    setError(null);
  }

  function reset() {
    choose(null);
    setInputKey((key) => key + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(FLOOR_PLAN_MESSAGES.uploadMissing);
    if (file.size > FLOOR_PLAN_LIMITS.maxUploadBytes)
      return setError(FLOOR_PLAN_MESSAGES.uploadTooLarge(MAX_MB));
    const pageNumber = /^\d+$/.test(page.trim()) ? Number(page.trim()) : 0;
    if (pdf && pageNumber < 1) return setError(PLAN_IMAGE_MESSAGES.pageInvalid);
    if (
      image &&
      !(await confirm({
        title: 'Plan ersetzen?',
        text: `Der Plan „${image.sourceName}“ von ${area.name} wird durch „${file.name}“ ersetzt. Die Standplätze bleiben, wo sie sind.`,
        confirmLabel: 'Ersetzen',
      }))
    )
      return;
    setError(null);
    upload.mutate(
      { file, page: pdf ? pageNumber : null },
      { onSuccess: reset, onError: (failure) => setError(uploadErrorMessage(failure)) },
    );
  }

  async function removeImage() {
    if (
      !(await confirm({
        title: 'Planbild entfernen?',
        text: `Das Bild „${image?.sourceName}“ wird aus ${area.name} entfernt. Größe und Standplätze bleiben; der Plan zeigt dann ein Meter-Raster.`,
        confirmLabel: 'Entfernen',
        destructive: true,
      }))
    )
      return;
    setError(null);
    remove.mutate(undefined, {
      onError: (failure) => setError(apiErrorMessage(failure, RETRY_TEXT)),
    });
  }

  return (
    <Card component="section" aria-labelledby="plan-file-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="plan-file-heading" variant="h6" component="h3">
          Plan-Datei
        </Typography>
        {image ? (
          <Typography variant="body2" sx={{ mb: 2 }} data-testid="plan-file-info">
            <strong>{image.sourceName}</strong> ({TYPE_NAMES[image.sourceMediaType] ?? 'Bild'},{' '}
            {image.widthPx} × {image.heightPx} Pixel), hochgeladen am{' '}
            {formatViennaLongDate(image.uploadedAt)} von {image.uploadedBy}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Noch kein Plan hochgeladen: Der Plan zeigt ein Meter-Raster.
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {editable && (
          <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
            >
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                {image ? 'Neue Datei wählen' : 'Datei wählen'}
                <input
                  key={inputKey}
                  type="file"
                  hidden
                  accept={ACCEPT}
                  aria-label="Plan-Datei wählen (SVG, PNG, JPEG oder PDF)"
                  onChange={(event) => choose(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 120 }}>
                {file ? file.name : `SVG, PNG, JPEG oder PDF, höchstens ${MAX_MB} MB`}
              </Typography>
              {pdf && (
                <TextField
                  label="Seite im PDF"
                  value={page}
                  onChange={(event) => setPage(event.target.value)}
                  size="small"
                  sx={{ width: 130 }}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              )}
              <Button type="submit" variant="contained" disabled={!file} loading={upload.isPending}>
                {image ? 'Plan ersetzen' : 'Hochladen'}
              </Button>
            </Stack>
            {image && (
              <Button
                color="error"
                sx={{ mt: 1 }}
                onClick={() => void removeImage()}
                loading={remove.isPending}
              >
                Planbild entfernen
              </Button>
            )}
          </Box>
        )}
      </CardContent>
      {confirmDialog}
    </Card>
  );
}
