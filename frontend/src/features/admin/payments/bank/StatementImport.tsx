import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminPaymentVendorDto } from '@standl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { formatViennaDateTime } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { bankStatementsQuery, useUploadBankStatement } from './bank-api';
import { statementFormatLabel } from './bank-rules';
import { StatementPreview, toneSx } from './StatementPreview';

/** The server takes statements up to 5 MB; a bigger file is refused here without sending it. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

export const STATEMENT_ACCEPT = '.xml,.csv,.txt,application/xml,text/xml,text/csv';

/** Why a picked file is not sent, or null: empty, over 5 MB, or not XML or CSV by its name. */
export function statementFileError(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size === 0) return 'Die Datei ist leer.';
  if (file.size > MAX_STATEMENT_BYTES) return 'Die Datei ist größer als 5 MB.';
  if (!/\.(xml|csv|txt)$/i.test(file.name)) {
    return 'Bitte wählen Sie einen Kontoauszug als CAMT.053 (.xml) oder als CSV-Export Ihrer Bank (.csv).';
  }
  return null;
}

/**
 * 'Kontoauszug importieren' in the payments tab (organiser only, issue 30): upload a CAMT.053 or
 * a bank's CSV, then the preview to check and book; earlier statements stay listed with their
 * open lines, so the organiser can come back to them.
 */
export function StatementImport({
  vendors,
  mobile,
}: {
  vendors: readonly AdminPaymentVendorDto[];
  mobile: boolean;
}) {
  const { toast } = useToast();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const statements = useQuery(bankStatementsQuery);
  const [opened, setOpened] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const upload = useUploadBankStatement({
    onSuccess: (statement) => {
      toast({
        title: 'Kontoauszug eingelesen',
        description: `${statement.lines.length} ${statement.lines.length === 1 ? 'Gutschrift' : 'Gutschriften'} zum Prüfen`,
        variant: 'success',
      });
      setOpened(statement.id);
    },
    onError: (error) => {
      const message = apiErrorMessage(error, RETRY_TEXT);
      setFileError(message);
      toast({
        title: 'Kontoauszug konnte nicht eingelesen werden',
        description: message,
        variant: 'destructive',
      });
    },
  });

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be picked again after a fix: the input forgets it.
    event.target.value = '';
    if (!file) return;
    const error = statementFileError(file);
    setFileError(error);
    if (error) return;
    upload.mutate(file);
  }

  const list = statements.data ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={headingId}
              variant="h6"
              component="h3"
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <AccountBalanceIcon color="primary" aria-hidden />
              Kontoauszug importieren
            </Typography>
            <Typography variant="body2" color="text.secondary">
              CAMT.053 (.xml) oder CSV-Export von George, ELBA oder Bank Austria. Überweisungen
              werden nach Zugangscode oder Rechnungsnummer zugeordnet; Sie prüfen alles, bevor
              gebucht wird.
            </Typography>
          </Box>
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
            sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
          >
            Datei hochladen
          </Button>
          <input
            ref={input}
            type="file"
            accept={STATEMENT_ACCEPT}
            hidden
            aria-label="Kontoauszug-Datei"
            data-testid="statement-file"
            onChange={picked}
          />
        </Stack>
        {fileError && (
          <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFileError(null)}>
            {fileError}
          </Alert>
        )}
        {statements.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Frühere Kontoauszüge konnten nicht geladen werden.{' '}
            {apiErrorMessage(statements.error, RETRY_TEXT)}
          </Alert>
        )}
        {list.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
              Frühere Kontoauszüge
            </Typography>
            <Stack
              component="ul"
              aria-label="Frühere Kontoauszüge"
              sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}
            >
              {list.map((statement) => {
                const open = statement.openCount;
                return (
                  <Box
                    component="li"
                    key={statement.id}
                    data-testid="bank-statement"
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: 1,
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      py: 1,
                      borderTop: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {statement.fileName}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {statementFormatLabel(statement.format)} · hochgeladen{' '}
                        {formatViennaDateTime(statement.uploadedAt)}
                        {statement.uploadedBy ? ` von ${statement.uploadedBy}` : ''}
                      </Typography>
                    </Box>
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                      {statement.lineCount > 0 && (
                        <Chip
                          size="small"
                          variant="outlined"
                          sx={toneSx(open > 0 ? 'warning' : 'success')}
                          label={
                            open === 0
                              ? 'alles erledigt'
                              : `${open} ${open === 1 ? 'Zeile' : 'Zeilen'} offen`
                          }
                        />
                      )}
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={`Öffnen: ${statement.fileName}`}
                        onClick={() => setOpened(statement.id)}
                      >
                        Öffnen
                      </Button>
                    </Stack>
                  </Box>
                );
              })}
            </Stack>
          </Box>
        )}
      </CardContent>
      <StatementPreview
        statementId={opened}
        vendors={vendors}
        mobile={mobile}
        onClose={() => setOpened(null)}
      />
    </Card>
  );
}
