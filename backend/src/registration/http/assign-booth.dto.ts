import { ApiProperty } from '@nestjs/swagger';

import { IsBoothId } from '../../shared/http/validation.js';

export class AssignBoothDto {
  @ApiProperty({ example: 7 })
  @IsBoothId()
  boothId!: number;
}
