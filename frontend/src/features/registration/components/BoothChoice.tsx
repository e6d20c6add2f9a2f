import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  BOOTH_HOLD_MINUTES,
  type BoothAreaDto,
  type BoothAssignmentPreference,
  type BoothDto,
  DEPOSIT_AMOUNT_CENTS,
  stallFeeParts,
} from '@standl/contracts';
import { lazy } from 'react';
import { useFormat } from '../../../lib/use-format';
import { BoothMap, sortBoothAreas, stallPriceSummaryText, useBoothAreas } from '../../booths';
import { waitlistAreas, waitlistOptionLabel, type SelectedBooth } from '../registration-form';

// An area's plan (issue 32), a chunk of its own fetched when an area with a plan shows.
const StallPlanView = lazy(() =>
  import('../../floor-plan').then((module) => ({ default: module.StallPlanView })),
);

const options = (
  i18n: I18n,
  deposit: string,
): { value: BoothAssignmentPreference; label: string }[] => [
  { value: 'admin', label: i18n._(msg`Standplatz vom Veranstalter zuweisen lassen (kostenlos)`) },
  { value: 'self', label: i18n._(msg`Standplatz selbst auswählen (Anzahlung ${deposit})`) },
];

const WAITLIST_PREFIX = 'waitlist-';

/** A stall's fee in its parts ('Standgebühr 150,00 € + Zuschlag …') when it has surcharges. */
function FeeParts({ booth }: { booth: BoothDto }) {
  const { i18n } = useLingui();
  const parts = stallFeeParts(booth.price, booth.priceDetail);
  return parts ? (
    <Box component="span" sx={{ display: 'block' }}>
      {stallPriceSummaryText(parts, i18n)}
    </Box>
  ) : null;
}

/**
 * How the vendor gets a stall: assigned by the organiser, picked on the map, or, for an area
 * that is full or closed, a place on its waiting list (then the organiser's assignment, since
 * a stall from the list comes by offer).
 */
export function BoothChoice({
  preference,
  waitlistAreaId,
  waitlistOfferHours,
  selected,
  onPreferenceChange,
  onWaitlistChange,
  onBoothSelect,
  onBoothClear,
}: {
  preference: BoothAssignmentPreference;
  waitlistAreaId: number | null;
  /** How long an offer from the list holds the stall, from the market settings (when known). */
  waitlistOfferHours: number | undefined;
  selected: SelectedBooth | null;
  onPreferenceChange: (preference: BoothAssignmentPreference) => void;
  onWaitlistChange: (areaId: number) => void;
  onBoothSelect: (booth: BoothDto, area: BoothAreaDto) => void;
  onBoothClear: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const deposit = format.euro(DEPOSIT_AMOUNT_CENTS);
  const holdMinutes = BOOTH_HOLD_MINUTES;
  const areas = useBoothAreas().data;
  const fullAreas = Array.isArray(areas) ? sortBoothAreas(waitlistAreas(areas)) : [];
  const choices = [
    ...options(i18n, deposit),
    ...fullAreas.map((area) => ({
      value: `${WAITLIST_PREFIX}${area.id}`,
      label: waitlistOptionLabel(area, i18n),
    })),
  ];
  const selectedText = ({ booth, area }: SelectedBooth) => {
    const number = booth.number;
    const areaName = area.name;
    const price = format.euro(booth.price);
    return t`Gewählter Standplatz: ${number} (${areaName}, ${price})`;
  };
  const value = waitlistAreaId !== null ? `${WAITLIST_PREFIX}${waitlistAreaId}` : preference;
  const waitlistArea = fullAreas.find((area) => area.id === waitlistAreaId) ?? null;

  return (
    <Box>
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
          <Trans>Standplatz-Vergabe</Trans>
        </FormLabel>
        <RadioGroup
          name="boothAssignmentPreference"
          value={value}
          onChange={(_event, chosen) => {
            if (chosen.startsWith(WAITLIST_PREFIX)) {
              onWaitlistChange(Number(chosen.slice(WAITLIST_PREFIX.length)));
            } else onPreferenceChange(chosen as BoothAssignmentPreference);
          }}
          sx={{ gap: 1 }}
        >
          {choices.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
              sx={{
                m: 0,
                pr: 2,
                py: 0.5,
                border: 1,
                borderRadius: 1.5,
                borderColor: value === option.value ? 'primary.main' : 'divider',
                bgcolor: value === option.value ? 'rgba(155, 28, 31, 0.04)' : 'transparent',
              }}
            />
          ))}
        </RadioGroup>
      </FormControl>

      {waitlistArea && (
        <Alert severity="info" role="status" data-testid="waitlist-choice" sx={{ mt: 2 }}>
          <WaitlistChoiceText areaName={waitlistArea.name} offerHours={waitlistOfferHours} />
        </Alert>
      )}

      {waitlistAreaId === null && preference === 'self' && (
        <Box sx={{ mt: 2.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            <Trans>
              Wählen Sie einen freien (grünen) Standplatz. Nach der Anmeldung ist er {holdMinutes}{' '}
              Minuten für Sie reserviert, bis die Anzahlung von {deposit} bezahlt ist. Die Anzahlung
              wird auf die Standgebühr angerechnet. Sie können den Standplatz auch nach der
              Anmeldung wählen.
            </Trans>
          </Typography>
          <BoothMap
            selectedBoothId={selected?.booth.id ?? null}
            onSelect={onBoothSelect}
            planView={StallPlanView}
          />
          <Alert
            severity={selected ? 'success' : 'info'}
            role="status"
            data-testid="selected-booth"
            sx={{ mt: 2 }}
            action={
              selected && (
                <Button color="inherit" size="small" onClick={onBoothClear}>
                  <Trans>Auswahl aufheben</Trans>
                </Button>
              )
            }
          >
            {selected ? selectedText(selected) : t`Noch kein Standplatz gewählt.`}
            {selected && <FeeParts booth={selected.booth} />}
            {selected?.booth.locationDescription && (
              <Box component="span" sx={{ display: 'block' }}>
                {selected.booth.locationDescription}
              </Box>
            )}
          </Alert>
        </Box>
      )}
    </Box>
  );
}

/** What joining an area's waiting list means, with how long an offer from it holds (if known). */
function WaitlistChoiceText({
  areaName,
  offerHours,
}: {
  areaName: string;
  offerHours: number | undefined;
}) {
  return offerHours ? (
    <Trans>
      Sie kommen ans Ende der Warteliste für {areaName}. Wird dort ein Standplatz frei, bieten wir
      ihn Ihnen per E-Mail an; das Angebot gilt {offerHours} Stunden. Ihren Platz auf der Liste
      sehen Sie nach der Anmeldung und mit Ihrem Zugangscode.
    </Trans>
  ) : (
    <Trans>
      Sie kommen ans Ende der Warteliste für {areaName}. Wird dort ein Standplatz frei, bieten wir
      ihn Ihnen per E-Mail an. Ihren Platz auf der Liste sehen Sie nach der Anmeldung und mit Ihrem
      Zugangscode.
    </Trans>
  );
}
