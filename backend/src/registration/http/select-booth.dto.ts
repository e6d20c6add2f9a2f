import { ApiProperty } from '@nestjs/swagger';

import { IsBoothId } from '../../shared/http/validation.js';
import { AccessCodeDto } from './access-code.dto.js';

export class SelectBoothDto extends AccessCodeDto {
  @ApiProperty({ example: 7 })
  @IsBoothId()
  boothId!: number;
}

export class BoothSelectionResultDto {
  @ApiProperty({ description: 'Anzahlung offen: weiter zur Zahlungsseite' })
  requiresPayment!: boolean;

  @ApiProperty() boothId!: number;
  @ApiProperty({ example: 'AK-07' }) boothNumber!: string;
  @ApiProperty({ example: 'Arkadenhof', description: 'Name des Bereichs' }) boothArea!: string;
  @ApiProperty({ example: 'AK' }) boothAreaCode!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Immer null: der SumUp-Checkout entsteht erst auf der Zahlungsseite',
  })
  checkoutId!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Zahlungsseite der Anzahlung (/payment), wenn die Anzahlung offen ist',
  })
  checkoutUrl!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  holdExpiresAt!: string | null;
}
