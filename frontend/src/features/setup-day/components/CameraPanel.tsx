import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import type { CameraState } from '../use-camera-scanner';

/** The camera preview with its start and stop buttons and the camera's error. */
export function CameraPanel({
  videoRef,
  state,
  error,
  onStart,
  onStop,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  state: CameraState;
  error: string | null;
  onStart: () => void;
  onStop: () => void;
}) {
  const running = state !== 'off';
  return (
    <Stack spacing={1.5}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '4 / 3',
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
          display: running ? 'block' : 'none',
        }}
      >
        <video
          ref={videoRef}
          aria-label="Kamerabild"
          muted
          playsInline
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: '12% 20%',
            border: '3px solid #fff',
            borderRadius: 2,
            // Darkens the picture around the frame, so the frame shows on a white sheet too.
            boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.35)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      {state === 'on' && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Halten Sie den QR-Code des Standblatts in den Rahmen.
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {running ? (
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          startIcon={<StopCircleIcon />}
          onClick={onStop}
          sx={{ minHeight: 52 }}
          fullWidth
        >
          Kamera stoppen
        </Button>
      ) : (
        <Button
          variant="contained"
          size="large"
          startIcon={<PhotoCameraIcon />}
          onClick={onStart}
          sx={{ minHeight: 52 }}
          fullWidth
        >
          Kamera starten
        </Button>
      )}
    </Stack>
  );
}
