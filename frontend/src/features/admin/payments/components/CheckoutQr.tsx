import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 240;

/** The SumUp page as a QR code, drawn in the browser (no third-party image service). */
export function CheckoutQr({ url }: { url: string }) {
  const [image, setImage] = useState<{ url: string; dataUrl: string } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(url, { width: SIZE * 2, margin: 1, errorCorrectionLevel: 'M' })
      .then((dataUrl) => current && setImage({ url, dataUrl }))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [url]);

  if (image?.url !== url) {
    return <Skeleton variant="rectangular" width={SIZE} height={SIZE} sx={{ mx: 'auto' }} />;
  }
  return (
    <Box
      component="img"
      src={image.dataUrl}
      alt="QR-Code der SumUp-Zahlungsseite"
      data-testid="checkout-qr"
      width={SIZE}
      height={SIZE}
      sx={{
        display: 'block',
        mx: 'auto',
        p: 1,
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        maxWidth: '100%',
        height: 'auto',
      }}
    />
  );
}
