import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { LIFT_MESSAGES, roleSeesContacts } from '@standl/contracts';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import {
  BookLiftAppointmentCommand,
  CancelLiftAppointmentCommand,
  ChangeLiftAppointmentCommand,
  UpdateLiftSettingsCommand,
} from '../commands/lift-appointment.commands.js';
import { GetLiftSettingsQuery } from '../queries/get-lift-settings.query.js';
import {
  GetLiftDaysQuery,
  ListLiftAppointmentsQuery,
  ListLiftSlotsQuery,
} from '../queries/lift.queries.js';
import {
  AdminLiftAppointmentDto,
  AdminLiftDayDto,
  LiftAppointmentDto,
} from './lift-appointment.dto.js';
import {
  AdminLiftBookingDto,
  AdminLiftChangeDto,
  AdminLiftSlotsPathDto,
  AdminLiftSlotsQueryDto,
  LiftBookingResultDto,
  LiftMessageDto,
  LiftSettingsInputDto,
  LiftSlotsQueryDto,
} from './lift-booking.dto.js';
import { LiftSettingsDto, LiftSettingsSavedDto } from './lift-settings.dto.js';

const AppointmentIdPipe = new NumericIdPipe(LIFT_MESSAGES.notFound);

@ApiTags('Admin: Lift')
@AdminOnly()
@Controller('admin')
export class AdminLiftController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('lift-appointments')
  @ApiOperation({
    summary:
      'Alle Lift-Termine nach Datum und Uhrzeit, mit Händler-Kontakt (nicht für die Rolle Aufbau)',
  })
  @ApiOkResponse({ type: [AdminLiftAppointmentDto] })
  @AlsoFor('setup', 'reader')
  async listLiftAppointments(
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminLiftAppointmentDto[]> {
    const appointments = await this.queryBus.execute(new ListLiftAppointmentsQuery());
    const withContact = roleSeesContacts(admin.role);
    return appointments.map((appointment) =>
      AdminLiftAppointmentDto.forAdmin(appointment, withContact),
    );
  }

  @Post('lift-appointments')
  @ApiOperation({ summary: 'Einen Händler in einen freien Lift-Termin buchen (bookedBy admin)' })
  @ApiCreatedResponse({ type: LiftBookingResultDto })
  @ApiErrors(
    { status: 404, description: LIFT_MESSAGES.vendorNotFound },
    { status: 409, description: LIFT_MESSAGES.slotTaken },
  )
  async bookLiftAppointmentForVendor(
    @Body() body: AdminLiftBookingDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<LiftBookingResultDto> {
    const appointment = await this.commandBus.execute(
      new BookLiftAppointmentCommand(
        {
          vendorId: body.vendorId,
          date: body.date,
          time: body.timeSlot,
          type: body.appointmentType,
          notes: body.notes ?? null,
          bookedBy: 'admin',
          status: body.status,
        },
        admin.displayName,
      ),
    );
    return { message: LIFT_MESSAGES.booked, appointment: LiftAppointmentDto.from(appointment) };
  }

  @Patch('lift-appointments/:id')
  @ApiOperation({
    summary: 'Lift-Termin verschieben, Notiz ändern oder als abgeschlossen markieren',
  })
  @ApiOkResponse({ type: LiftBookingResultDto })
  @ApiErrors(
    { status: 404, description: LIFT_MESSAGES.notFound },
    { status: 409, description: LIFT_MESSAGES.slotTaken },
  )
  async changeLiftAppointment(
    @Param('id', AppointmentIdPipe) id: number,
    @Body() body: AdminLiftChangeDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<LiftBookingResultDto> {
    const appointment = await this.commandBus.execute(
      new ChangeLiftAppointmentCommand(
        id,
        {
          date: body.date,
          timeSlot: body.timeSlot,
          type: body.appointmentType,
          notes: body.notes,
          status: body.status,
        },
        admin.displayName,
      ),
    );
    return { message: LIFT_MESSAGES.changed, appointment: LiftAppointmentDto.from(appointment) };
  }

  @Delete('lift-appointments/:id')
  @ApiOperation({ summary: 'Lift-Termin löschen; der Termin wird wieder frei' })
  @ApiOkResponse({ type: LiftMessageDto })
  @ApiErrors({ status: 404, description: LIFT_MESSAGES.notFound })
  async deleteLiftAppointment(
    @Param('id', AppointmentIdPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<LiftMessageDto> {
    await this.commandBus.execute(new CancelLiftAppointmentCommand(id, 'admin', admin.displayName));
    return { message: LIFT_MESSAGES.deleted };
  }

  @Get('lift-slots')
  @ApiOperation({
    summary: 'Die Lift-Termine einer Art je Tag (oder eines Tages), mit den gebuchten Terminen',
  })
  @ApiOkResponse({ type: [AdminLiftDayDto] })
  @AlsoFor('setup', 'reader')
  async listAdminLiftSlots(
    @Query() query: AdminLiftSlotsQueryDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminLiftDayDto[]> {
    const days = await this.queryBus.execute(
      new ListLiftSlotsQuery(
        query.type,
        query.date ?? null,
        { startTime: query.startTime ?? null, endTime: query.endTime ?? null },
        true,
      ),
    );
    return days.map((day) => AdminLiftDayDto.from(day, roleSeesContacts(admin.role)));
  }

  @Get('lift-slots/:date/:type')
  @ApiOperation({
    summary:
      'Die Lift-Termine eines Tages und einer Art, mit den gebuchten Terminen (Pfadform der Abfrage oben)',
  })
  @ApiParam({ name: 'date', example: '2026-12-02' })
  @ApiParam({ name: 'type', enum: ['setup', 'breakdown', 'teardown'] })
  @ApiOkResponse({ type: [AdminLiftDayDto] })
  @AlsoFor('setup', 'reader')
  async listAdminLiftSlotsOfDay(
    @Param() path: AdminLiftSlotsPathDto,
    @Query() range: LiftSlotsQueryDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminLiftDayDto[]> {
    return this.listAdminLiftSlots({ ...range, date: path.date, type: path.type }, admin);
  }

  @Put('lift-settings')
  @ApiOperation({
    summary:
      'Lift-Einstellungen speichern; gebuchte Termine bleiben, auch wenn sie nicht mehr angeboten werden (sie werden genannt)',
  })
  @ApiOkResponse({ type: LiftSettingsSavedDto })
  async saveLiftSettings(
    @Body() body: LiftSettingsInputDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<LiftSettingsSavedDto> {
    const current = await this.queryBus.execute(new GetLiftSettingsQuery());
    const { outsideSchedule } = await this.commandBus.execute(
      new UpdateLiftSettingsCommand(
        {
          slotMinutes: body.slotMinutes ?? current.slotMinutes,
          setup: body.setup,
          breakdown: body.breakdown,
        },
        admin.displayName,
      ),
    );
    const [settings, days] = await Promise.all([
      this.queryBus.execute(new GetLiftSettingsQuery()),
      this.queryBus.execute(new GetLiftDaysQuery()),
    ]);
    return {
      message: LIFT_MESSAGES.settingsSaved,
      settings: LiftSettingsDto.from(settings, days),
      outsideSchedule: outsideSchedule.map((appointment) =>
        AdminLiftAppointmentDto.forAdmin(appointment),
      ),
    };
  }
}
