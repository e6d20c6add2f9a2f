import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';

export class AssignBoothDto {
  @ApiProperty({ example: 7 })
  @Min(1, { message: 'Ungültiger Standplatz' })
  @IsInt({ message: 'Ungültiger Standplatz' })
  boothId!: number;
}
