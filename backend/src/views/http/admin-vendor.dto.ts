import { ApiProperty, OmitType } from '@nestjs/swagger';
import type { AdminRole } from '@standl/contracts';
import type { VendorBooth } from '../../booths/index.js';
import { type VendorRecord, VENDOR_SOURCES, type VendorSource } from '../../registration/index.js';
import { MAIL_BADGES, type MailBadge, type SentMails } from '../../communication/index.js';
import { VendorDto, type VendorMoney } from './vendor.dto.js';

export class SentMailsDto implements SentMails {
  @ApiProperty({ description: 'Anmeldebestätigung gesendet' }) registration!: boolean;
  @ApiProperty({ description: 'Bestätigung mit Zugangscode gesendet' }) confirmation!: boolean;
  @ApiProperty({ description: 'Rechnung gesendet' }) invoice!: boolean;
  @ApiProperty({ description: 'Eine Einzel-E-Mail des Veranstalters gesendet' }) direct!: boolean;
  @ApiProperty({
    enum: MAIL_BADGES,
    isArray: true,
    description:
      'Nur abgelegt (SMTP_URL nicht gesetzt), nicht versendet: der Händler hat diese E-Mails nicht erhalten',
  })
  filed!: MailBadge[];
}

/** A vendor as the console sees it in the list and the detail dialog. */
export class AdminVendorDto extends OmitType(VendorDto, ['accessCode'] as const) {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '7K3QZ9XW2M',
    description:
      'Nur für Organisatoren; sonst null: mit dem Zugangscode könnte man als der Händler handeln',
  })
  accessCode!: string | null;

  @ApiProperty() isBlocked!: boolean;
  @ApiProperty({ type: String, nullable: true }) blockedReason!: string | null;
  @ApiProperty({
    description:
      'false: die Sperre ist dauerhaft und kann nicht aufgehoben werden (ein Organisator kann das im Archiv ändern)',
  })
  canBeUnblocked!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'AK-07' }) boothNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'AK' }) boothAreaCode!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Arkadenhof' }) boothAreaName!:
    string | null;

  @ApiProperty({ enum: ['self_select', 'admin'], description: 'Wie der Standplatz vergeben wird' })
  boothSelectionMethod!: 'self_select' | 'admin';

  @ApiProperty({
    enum: VENDOR_SOURCES,
    enumName: 'VendorSource',
    description: 'Formular oder vom Veranstalter angelegt',
  })
  source!: VendorSource;

  @ApiProperty({ type: String, format: 'date-time', nullable: true }) blockedAt!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Aufbau bestätigt',
  })
  setUpAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastCheckIn!: string | null;

  @ApiProperty({ description: 'Ungelesene Nachrichten an den Veranstalter' })
  unreadMessages!: number;

  @ApiProperty({ type: SentMailsDto, description: 'Was der Händler wirklich erhalten hat' })
  mailsSent!: SentMailsDto;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Anmeldung zurückgezogen (Status withdrawn)',
  })
  withdrawnAt!: string | null;

  @ApiProperty({ format: 'date-time' }) updatedAt!: string;

  static forAdmin(
    vendor: VendorRecord,
    booth: VendorBooth | null,
    money: VendorMoney,
    unreadMessages: number,
    mailsSent: SentMails,
    role: AdminRole,
  ): AdminVendorDto {
    const seen = VendorDto.from(vendor, booth, money);
    return {
      ...seen,
      // The code signs in as the vendor: a role that only reads or takes money does not get it.
      accessCode: role === 'organiser' ? seen.accessCode : null,
      isBlocked: vendor.isBlocked,
      blockedReason: vendor.blockedReason,
      canBeUnblocked: vendor.canBeUnblocked,
      boothNumber: booth?.number ?? null,
      boothAreaCode: booth?.area.code ?? null,
      boothAreaName: booth?.area.name ?? null,
      boothSelectionMethod: vendor.boothAssignmentPreference === 'self' ? 'self_select' : 'admin',
      source: vendor.source,
      blockedAt: vendor.blockedAt?.toISOString() ?? null,
      setUpAt: vendor.setUpAt?.toISOString() ?? null,
      lastCheckIn: vendor.lastCheckIn?.toISOString() ?? null,
      unreadMessages,
      mailsSent,
      withdrawnAt: vendor.withdrawnAt?.toISOString() ?? null,
      updatedAt: vendor.updatedAt.toISOString(),
    };
  }
}
