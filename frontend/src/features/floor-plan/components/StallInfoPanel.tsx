import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Popover, { type PopoverProps } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoothDto } from '@standl/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useFormat } from '../../../lib/use-format';
import {
  BOOTH_COLORS,
  boothState,
  boothStateText,
  SELECTED_STALL_MESSAGE,
  stallAttributeTexts,
  stallPriceSummaryText,
  stallSizeText,
  unavailableReason,
} from '../../booths';

/** The theme's 'sm' breakpoint: below it a phone. */
const PHONE = '(max-width: 599.95px)';

/**
 * A stall's facts after a tap on the plan: number, state, size, equipment, fee (with its parts
 * when there are surcharges), where it lies, and 'Diesen Platz wählen' while it is free. A
 * popover at the stall on a desktop, a sheet from the bottom on a phone, where a popover would
 * cover the plan the finger is on.
 */
export function StallInfoPanel({
  booth,
  anchor,
  selected,
  onClose,
  onChoose,
}: {
  booth: BoothDto | null;
  /** The stall on the plan (or a function finding it once the popover opens). */
  anchor: PopoverProps['anchorEl'];
  selected: boolean;
  onClose: () => void;
  onChoose: (booth: BoothDto) => void;
}) {
  // Asked once when the panel opens (a tap): MUI's useMediaQuery would split shared code into
  // another chunk of the first load of '/' (docs/decisions.md 315).
  const [phone] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches,
  );
  const titleId = useId();
  const open = booth !== null;
  const paperProps = { role: 'dialog', 'aria-labelledby': titleId, 'data-testid': 'stall-info' };
  const content = booth && (
    <StallInfo
      booth={booth}
      selected={selected}
      titleId={titleId}
      onClose={onClose}
      onChoose={onChoose}
    />
  );

  if (phone) {
    // A sheet from the bottom: the dialog's paper at the screen's lower edge, full width.
    return (
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-end' } }}
        slotProps={{
          paper: {
            ...paperProps,
            sx: { m: 0, width: '100%', maxWidth: '100%', borderRadius: '12px 12px 0 0' },
          },
        }}
      >
        {content}
      </Dialog>
    );
  }
  return (
    <Popover
      open={open && Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ paper: paperProps }}
    >
      {content}
    </Popover>
  );
}

function StallInfo({
  booth,
  selected,
  titleId,
  onClose,
  onChoose,
}: {
  booth: BoothDto;
  selected: boolean;
  titleId: string;
  onClose: () => void;
  onChoose: (booth: BoothDto) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const number = booth.number;
  const state = boothState(booth);
  const colors = BOOTH_COLORS[selected ? 'selected' : state];
  const attributes = stallAttributeTexts(booth.attributes, i18n);
  const free = state === 'available';
  return (
    <Box sx={{ p: 2, width: { xs: '100%', sm: 340 }, maxWidth: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            <Trans>Standplatz {number}</Trans>
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25 }}>
            <Box
              aria-hidden
              sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: colors.bg, flexShrink: 0 }}
            />
            <Typography variant="body2" data-testid="stall-info-state">
              {selected ? t(SELECTED_STALL_MESSAGE) : boothStateText(booth, i18n)}
            </Typography>
          </Box>
        </Box>
        <IconButton aria-label={t`Schließen`} onClick={onClose} edge="end" size="small">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
        <Fact label={t`Größe`}>{stallSizeText(booth, i18n) ?? t`nicht angegeben`}</Fact>
        <Fact label={t`Ausstattung`}>
          {attributes.length > 0 ? attributes.join(', ') : t`keine besondere Ausstattung`}
        </Fact>
        <Fact label={t`Standgebühr`}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {format.euro(booth.price)}
          </Box>
          {booth.priceDetail.surcharges.length > 0 && (
            <Typography
              variant="body2"
              component="span"
              color="text.secondary"
              sx={{ display: 'block' }}
            >
              {stallPriceSummaryText(booth.priceDetail, i18n)}
            </Typography>
          )}
        </Fact>
        {booth.locationDescription && <Fact label={t`Lage`}>{booth.locationDescription}</Fact>}
      </Box>
      {free ? (
        <Button
          variant="contained"
          fullWidth
          sx={{ mt: 2, minHeight: 44 }}
          onClick={() => onChoose(booth)}
        >
          <Trans>Diesen Platz wählen</Trans>
        </Button>
      ) : (
        !selected && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {unavailableReason(booth, i18n)}
          </Typography>
        )
      )}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '110px minmax(0, 1fr)',
        gap: 1,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
