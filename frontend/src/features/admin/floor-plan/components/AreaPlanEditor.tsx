import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  formatStallSize,
  type StallPlacement,
  type UpdateBoothLayoutDto,
  type AdminBoothAreaDto,
  type AdminBoothDto,
} from '@standl/contracts';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { BOOTH_COLORS, BOOTH_STATE_LABELS, BOOTH_STATE_ORDER } from '../../../booths';
import { useConfirm } from '../../shared/useConfirm';
import { useStallLayout, type SaveNote } from '../api/floor-plan-api';
import type { StallFieldNumbers } from '../plan-forms';
import {
  firstFreeSpot,
  placementOf,
  placementProblem,
  rotated,
  sizeOrDefault,
  stallKeyAction,
  stallView,
  type StallView,
} from '../stall-layout';
import { PlanCanvas } from './PlanCanvas';
import { PlanFileCard } from './PlanFileCard';
import { PlanSizeCard } from './PlanSizeCard';
import { StallFields } from './StallFields';
import { unplacedItemId, UnplacedStalls } from './UnplacedStalls';
import { usePlanDrag } from './use-plan-drag';

/** What puts a stall back as it was before the organiser's last change of its place. */
interface UndoStep {
  stallId: number;
  number: string;
  body: UpdateBoothLayoutDto;
}

function undoStepOf(stall: StallView): UndoStep {
  return {
    stallId: stall.id,
    number: stall.number,
    body: {
      placement:
        stall.xCm === null || stall.yCm === null ? null : { xCm: stall.xCm, yCm: stall.yCm },
      rotationDeg: stall.rotationDeg,
      ...(stall.widthCm !== null && stall.depthCm !== null
        ? { widthCm: stall.widthCm, depthCm: stall.depthCm }
        : {}),
    },
  };
}

export const KEYBOARD_HELP =
  'Mit der Maus ziehen oder per Tastatur: Tab wählt einen Standplatz, die Pfeiltasten verschieben ihn um 10 cm (mit Umschalt um 1 m), R dreht ihn um 15° (Umschalt+R um 90°), Eingabe öffnet seine Felder, Entf nimmt ihn vom Plan.';

function noteText(note: SaveNote, number: string): string {
  switch (note.state) {
    case 'waiting':
      return `${number} wird gleich gespeichert …`;
    case 'saving':
      return `${number} wird gespeichert …`;
    case 'saved':
      return `${number} gespeichert.`;
    default:
      return `Änderung an ${number} nicht gespeichert: ${note.message ?? ''}`;
  }
}

/**
 * One area's plan editor: the plan file and the site's size above, the plan with its stalls, and
 * beside it the selected stall's fields and the stalls not placed yet. Every change is shown at
 * once and saved stall by stall (useStallLayout); what would overlap or leave the plan is
 * refused here, with the server's own words, before anything is sent.
 */
export function AreaPlanEditor({ area, editable }: { area: AdminBoothAreaDto; editable: boolean }) {
  const layout = useStallLayout();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [undo, setUndo] = useState<UndoStep | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const svgRef = useRef<SVGSVGElement>(null);
  const stallElements = useRef(new Map<number, SVGGElement>());
  const firstFieldRef = useRef<HTMLInputElement>(null);
  // Where the focus goes after the next render (a stall placed, taken off, its fields opened).
  const [focusRequest, setFocusRequest] = useState<{
    to: 'stall' | 'list' | 'fields';
    id: number;
  } | null>(null);

  const booths = useMemo(
    () => new Map<number, AdminBoothDto>(area.booths.map((booth) => [booth.id, booth])),
    [area.booths],
  );
  const stalls = useMemo(
    () => area.booths.map((booth) => stallView(booth, layout.drafts.get(booth.id))),
    [area.booths, layout.drafts],
  );
  const unplaced = stalls.filter((stall) => placementOf(stall) === null);
  const selected = stalls.find((stall) => stall.id === selectedId) ?? null;
  const plan = area.plan;

  const { settle } = layout;
  useEffect(() => settle(), [area.booths, settle]);

  // A new request object each time: the effect runs once per request.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.to === 'stall') stallElements.current.get(focusRequest.id)?.focus();
    else if (focusRequest.to === 'fields') firstFieldRef.current?.focus();
    else document.getElementById(unplacedItemId(focusRequest.id))?.focus();
  }, [focusRequest]);

  /** Sends a change unless the stall would leave the plan or overlap another; answers the reason. */
  function tryChange(
    stall: StallView,
    next: StallPlacement | null,
    body: UpdateBoothLayoutDto,
    { debounce = false, undoable = true } = {},
  ): string | null {
    const problem = next && plan ? placementProblem(next, stall.id, stalls, plan) : null;
    if (problem) {
      layout.refuse(stall.id, problem);
      return problem;
    }
    if (undoable) remember(stall);
    layout.change(stall.id, body, { debounce });
    return null;
  }

  /** Remembers the stall as it is before a change of its place (a held key's moves are one). */
  function remember(stall: StallView) {
    if (undo?.stallId === stall.id && layout.busy(stall.id)) return;
    setUndo(undoStepOf(stall));
  }

  function undoLast() {
    if (!undo) return;
    const stall = stalls.find((candidate) => candidate.id === undo.stallId);
    if (!stall) return;
    const { placement, widthCm, depthCm, rotationDeg } = undo.body;
    const size = { widthCm: widthCm ?? stall.widthCm ?? 0, depthCm: depthCm ?? stall.depthCm ?? 0 };
    const back = placement ? { ...placement, ...size, rotationDeg: rotationDeg ?? 0 } : null;
    if (tryChange(stall, back, undo.body, { undoable: false }) === null) {
      setUndo(null);
      setSelectedId(stall.id);
      if (back) setFocusRequest({ to: 'stall', id: stall.id });
    }
  }

  const { drag, start } = usePlanDrag({
    svgRef,
    plan,
    stalls,
    onDrop: (stall, placement, fromList) => {
      remember(stall);
      setSelectedId(stall.id);
      layout.change(stall.id, placeBody(stall, placement, fromList));
      if (fromList) setFocusRequest({ to: 'stall', id: stall.id });
    },
    onRefuse: (stall, problem) => layout.refuse(stall.id, problem),
  });

  function placeBody(
    stall: StallView,
    at: StallPlacement,
    fromList: boolean,
  ): UpdateBoothLayoutDto {
    return {
      placement: { xCm: at.xCm, yCm: at.yCm },
      // A stall from the list stands unturned, with its size (or the default one).
      ...(fromList
        ? {
            rotationDeg: 0,
            ...(stall.widthCm === null || stall.depthCm === null ? sizeOrDefault(stall) : {}),
          }
        : {}),
    };
  }

  function placeOnFirstFreeSpot(stall: StallView) {
    if (!plan) return;
    const size = sizeOrDefault(stall);
    const spot = firstFreeSpot(size, stall.id, stalls, plan);
    if (!spot)
      return layout.refuse(
        stall.id,
        `Auf dem Plan ist kein freier Platz für ${formatStallSize(size.widthCm, size.depthCm)}.`,
      );
    remember(stall);
    setSelectedId(stall.id);
    layout.change(stall.id, placeBody(stall, { ...size, ...spot, rotationDeg: 0 }, true));
    setFocusRequest({ to: 'stall', id: stall.id });
  }

  async function takeOffPlan(stall: StallView) {
    const yes = await confirm({
      title: `${stall.number} vom Plan nehmen?`,
      text: `Der Standplatz ${stall.number} verschwindet vom Plan und steht wieder unter „Noch nicht platziert“. Größe und Ausstattung bleiben.`,
      confirmLabel: 'Vom Plan nehmen',
      destructive: true,
    });
    if (!yes) return;
    remember(stall);
    layout.change(stall.id, { placement: null });
    setFocusRequest({ to: 'list', id: stall.id });
  }

  function rotateBy(stall: StallView, byDeg: number, debounce: boolean) {
    const placed = placementOf(stall);
    if (!placed) return;
    const rotationDeg = rotated(placed.rotationDeg, byDeg);
    tryChange(stall, { ...placed, rotationDeg }, { rotationDeg }, { debounce });
  }

  function onStallKeyDown(event: KeyboardEvent, stall: StallView) {
    const action = stallKeyAction(event);
    const placed = placementOf(stall);
    if (!action || !placed) return;
    event.preventDefault();
    switch (action.kind) {
      case 'move': {
        const next = { ...placed, xCm: placed.xCm + action.dxCm, yCm: placed.yCm + action.dyCm };
        tryChange(stall, next, { placement: { xCm: next.xCm, yCm: next.yCm } }, { debounce: true });
        break;
      }
      case 'rotate':
        rotateBy(stall, action.byDeg, true);
        break;
      case 'open':
        setSelectedId(stall.id);
        setFocusRequest({ to: 'fields', id: stall.id });
        break;
      case 'remove':
        void takeOffPlan(stall);
        break;
      case 'deselect':
        setSelectedId(null);
    }
  }

  function onStallPointerDown(event: PointerEvent, stall: StallView) {
    setSelectedId(stall.id);
    stallElements.current.get(stall.id)?.focus();
    start(event, stall);
  }

  function applyFields(stall: StallView, numbers: StallFieldNumbers): string | null {
    const body: UpdateBoothLayoutDto = {
      widthCm: numbers.widthCm,
      depthCm: numbers.depthCm,
      rotationDeg: numbers.rotationDeg,
    };
    if (numbers.position) body.placement = numbers.position;
    const at =
      numbers.position ?? (stall.xCm === null ? null : { xCm: stall.xCm, yCm: stall.yCm! });
    if (at && !plan) return 'Bitte zuerst einen Plan hochladen oder seine Größe angeben.';
    return tryChange(
      stall,
      at && {
        ...at,
        widthCm: numbers.widthCm,
        depthCm: numbers.depthCm,
        rotationDeg: numbers.rotationDeg,
      },
      body,
    );
  }

  const noteStall = layout.note && stalls.find((stall) => stall.id === layout.note?.boothId);
  const dragProblem = drag?.overPlan && drag.problem;
  const draggedNumber = drag && stalls.find((stall) => stall.id === drag.stallId)?.number;

  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PlanFileCard area={area} editable={editable} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PlanSizeCard area={area} stalls={stalls} editable={editable} />
        </Grid>

        <Grid size={{ xs: 12, lg: 8 }}>
          <Card component="section" aria-labelledby="plan-canvas-heading">
            <CardContent>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Typography id="plan-canvas-heading" variant="h6" component="h3">
                  Plan {area.name}
                </Typography>
                {editable && undo && (
                  <Button
                    size="small"
                    startIcon={<UndoIcon />}
                    onClick={undoLast}
                    aria-label={`Letzte Änderung rückgängig: ${undo.number}`}
                  >
                    Rückgängig ({undo.number})
                  </Button>
                )}
              </Box>
              {editable && plan && (
                <Typography id="plan-keyboard-help" variant="body2" color="text.secondary">
                  {KEYBOARD_HELP}
                </Typography>
              )}
              <Box role="status" sx={{ minHeight: 24, my: 1, fontWeight: 600 }}>
                {dragProblem
                  ? `${draggedNumber}: ${drag.problem} Loslassen setzt ihn nicht dorthin.`
                  : layout.note && noteStall && layout.note.state !== 'failed'
                    ? noteText(layout.note, noteStall.number)
                    : ''}
              </Box>
              {layout.note?.state === 'failed' && noteStall && !dragProblem && (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {noteText(layout.note, noteStall.number)}
                </Alert>
              )}
              {plan ? (
                <PlanCanvas
                  plan={plan}
                  label={`Lageplan ${area.name}`}
                  helpId="plan-keyboard-help"
                  stalls={stalls}
                  booths={booths}
                  selectedId={selectedId}
                  editable={editable}
                  drag={drag}
                  svgRef={svgRef}
                  stallRef={(id, element) => {
                    if (element) stallElements.current.set(id, element);
                    else stallElements.current.delete(id);
                  }}
                  onStallPointerDown={onStallPointerDown}
                  onStallKeyDown={onStallKeyDown}
                  onStallFocus={(stall) => setSelectedId(stall.id)}
                />
              ) : (
                <Alert severity="info" role="note">
                  Für {area.name} gibt es noch keinen Lageplan: Bitte eine Plan-Datei hochladen oder
                  die Größe des Geländes angeben.
                </Alert>
              )}
              {plan && <Legend />}
            </CardContent>
          </Card>
        </Grid>

        <Grid size={{ xs: 12, lg: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <UnplacedStalls
              stalls={unplaced}
              selectedId={selectedId}
              canPlace={plan !== null}
              editable={editable}
              onSelect={(stall) => setSelectedId(stall.id)}
              onPointerDown={start}
              onPlace={placeOnFirstFreeSpot}
            />
            {selected ? (
              <StallFields
                key={selected.id}
                view={selected}
                booth={booths.get(selected.id)!}
                hasPlan={plan !== null}
                editable={editable}
                firstFieldRef={firstFieldRef}
                onApply={(numbers) => applyFields(selected, numbers)}
                onAttributes={(body) => layout.change(selected.id, body)}
                onRotate={() => rotateBy(selected, 90, false)}
                onRemove={() => void takeOffPlan(selected)}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {editable
                  ? 'Einen Standplatz auf dem Plan oder in der Liste wählen, um seine Maße und Ausstattung zu ändern.'
                  : 'Einen Standplatz in der Liste wählen, um seine Maße und Ausstattung zu sehen.'}
              </Typography>
            )}
          </Box>
        </Grid>
      </Grid>
      {confirmDialog}
    </>
  );
}

function Legend() {
  return (
    <Box
      component="ul"
      aria-label="Farben"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {BOOTH_STATE_ORDER.map((state) => (
        <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{
              width: 16,
              height: 16,
              borderRadius: 0.5,
              bgcolor: BOOTH_COLORS[state].bg,
              border: '1px solid #757575',
            }}
          />
          <Typography variant="body2">{BOOTH_STATE_LABELS[state]}</Typography>
        </Box>
      ))}
    </Box>
  );
}
