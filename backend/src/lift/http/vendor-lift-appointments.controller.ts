import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { VendorOwnData } from '../../shared/auth/vendor-session.guard.js';
import { ListVendorLiftAppointmentsQuery } from '../queries/list-vendor-lift-appointments.query.js';
import { LiftAppointmentDto } from './lift-appointment.dto.js';

@ApiTags('Lift')
@Controller('vendor/lift-appointments')
export class VendorLiftAppointmentsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @VendorOwnData()
  @ApiOperation({ summary: 'Die Lift-Termine des angemeldeten Händlers' })
  @ApiOkResponse({ type: [LiftAppointmentDto] })
  async listVendorLiftAppointments(@Param('id') id: string): Promise<LiftAppointmentDto[]> {
    const appointments = await this.queryBus.execute(new ListVendorLiftAppointmentsQuery(id));
    return appointments.map((appointment) => LiftAppointmentDto.from(appointment));
  }
}
