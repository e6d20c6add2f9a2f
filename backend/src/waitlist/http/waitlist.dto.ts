import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import {
  WAITLIST_ENTRY_STATES,
  WAITLIST_MESSAGES,
  WAITLIST_OFFER_STATES,
  type WaitlistEntryState,
  type WaitlistOfferState,
} from '@standl/contracts';
import { IsBoothId } from '../../shared/http/validation.js';
import type {
  OfferLinkView,
  VendorWaitlistView,
  WaitlistAreaView,
  WaitlistOfferView,
} from '../queries/waitlist.queries.js';

const iso = (date: Date) => date.toISOString();

export class JoinWaitlistDto {
  @ApiProperty({ example: 1, description: 'Der Bereich, auf dessen Warteliste der Händler will' })
  @IsBoothId()
  areaId!: number;
}

export class AddToWaitlistDto extends JoinWaitlistDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: WAITLIST_MESSAGES.vendorNotFound })
  vendorId!: string;
}

export class ReorderWaitlistDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description:
      'Alle wartenden Einträge des Bereichs in der neuen Reihenfolge (erster = nächster)',
  })
  @IsArray({ message: WAITLIST_MESSAGES.orderMismatch })
  @ArrayMaxSize(1000, { message: WAITLIST_MESSAGES.orderMismatch })
  @IsUUID('all', { each: true, message: WAITLIST_MESSAGES.orderMismatch })
  entryIds!: string[];
}

export class OfferWaitlistStallDto {
  @ApiPropertyOptional({
    type: Number,
    description: 'Ein freier Standplatz des Bereichs; ohne Angabe der erste freie',
  })
  @IsOptional()
  @IsBoothId()
  boothId?: number;
}

export class OfferTokenDto {
  @ApiProperty({ description: 'Das Token aus dem Link der E-Mail (…?token=…)' })
  @MaxLength(200, { message: WAITLIST_MESSAGES.linkInvalid })
  @IsNotEmpty({ message: WAITLIST_MESSAGES.linkInvalid })
  @IsString({ message: WAITLIST_MESSAGES.linkInvalid })
  token!: string;
}

/** The vendor's place on a waiting list. */
export class VendorWaitlistDto {
  @ApiProperty({ example: 1 }) areaId!: number;
  @ApiProperty({ example: 'Arkadenhof' }) areaName!: string;
  @ApiProperty({ example: 2, description: 'Position unter den Wartenden, ab 1' })
  position!: number;
  @ApiProperty({ format: 'date-time' }) joinedAt!: string;

  static from(view: VendorWaitlistView): VendorWaitlistDto | null {
    return view.waitlist ? { ...view.waitlist, joinedAt: iso(view.waitlist.joinedAt) } : null;
  }
}

/** The vendor's open offer (the link to answer it is in the mail). */
export class VendorWaitlistOfferDto {
  @ApiProperty({ format: 'uuid' }) offerId!: string;
  @ApiProperty({ example: 'AK-07' }) boothNumber!: string;
  @ApiProperty({ example: 'Arkadenhof' }) areaName!: string;
  @ApiProperty({ description: 'Standgebühr in Cent', example: 15000 }) stallFee!: number;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ description: 'Zum Annehmen ist die Anzahlung zu zahlen' })
  requiresDeposit!: boolean;

  static from(view: VendorWaitlistView): VendorWaitlistOfferDto | null {
    return view.offer ? { ...view.offer, expiresAt: iso(view.offer.expiresAt) } : null;
  }
}

/** What the offer link shows. */
export class WaitlistOfferDto {
  @ApiProperty({ enum: WAITLIST_OFFER_STATES, enumName: 'WaitlistOfferState' })
  state!: WaitlistOfferState;
  @ApiProperty({ example: 'AK-07' }) boothNumber!: string;
  @ApiProperty({ example: 'Arkadenhof' }) areaName!: string;
  @ApiProperty({ description: 'Standgebühr in Cent', example: 15000 }) stallFee!: number;
  @ApiProperty({ description: 'Anzahlung in Cent', example: 1000 }) depositAmount!: number;
  @ApiProperty({ description: 'Zum Annehmen ist die Anzahlung zu zahlen' })
  requiresDeposit!: boolean;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ example: 'Kerzenzieherei Huber' }) vendorName!: string;

  static from(view: OfferLinkView): WaitlistOfferDto {
    return { ...view, expiresAt: iso(view.expiresAt) };
  }
}

export class AcceptedWaitlistOfferDto {
  @ApiProperty({ type: WaitlistOfferDto }) offer!: WaitlistOfferDto;
  @ApiProperty({ description: 'Weiter zur Anzahlung für den reservierten Standplatz' })
  requiresPayment!: boolean;
  @ApiProperty({ example: 7 }) boothId!: number;
  @ApiProperty({ example: 'AK-07' }) boothNumber!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Ende der Reservierung für die Anzahlung; null, wenn der Platz schon gehört',
  })
  holdExpiresAt!: string | null;
}

export class DeclinedWaitlistOfferDto {
  @ApiProperty({ enum: ['declined'] }) state!: 'declined';
}

/** One offer as the console lists it. */
export class WaitlistOfferAdminDto {
  @ApiProperty({ format: 'uuid' }) offerId!: string;
  @ApiProperty({ format: 'uuid' }) vendorId!: string;
  @ApiProperty({ example: 'Kerzenzieherei Huber' }) vendorName!: string;
  @ApiProperty({ example: 7 }) boothId!: number;
  @ApiProperty({ example: 'AK-07' }) boothNumber!: string;
  @ApiProperty({ example: 1 }) areaId!: number;
  @ApiProperty({ example: 'Arkadenhof' }) areaName!: string;
  @ApiProperty({ enum: WAITLIST_OFFER_STATES, enumName: 'WaitlistOfferState' })
  state!: WaitlistOfferState;
  @ApiProperty({ description: 'Standgebühr in Cent', example: 15000 }) stallFee!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answeredAt!: string | null;
  @ApiProperty({ description: "'auto' (die Warteliste) oder wer angeboten hat", example: 'auto' })
  offeredBy!: string;

  static from(view: WaitlistOfferView): WaitlistOfferAdminDto {
    return {
      ...view,
      createdAt: iso(view.createdAt),
      expiresAt: iso(view.expiresAt),
      answeredAt: view.answeredAt ? iso(view.answeredAt) : null,
    };
  }
}

export class WaitlistEntryDto {
  @ApiProperty({ format: 'uuid' }) entryId!: string;
  @ApiProperty({ format: 'uuid' }) vendorId!: string;
  @ApiProperty({ example: 'Kerzenzieherei Huber' }) vendorName!: string;
  @ApiProperty({ example: 1, description: 'Position ab 1' }) position!: number;
  @ApiProperty({ format: 'date-time' }) joinedAt!: string;
  @ApiProperty({ enum: WAITLIST_ENTRY_STATES, enumName: 'WaitlistEntryState' })
  state!: WaitlistEntryState;
  @ApiProperty({ type: WaitlistOfferAdminDto, nullable: true })
  offer!: WaitlistOfferAdminDto | null;
}

export class WaitlistAreaDto {
  @ApiProperty({ example: 1 }) areaId!: number;
  @ApiProperty({ example: 'AK' }) areaCode!: string;
  @ApiProperty({ example: 'Arkadenhof' }) areaName!: string;
  @ApiProperty() closedForSelection!: boolean;
  @ApiProperty({ example: 0 }) freeStalls!: number;
  @ApiProperty({ type: [WaitlistEntryDto] }) entries!: WaitlistEntryDto[];

  static from(view: WaitlistAreaView): WaitlistAreaDto {
    return {
      ...view,
      entries: view.entries.map((entry) => ({
        ...entry,
        joinedAt: iso(entry.joinedAt),
        offer: entry.offer ? WaitlistOfferAdminDto.from(entry.offer) : null,
      })),
    };
  }
}

export class WaitlistDto {
  @ApiProperty({ type: [WaitlistAreaDto] }) areas!: WaitlistAreaDto[];
  @ApiProperty({ type: [WaitlistOfferAdminDto] }) offers!: WaitlistOfferAdminDto[];
}
