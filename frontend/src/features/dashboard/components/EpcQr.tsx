import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useFormat } from '../../../lib/use-format';

const SIZE = 220;

/**
 * The EPC069-12 payment QR code ('Zahlen mit Code') for the open amount, drawn in the browser.
 * The QR library is loaded only when a code is shown, so it is in no page's first load.
 */
export function EpcQr({
  payload,
  amount,
  reference,
}: {
  payload: string;
  amount: number;
  reference: string;
}) {
  const [image, setImage] = useState<{ payload: string; dataUrl: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useLingui();
  const format = useFormat();
  const money = format.euro(amount);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        // EPC069-12 asks for error correction level M.
        QRCode.toDataURL(payload, { width: SIZE * 2, margin: 2, errorCorrectionLevel: 'M' }),
      )
      .then((dataUrl) => current && setImage({ payload, dataUrl }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [payload]);

  if (failed) return null;
  return (
    <Box
      component="figure"
      data-testid="epc-qr"
      sx={{ m: 0, mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
    >
      {image?.payload === payload ? (
        <Box
          component="img"
          src={image.dataUrl}
          alt={t`QR-Code für die Überweisung von ${money} mit Verwendungszweck ${reference}`}
          data-testid="epc-qr-image"
          width={SIZE}
          height={SIZE}
          sx={{
            display: 'block',
            bgcolor: '#fff',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            maxWidth: '100%',
            height: 'auto',
          }}
        />
      ) : (
        <Skeleton variant="rectangular" width={SIZE} height={SIZE} />
      )}
      <Typography
        component="figcaption"
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1, textAlign: 'center', maxWidth: 320 }}
      >
        <Trans>
          Mit der Banking-App scannen („Zahlen mit Code“): Empfänger, IBAN, Betrag und
          Verwendungszweck sind dann schon ausgefüllt.
        </Trans>
      </Typography>
    </Box>
  );
}
