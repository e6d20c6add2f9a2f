import { ApiProperty } from '@nestjs/swagger';

/** An answer that is only a German message for the user. */
export class MessageDto {
  @ApiProperty({ example: 'Händler gelöscht' }) message!: string;
}
