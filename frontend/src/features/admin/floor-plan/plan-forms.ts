import { FLOOR_PLAN_LIMITS, FLOOR_PLAN_MESSAGES } from '@standl/contracts';
import { metresText, parseMetres, type StallView } from './stall-layout';

const L = FLOOR_PLAN_LIMITS;
const M = FLOOR_PLAN_MESSAGES;

export interface PlanSizeValues {
  width: string;
  depth: string;
}

/** The plan's size in whole centimetres, or the German reason (5 to 1.000 m each). */
export function checkPlanSize(
  values: PlanSizeValues,
):
  | { ok: true; planWidthCm: number; planDepthCm: number }
  | { ok: false; errors: Partial<PlanSizeValues> } {
  const inRange = (cm: number | null) => cm !== null && cm >= L.minPlanCm && cm <= L.maxPlanCm;
  const widthCm = parseMetres(values.width.trim());
  const depthCm = parseMetres(values.depth.trim());
  const errors: Partial<PlanSizeValues> = {};
  if (!inRange(widthCm)) errors.width = M.planSizeInvalid;
  if (!inRange(depthCm)) errors.depth = M.planSizeInvalid;
  if (errors.width || errors.depth) return { ok: false, errors };
  return { ok: true, planWidthCm: widthCm!, planDepthCm: depthCm! };
}

/** The selected stall's numeric fields as typed: metres and degrees. */
export interface StallFieldValues {
  x: string;
  y: string;
  width: string;
  depth: string;
  rotation: string;
}

export type StallFieldErrors = Partial<Record<keyof StallFieldValues, string>>;

export function stallFieldValues(view: StallView): StallFieldValues {
  return {
    x: metresText(view.xCm),
    y: metresText(view.yCm),
    width: metresText(view.widthCm),
    depth: metresText(view.depthCm),
    rotation: String(view.rotationDeg),
  };
}

export interface StallFieldNumbers {
  /** Null: the stall stays off the plan (both fields empty). */
  position: { xCm: number; yCm: number } | null;
  widthCm: number;
  depthCm: number;
  rotationDeg: number;
}

/**
 * The numbers of the fields, or the German reason per field (the server's texts): sizes 0,5 to
 * 20 m, rotation 0 to 359 whole degrees, a position as two lengths or none at all.
 */
export function checkStallFields(
  values: StallFieldValues,
): { ok: true; numbers: StallFieldNumbers } | { ok: false; errors: StallFieldErrors } {
  const errors: StallFieldErrors = {};
  const size = (input: string) => {
    const cm = parseMetres(input.trim());
    return cm !== null && cm >= L.minStallCm && cm <= L.maxStallCm ? cm : null;
  };
  const widthCm = size(values.width);
  const depthCm = size(values.depth);
  if (widthCm === null) errors.width = M.stallSizeInvalid;
  if (depthCm === null) errors.depth = M.stallSizeInvalid;

  const rotationText = values.rotation.trim();
  const rotationDeg = /^\d{1,3}$/.test(rotationText) ? Number(rotationText) : NaN;
  if (!(rotationDeg >= 0 && rotationDeg <= 359)) errors.rotation = M.rotationInvalid;

  const [xText, yText] = [values.x.trim(), values.y.trim()];
  let position: StallFieldNumbers['position'] = null;
  if (xText || yText) {
    const xCm = parseMetres(xText);
    const yCm = parseMetres(yText);
    if (xCm === null) errors.x = M.positionInvalid;
    if (yCm === null) errors.y = M.positionInvalid;
    if (xCm !== null && yCm !== null) position = { xCm, yCm };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, numbers: { position, widthCm: widthCm!, depthCm: depthCm!, rotationDeg } };
}
