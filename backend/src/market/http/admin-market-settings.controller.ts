import { Body, Controller, Get, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AdminPrincipal, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { Clock, viennaEndOfDay, viennaStartOfDay } from '../../shared/clock/clock.js';
import {
  type MarketSettingsChange,
  UpdateMarketSettingsCommand,
} from '../commands/update-market-settings.command.js';
import { GetMarketSettingsQuery } from '../queries/get-market-settings.query.js';
import { AdminMarketSettingsDto } from './admin-market-settings.dto.js';
import { UpdateMarketSettingsDto } from './update-market-settings.dto.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The camelCase field wins when sent; `null` is a value (it clears a date), not a miss. */
function either<T>(camel: T | undefined, snake: T | undefined): T | undefined {
  return camel !== undefined ? camel : snake;
}

/** A registration boundary: a bare day means the whole day in Vienna. */
function instant(
  value: string | null | undefined,
  boundary: 'start' | 'end',
): Date | null | undefined {
  if (value === undefined || value === null) return value;
  if (!DAY.test(value)) return new Date(value);
  return boundary === 'start' ? viennaStartOfDay(value) : viennaEndOfDay(value);
}

@ApiTags('Admin')
@AdminOnly()
@Controller('admin/market-settings')
export class AdminMarketSettingsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Alle Markteinstellungen (inkl. Benachrichtigungsadresse und Bankverbindung)',
  })
  @ApiOkResponse({ type: AdminMarketSettingsDto })
  @AlsoFor('cashier', 'reader')
  async getAdminMarketSettings(): Promise<AdminMarketSettingsDto> {
    return AdminMarketSettingsDto.forAdmin(
      await this.queryBus.execute(new GetMarketSettingsQuery()),
    );
  }

  @Patch()
  @ApiOperation({
    summary: 'Markteinstellungen ändern (nur gesendete Felder; leere Daten löschen das Datum)',
  })
  @ApiOkResponse({ type: AdminMarketSettingsDto })
  async updateMarketSettings(
    @Body() body: UpdateMarketSettingsDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminMarketSettingsDto> {
    const {
      is_registration_open,
      registration_start_date,
      registration_end_date,
      registrationStartDate,
      registrationEndDate,
      isRegistrationOpen,
      ...fields
    } = body;
    const change: MarketSettingsChange = {
      ...fields,
      isRegistrationOpen: either(isRegistrationOpen, is_registration_open),
      registrationStartDate: instant(
        either(registrationStartDate, registration_start_date),
        'start',
      ),
      registrationEndDate: instant(either(registrationEndDate, registration_end_date), 'end'),
    };
    const settings = await this.commandBus.execute(
      new UpdateMarketSettingsCommand(change, admin.displayName),
    );
    return AdminMarketSettingsDto.forAdmin(settings.toView(this.clock.now()));
  }
}
