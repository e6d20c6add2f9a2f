import type {
  AdminBoothAreaDto,
  AdminBoothDto,
  AreaSurcharges,
  StallAttributes,
  StallPlacement,
  StallPriceDetail,
} from '@standl/contracts';

// The floor plan's shapes as the contract of issue 32 fixes them, until the generated types carry
// them (helper A's API).

export interface AreaPlanInfo {
  widthCm: number;
  depthCm: number;
  imageUrl: string | null;
}

export interface AreaPlanImageInfo {
  mediaType: string;
  widthPx: number;
  heightPx: number;
  sourceName: string;
  sourceMediaType: string;
  uploadedAt: string;
  uploadedBy: string;
}

export type PlanBooth = AdminBoothDto & {
  placement: StallPlacement | null;
  widthCm: number | null;
  depthCm: number | null;
  attributes: StallAttributes;
  price: number;
  priceDetail: StallPriceDetail;
  agreedPriceDetail: StallPriceDetail | null;
};

export type PlanArea = Omit<AdminBoothAreaDto, 'booths'> & {
  plan: AreaPlanInfo | null;
  planImage: AreaPlanImageInfo | null;
  surcharges: AreaSurcharges;
  booths: PlanBooth[];
};

/** PATCH /api/admin/booths/{id}/layout: only sent fields change. */
export interface LayoutBody {
  placement?: { xCm: number; yCm: number } | null;
  widthCm?: number;
  depthCm?: number;
  rotationDeg?: number;
  powerAmps?: number | null;
  water?: boolean;
  covered?: boolean;
  vehicleAccess?: boolean;
}
