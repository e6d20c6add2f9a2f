import { ApiProperty } from '@nestjs/swagger';
import { BOOTH_STATUSES, type BoothStatus } from '@standl/contracts';
import type { VendorContact } from '../../registration/index.js';
import {
  AreaPlanDto,
  AreaPlanImageDto,
  AreaSurchargesDto,
  type BoothAreaSummary,
  RESERVATION_TYPES,
  type ReservationType,
  type StallRecord,
  stallHoldMinutesLeft,
  stallIsHeld,
  StallLayoutDto,
  StallPriceDetailDto,
} from '../../booths/index.js';
import { ApiPricePerMeter } from '../../shared/http/api-money.js';

/** A stall as the organiser sees it: who occupies, reserved or holds it. */
export class AdminBoothDto extends StallLayoutDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'AK-01' }) number!: string;
  @ApiProperty({ example: 1 }) areaId!: number;
  @ApiProperty({ example: 'AK' }) areaCode!: string;

  @ApiProperty({ enum: BOOTH_STATUSES, enumName: 'BoothStatus' })
  status!: BoothStatus;

  @ApiProperty({ type: String, format: 'uuid', nullable: true }) vendorId!: string | null;
  @ApiProperty({ type: String, nullable: true }) vendorName!: string | null;
  @ApiProperty({ type: String, nullable: true }) vendorEmail!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Manuell reservierter Name' })
  reservedName!: string | null;

  @ApiProperty({
    enum: RESERVATION_TYPES,
    enumName: 'ReservationType',
    nullable: true,
    description: 'manual_name = Manuelle Reservierung, vendor = Händler-Reservierung',
  })
  reservationType!: ReservationType | null;

  @ApiProperty({ type: String, nullable: true, description: 'Wer reserviert oder zugewiesen hat' })
  reservedBy!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reservedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) locationDescription!: string | null;

  @ApiProperty({ description: 'Von einem Händler gerade reserviert (Anzahlung läuft, 30 Minuten)' })
  isBeingProcessed!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'Restminuten der Reservierung' })
  reservationTimeLeft!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Wer den Platz gerade reserviert' })
  holdVendorName!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Händlername oder reservierter Name' })
  displayName!: string | null;

  @ApiProperty({
    type: StallPriceDetailDto,
    nullable: true,
    description:
      'Die vereinbarte Standgebühr und ihre Teile, solange ein Händler den Platz hält oder hat; null sonst (oder vor dieser Aufschlüsselung vereinbart)',
  })
  agreedPriceDetail!: StallPriceDetailDto | null;

  static from(booth: StallRecord, contacts: Map<string, VendorContact>, now: Date): AdminBoothDto {
    const vendor = booth.vendorId ? contacts.get(booth.vendorId) : undefined;
    const held = stallIsHeld(booth, now);
    const holder = held ? contacts.get(booth.holdVendorId!) : undefined;
    const taken = booth.status !== 'available';
    return {
      id: booth.id,
      number: booth.number,
      areaId: booth.area.id,
      areaCode: booth.area.code,
      status: booth.status,
      vendorId: booth.vendorId,
      vendorName: vendor?.name ?? null,
      vendorEmail: vendor?.email ?? null,
      reservedName: booth.reservedName,
      reservationType: taken ? booth.reservationType : null,
      reservedBy: booth.reservedBy,
      reservedAt: booth.reservedAt?.toISOString() ?? null,
      locationDescription: booth.locationDescription,
      isBeingProcessed: held,
      reservationTimeLeft: stallHoldMinutesLeft(booth, now),
      holdVendorName: holder?.name ?? null,
      displayName: vendor?.name ?? booth.reservedName ?? null,
      ...StallLayoutDto.of(booth, booth.area),
      agreedPriceDetail:
        booth.agreedPriceDetail && StallPriceDetailDto.from(booth.agreedPriceDetail),
    };
  }
}

/** An area with its occupancy and its stalls (stalls tab, areas tab). */
export class AdminBoothAreaDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'AK' }) code!: string;
  @ApiProperty({ example: 'Arkadenhof' }) name!: string;
  @ApiProperty({ description: 'Standgebühr in Cent', example: 15000 }) price!: number;
  @ApiPricePerMeter()
  pricePerMeter!: number | null;
  @ApiProperty({ example: 24 }) totalBooths!: number;
  @ApiProperty({ description: 'In der Standplatz-Selbstauswahl sichtbar' })
  allowSelfSelection!: boolean;
  @ApiProperty({ description: 'Geschlossen: neue Anmeldungen kommen auf die Warteliste' })
  closedForSelection!: boolean;

  @ApiProperty({ description: "Plätze mit Status 'occupied'" }) occupiedCount!: number;
  @ApiProperty({ description: "Plätze mit Status 'reserved'" }) reservedCount!: number;
  @ApiProperty({
    description: "Plätze mit Status 'available' (auch gerade von einem Händler gehaltene)",
  })
  availableCount!: number;

  @ApiProperty({
    type: AreaPlanDto,
    nullable: true,
    description: 'Lageplan des Bereichs; null: noch keiner angelegt',
  })
  plan!: AreaPlanDto | null;

  @ApiProperty({ type: AreaSurchargesDto }) surcharges!: AreaSurchargesDto;

  @ApiProperty({
    type: AreaPlanImageDto,
    nullable: true,
    description: 'Das hochgeladene Planbild; null: keines',
  })
  planImage!: AreaPlanImageDto | null;

  @ApiProperty({ type: [AdminBoothDto] }) booths!: AdminBoothDto[];

  static from(area: BoothAreaSummary, booths: AdminBoothDto[]): AdminBoothAreaDto {
    const count = (status: BoothStatus) => booths.filter((b) => b.status === status).length;
    return {
      id: area.id,
      code: area.code,
      name: area.name,
      price: area.price,
      pricePerMeter: area.pricePerMeter,
      totalBooths: booths.length,
      allowSelfSelection: area.allowSelfSelection,
      closedForSelection: area.closedForSelection,
      occupiedCount: count('occupied'),
      reservedCount: count('reserved'),
      availableCount: count('available'),
      plan: AreaPlanDto.from(area.id, area.plan, area.planImage?.contentHash ?? null),
      surcharges: area.surcharges,
      planImage: AreaPlanImageDto.from(area.planImage),
      booths,
    };
  }
}

/** The plan upload as OpenAPI describes it. */
export class AreaPlanUploadDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description:
      'Der Lageplan: SVG, PNG, JPEG oder PDF (Typ nach Inhalt, nicht nach Dateiname); höchstens 10 MB',
  })
  file!: unknown;

  @ApiProperty({
    type: 'integer',
    required: false,
    minimum: 1,
    default: 1,
    description: 'Bei einem PDF: die Seite mit dem Plan (ab 1)',
  })
  page?: number;
}
