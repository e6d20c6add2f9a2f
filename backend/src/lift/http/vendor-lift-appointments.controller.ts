import {
  Body,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Post,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HttpReply } from '../../shared/http/http-server.js';
import { LIFT_MESSAGES } from '@standl/contracts';
import {
  SessionVendorId,
  SignedInVendor,
  VendorOwnData,
} from '../../shared/auth/vendor-session.guard.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import {
  BookLiftAppointmentCommand,
  CancelLiftAppointmentCommand,
} from '../commands/lift-appointment.commands.js';
import { ListVendorLiftAppointmentsQuery } from '../queries/list-vendor-lift-appointments.query.js';
import { GetLiftCalendarQuery } from '../queries/lift.queries.js';
import { LiftAppointmentDto } from './lift-appointment.dto.js';
import { LiftBookingResultDto, LiftMessageDto, VendorLiftBookingDto } from './lift-booking.dto.js';

const AppointmentIdPipe = new NumericIdPipe(LIFT_MESSAGES.notFound);

@ApiTags('Lift')
@Controller('vendor/lift-appointments')
export class VendorLiftAppointmentsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get(':id')
  @VendorOwnData()
  @ApiOperation({ summary: 'Die Lift-Termine des angemeldeten Händlers' })
  @ApiOkResponse({ type: [LiftAppointmentDto] })
  async listVendorLiftAppointments(@Param('id') id: string): Promise<LiftAppointmentDto[]> {
    const appointments = await this.queryBus.execute(new ListVendorLiftAppointmentsQuery(id));
    return appointments.map((appointment) => LiftAppointmentDto.from(appointment));
  }

  @Post()
  @VendorOwnData()
  @ApiOperation({
    summary:
      'Lift-Termin buchen (höchstens ein Aufbau- und ein Abbau-Termin; nur mit zugewiesenem Standplatz und bestätigter Anmeldung)',
  })
  @ApiCreatedResponse({ type: LiftBookingResultDto })
  @ApiErrors(
    { status: 403, description: LIFT_MESSAGES.mayNotBook },
    { status: 404, description: LIFT_MESSAGES.vendorNotFound },
    { status: 409, description: LIFT_MESSAGES.slotTaken },
  )
  async bookLiftAppointment(@Body() body: VendorLiftBookingDto): Promise<LiftBookingResultDto> {
    const appointment = await this.commandBus.execute(
      new BookLiftAppointmentCommand(
        {
          vendorId: body.vendorId,
          date: body.date,
          time: body.time,
          type: body.type,
          notes: body.notes ?? null,
          bookedBy: 'vendor',
        },
        `vendor:${body.vendorId}`,
      ),
    );
    return { message: LIFT_MESSAGES.booked, appointment: LiftAppointmentDto.from(appointment) };
  }

  @Delete(':id')
  @SignedInVendor()
  @ApiOperation({ summary: 'Eigenen Lift-Termin stornieren; der Termin wird wieder frei' })
  @ApiOkResponse({ type: LiftMessageDto })
  @ApiErrors(
    { status: 404, description: LIFT_MESSAGES.notFound },
    { status: 409, description: LIFT_MESSAGES.completedFixed },
  )
  async cancelLiftAppointment(
    @Param('id', AppointmentIdPipe) id: number,
    @SessionVendorId() vendorId: string,
  ): Promise<LiftMessageDto> {
    await this.commandBus.execute(
      new CancelLiftAppointmentCommand(id, { vendorId }, `vendor:${vendorId}`),
    );
    return { message: LIFT_MESSAGES.cancelled };
  }

  @Get(':id/:appointmentId/calendar')
  @VendorOwnData()
  @ApiOperation({ summary: 'Ein eigener Lift-Termin als Kalenderdatei (.ics)' })
  @ApiOkResponse({
    description: 'iCalendar (RFC 5545)',
    content: { 'text/calendar': { schema: { type: 'string' } } },
  })
  @ApiErrors({ status: 404, description: LIFT_MESSAGES.notFound })
  async liftAppointmentCalendar(
    @Param('id') vendorId: string,
    @Param('appointmentId', AppointmentIdPipe) appointmentId: number,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<StreamableFile> {
    const file = await this.queryBus.execute(new GetLiftCalendarQuery(appointmentId, vendorId));
    if (!file) throw new NotFoundException(LIFT_MESSAGES.notFound);
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(Buffer.from(file.content, 'utf8'), {
      type: 'text/calendar; charset=utf-8',
      disposition: `attachment; filename="${file.filename}"`,
    });
  }
}
