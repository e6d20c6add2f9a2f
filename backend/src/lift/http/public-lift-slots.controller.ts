import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { LIFT_MESSAGES, liftTypeFrom } from '@standl/contracts';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { ListLiftSlotsQuery } from '../queries/lift.queries.js';
import { LiftSlotsQueryDto } from './lift-booking.dto.js';
import { LiftSlotDto } from './lift-appointment.dto.js';

@ApiTags('Lift')
@Controller('public/lift-slots')
export class PublicLiftSlotsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':date/:type')
  @ApiOperation({ summary: 'Die Lift-Termine eines Tages, frei oder gebucht (ohne Namen)' })
  @ApiParam({ name: 'date', example: '2026-12-02' })
  @ApiParam({ name: 'type', enum: ['setup', 'breakdown', 'teardown'] })
  @ApiOkResponse({ type: [LiftSlotDto] })
  @ApiErrors({ status: 400, description: LIFT_MESSAGES.dayNotOffered })
  async listPublicLiftSlots(
    @Param('date') date: string,
    @Param('type') typeName: string,
    @Query() range: LiftSlotsQueryDto,
  ): Promise<LiftSlotDto[]> {
    const type = liftTypeFrom(typeName);
    if (!type) throw new BadRequestException(LIFT_MESSAGES.invalidType);
    const [day] = await this.queryBus.execute(
      new ListLiftSlotsQuery(
        type,
        date,
        { startTime: range.startTime ?? null, endTime: range.endTime ?? null },
        false,
      ),
    );
    return (day?.slots ?? []).map(({ time, timeSlot, isBooked }) => ({ time, timeSlot, isBooked }));
  }
}
