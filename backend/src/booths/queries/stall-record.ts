import type {
  AreaSurcharges,
  StallAttributes,
  StallPlacement,
  StallPriceDetail,
} from '@standl/contracts';
import type { BoothArea } from '../domain/booth-area.entity.js';
import { type Booth, holdIsActive, holdMinutesLeft } from '../domain/booth.entity.js';

/** What the fee rule needs of an area: its price, price per metre and surcharges. */
export interface AreaPricing {
  price: number;
  pricePerMeter: number | null;
  surcharges: AreaSurcharges;
}

/** A stall as the read side sees it: a plain copy with its area, never the managed entity. */
export interface StallRecord {
  id: number;
  number: string;
  area: { id: number; code: string } & AreaPricing;
  status: Booth['status'];
  vendorId: string | null;
  reservedName: string | null;
  reservationType: Booth['reservationType'];
  reservedBy: string | null;
  reservedAt: Date | null;
  locationDescription: string | null;
  holdVendorId: string | null;
  holdExpiresAt: Date | null;
  /** Where it stands on the area's plan; null while not placed. */
  placement: StallPlacement | null;
  widthCm: number | null;
  depthCm: number | null;
  rotationDeg: number;
  attributes: StallAttributes;
  /** The fee a vendor who holds or has the stall agreed to, and its parts; null while none. */
  agreedPrice: number | null;
  agreedPriceDetail: StallPriceDetail | null;
}

export function areaSurchargesOf(area: BoothArea): AreaSurcharges {
  return {
    power: area.surchargePower,
    water: area.surchargeWater,
    covered: area.surchargeCovered,
    vehicleAccess: area.surchargeVehicleAccess,
  };
}

/** A placement from the stored columns: placed only with a centre and a size. */
export function placementOf(stall: {
  planXCm: number | null;
  planYCm: number | null;
  widthCm: number | null;
  depthCm: number | null;
  rotationDeg: number;
}): StallPlacement | null {
  if (
    stall.planXCm === null ||
    stall.planYCm === null ||
    stall.widthCm === null ||
    stall.depthCm === null
  )
    return null;
  return {
    xCm: stall.planXCm,
    yCm: stall.planYCm,
    widthCm: stall.widthCm,
    depthCm: stall.depthCm,
    rotationDeg: stall.rotationDeg,
  };
}

export function stallAttributesOf(booth: Booth): StallAttributes {
  return {
    powerAmps: booth.powerAmps,
    water: booth.hasWater,
    covered: booth.isCovered,
    vehicleAccess: booth.vehicleAccess,
  };
}

export function stallRecordOf(booth: Booth): StallRecord {
  return {
    id: booth.id,
    number: booth.number,
    area: {
      id: booth.area.id,
      code: booth.area.code,
      price: booth.area.price,
      pricePerMeter: booth.area.pricePerMeter,
      surcharges: areaSurchargesOf(booth.area),
    },
    status: booth.status,
    vendorId: booth.vendorId,
    reservedName: booth.reservedName,
    reservationType: booth.reservationType,
    reservedBy: booth.reservedBy,
    reservedAt: booth.reservedAt,
    locationDescription: booth.locationDescription,
    holdVendorId: booth.holdVendorId,
    holdExpiresAt: booth.holdExpiresAt,
    placement: placementOf(booth),
    widthCm: booth.widthCm,
    depthCm: booth.depthCm,
    rotationDeg: booth.rotationDeg,
    attributes: stallAttributesOf(booth),
    agreedPrice: booth.agreedPrice,
    agreedPriceDetail: booth.agreedPriceDetail,
  };
}

/** Whether a vendor's hold on the stall runs at `now` (an expired hold counts as free). */
export function stallIsHeld(stall: StallRecord, now: Date): boolean {
  return holdIsActive(stall.holdVendorId !== null, stall.holdExpiresAt, now);
}

/** Whole minutes left of the stall's hold, rounded up; null when not held. */
export function stallHoldMinutesLeft(stall: StallRecord, now: Date): number | null {
  return holdMinutesLeft(stall.holdVendorId !== null, stall.holdExpiresAt, now);
}
