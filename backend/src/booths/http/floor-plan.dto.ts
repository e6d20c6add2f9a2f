import { ApiProperty } from '@nestjs/swagger';
import {
  POWER_AMPS,
  STALL_ATTRIBUTE_KINDS,
  type AreaSurcharges,
  type StallAttributeKind,
  type StallAttributes,
  type StallPlacement,
  type StallPriceDetail,
  stallPriceDetail,
  stallPriceTotal,
} from '@standl/contracts';
import { ApiCents } from '../../shared/http/api-money.js';
import type { AreaPlanImageInfo } from '../queries/list-booth-areas.query.js';

/** Where a stall stands on its area's plan (centre, size, rotation), in centimetres. */
export class StallPlacementDto {
  @ApiProperty({ type: 'integer', description: 'Mitte, von links in cm', example: 1250 })
  xCm!: number;

  @ApiProperty({ type: 'integer', description: 'Mitte, von oben in cm', example: 800 })
  yCm!: number;

  @ApiProperty({ type: 'integer', description: 'Breite (Front) in cm', example: 300 })
  widthCm!: number;

  @ApiProperty({ type: 'integer', description: 'Tiefe in cm', example: 200 })
  depthCm!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 359,
    description: 'Drehung im Uhrzeigersinn in Grad',
    example: 0,
  })
  rotationDeg!: number;
}

/** What a stall offers. */
export class StallAttributesDto {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: `Stromanschluss in Ampere (${POWER_AMPS.join(', ')}); null: keiner`,
    example: 16,
  })
  powerAmps!: number | null;

  @ApiProperty({ description: 'Wasseranschluss' }) water!: boolean;
  @ApiProperty({ description: 'Überdacht' }) covered!: boolean;
  @ApiProperty({ description: 'Zufahrt mit Fahrzeug' }) vehicleAccess!: boolean;
}

export class StallSurchargeDto {
  @ApiProperty({ enum: STALL_ATTRIBUTE_KINDS })
  kind!: StallAttributeKind;

  @ApiCents('Zuschlag', 2500) amount!: number;

  @ApiProperty({
    type: 'integer',
    required: false,
    description: 'Beim Stromanschluss: seine Stärke in Ampere',
    example: 16,
  })
  powerAmps?: number;
}

/** The fee of one stall: its base and the surcharges for its attributes. */
export class StallPriceDetailDto {
  @ApiCents('Grundgebühr (Preis des Bereichs oder Breite × Preis pro Laufmeter)', 15000)
  base!: number;

  @ApiProperty({ type: [StallSurchargeDto] }) surcharges!: StallSurchargeDto[];

  static from(detail: StallPriceDetail): StallPriceDetailDto {
    return {
      base: detail.base,
      surcharges: detail.surcharges.map((item) =>
        item.powerAmps === undefined
          ? { kind: item.kind, amount: item.amount }
          : { kind: item.kind, amount: item.amount, powerAmps: item.powerAmps },
      ),
    };
  }
}

/**
 * A stall's place, size and attributes and the fee they make now: the same fields on the public
 * map and in the console, which both extend this.
 */
export class StallLayoutDto {
  @ApiProperty({
    type: StallPlacementDto,
    nullable: true,
    description: 'Platz auf dem Lageplan; null: noch nicht eingezeichnet',
  })
  placement!: StallPlacementDto | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Breite in cm; null: unbekannt' })
  widthCm!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Tiefe in cm; null: unbekannt' })
  depthCm!: number | null;

  @ApiProperty({ type: StallAttributesDto }) attributes!: StallAttributesDto;

  @ApiCents('Standgebühr, der ein Händler jetzt zustimmen würde (mit Zuschlägen)', 17500)
  price!: number;

  @ApiProperty({ type: StallPriceDetailDto }) priceDetail!: StallPriceDetailDto;

  static of(
    stall: {
      placement: StallPlacement | null;
      widthCm: number | null;
      depthCm: number | null;
      attributes: StallAttributes;
    },
    area: { price: number; pricePerMeter: number | null; surcharges: AreaSurcharges },
  ): StallLayoutDto {
    const detail = stallPriceDetail(area, { ...stall.attributes, widthCm: stall.widthCm });
    return {
      placement: stall.placement,
      widthCm: stall.widthCm,
      depthCm: stall.depthCm,
      attributes: stall.attributes,
      price: stallPriceTotal(detail),
      priceDetail: StallPriceDetailDto.from(detail),
    };
  }
}

/** The surcharges of an area in cents per attribute (0: none). */
export class AreaSurchargesDto {
  @ApiCents('Zuschlag für einen Stromanschluss', 2500) power!: number;
  @ApiCents('Zuschlag für Wasser', 1000) water!: number;
  @ApiCents('Zuschlag für einen überdachten Platz', 0) covered!: number;
  @ApiCents('Zuschlag für Zufahrt mit Fahrzeug', 0) vehicleAccess!: number;
}

/** The site an area's plan shows, and where its image is. */
export class AreaPlanDto {
  @ApiProperty({ type: 'integer', description: 'Breite des Geländes in cm', example: 4000 })
  widthCm!: number;

  @ApiProperty({ type: 'integer', description: 'Tiefe des Geländes in cm', example: 2500 })
  depthCm!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Adresse des Planbilds (mit Version); null: kein Bild',
    example: '/api/booth-areas/1/plan-image?v=3f9a0c1b2d4e5f60',
  })
  imageUrl!: string | null;

  static from(
    areaId: number,
    plan: { widthCm: number; depthCm: number } | null,
    contentHash: string | null,
  ): AreaPlanDto | null {
    if (!plan) return null;
    return {
      widthCm: plan.widthCm,
      depthCm: plan.depthCm,
      imageUrl: contentHash === null ? null : planImageUrl(areaId, contentHash),
    };
  }
}

/** The address of an area's plan image; its version changes with the bytes. */
export function planImageUrl(areaId: number, contentHash: string): string {
  return `/api/booth-areas/${areaId}/plan-image?v=${planImageVersion(contentHash)}`;
}

export function planImageVersion(contentHash: string): string {
  return contentHash.slice(0, 16);
}

/** The stored plan image as the organiser sees it. */
export class AreaPlanImageDto {
  @ApiProperty({
    enum: ['image/svg+xml', 'image/png', 'image/jpeg'],
    description: 'Wie das Bild ausgeliefert wird (ein PDF als PNG seiner Seite)',
  })
  mediaType!: string;

  @ApiProperty({ type: 'integer', example: 2400 }) widthPx!: number;
  @ApiProperty({ type: 'integer', example: 1500 }) heightPx!: number;
  @ApiProperty({ description: 'Name der hochgeladenen Datei', example: 'lageplan.pdf' })
  sourceName!: string;

  @ApiProperty({
    enum: ['image/svg+xml', 'image/png', 'image/jpeg', 'application/pdf'],
    description: 'Erkannter Typ der hochgeladenen Datei',
  })
  sourceMediaType!: string;

  @ApiProperty({ type: String, format: 'date-time' }) uploadedAt!: string;
  @ApiProperty({ example: 'Anna Berger' }) uploadedBy!: string;

  static from(image: AreaPlanImageInfo | null): AreaPlanImageDto | null {
    if (!image) return null;
    return {
      mediaType: image.mediaType,
      widthPx: image.widthPx,
      heightPx: image.heightPx,
      sourceName: image.sourceName,
      sourceMediaType: image.sourceMediaType,
      uploadedAt: image.uploadedAt.toISOString(),
      uploadedBy: image.uploadedBy,
    };
  }
}
