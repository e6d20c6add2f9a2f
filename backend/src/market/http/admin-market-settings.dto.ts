import { ApiProperty } from '@nestjs/swagger';
import type { MarketSettingsView } from '../domain/market-settings.entity.js';
import { MarketSettingsDto } from './market-settings.dto.js';

/** Everything the organiser edits, including the internal fields the public never sees. */
export class AdminMarketSettingsDto extends MarketSettingsDto {
  @ApiProperty({ type: String, nullable: true }) adminNotificationEmail!: string | null;
  @ApiProperty({ type: String, nullable: true }) bankAccountHolder!: string | null;
  @ApiProperty({ type: String, nullable: true }) bankIban!: string | null;
  @ApiProperty({ type: String, nullable: true }) bankBic!: string | null;
  @ApiProperty({ type: String, nullable: true }) bankName!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;

  static forAdmin(settings: MarketSettingsView): AdminMarketSettingsDto {
    return {
      ...MarketSettingsDto.from(settings),
      adminNotificationEmail: settings.adminNotificationEmail,
      bankAccountHolder: settings.bankAccountHolder,
      bankIban: settings.bankIban,
      bankBic: settings.bankBic,
      bankName: settings.bankName,
      updatedAt: settings.updatedAt.toISOString(),
    };
  }
}
