import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { WAITLIST_MESSAGES } from '@standl/contracts';
import { JoinWaitlistCommand } from '../../registration/index.js';
import { AdminOnly, type AdminPrincipal, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import {
  OfferWaitlistStallCommand,
  RemoveFromWaitlistCommand,
  ReorderWaitlistCommand,
} from '../commands/waitlist.commands.js';
import { GetWaitlistQuery } from '../queries/waitlist.queries.js';
import {
  AddToWaitlistDto,
  OfferWaitlistStallDto,
  ReorderWaitlistDto,
  WaitlistAreaDto,
  WaitlistDto,
  WaitlistOfferAdminDto,
} from './waitlist.dto.js';

const AreaIdPipe = new NumericIdPipe(WAITLIST_MESSAGES.areaNotFound);
const EntryIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(WAITLIST_MESSAGES.entryNotFound),
});

@ApiTags('Admin')
@AdminOnly()
@Controller('admin/waitlist')
export class AdminWaitlistController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @AlsoFor('cashier', 'reader')
  @ApiOperation({
    summary: 'Die Wartelisten je Bereich in ihrer Reihenfolge und alle Angebote mit ihrem Stand',
  })
  @ApiOkResponse({ type: WaitlistDto })
  async getWaitlist(): Promise<WaitlistDto> {
    const { areas, offers } = await this.queryBus.execute(new GetWaitlistQuery());
    return {
      areas: areas.map((area) => WaitlistAreaDto.from(area)),
      offers: offers.map((offer) => WaitlistOfferAdminDto.from(offer)),
    };
  }

  @Put('areas/:areaId/order')
  @ApiOperation({ summary: 'Warteliste eines Bereichs umreihen (alle wartenden Einträge)' })
  @ApiOkResponse({ type: WaitlistAreaDto })
  @ApiErrors(404, 409)
  async reorderWaitlist(
    @Param('areaId', AreaIdPipe) areaId: number,
    @Body() body: ReorderWaitlistDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WaitlistAreaDto> {
    await this.commandBus.execute(
      new ReorderWaitlistCommand(areaId, body.entryIds, admin.displayName),
    );
    return this.area(areaId);
  }

  @Post('entries')
  @ApiOperation({
    summary: 'Einen Händler ohne Standplatz auf die Warteliste eines Bereichs setzen (ans Ende)',
  })
  @ApiCreatedResponse({ type: WaitlistAreaDto })
  @ApiErrors(404, 409)
  async addToWaitlist(
    @Body() body: AddToWaitlistDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WaitlistAreaDto> {
    await this.commandBus.execute(
      new JoinWaitlistCommand(body.vendorId, body.areaId, admin.displayName),
    );
    return this.area(body.areaId);
  }

  @Delete('entries/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Eintrag von der Warteliste nehmen; ein offenes Angebot wird zurückgenommen',
  })
  @ApiNoContentResponse()
  @ApiErrors(404)
  async removeFromWaitlist(
    @Param('id', EntryIdPipe) id: string,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<void> {
    await this.commandBus.execute(
      new RemoveFromWaitlistCommand({ entryId: id }, 'removed-by-admin', admin.displayName),
    );
  }

  @Post('entries/:id/offer')
  @ApiOperation({
    summary:
      'Einem Eintrag jetzt einen freien Standplatz des Bereichs anbieten (auch außer der Reihe)',
  })
  @ApiCreatedResponse({ type: WaitlistOfferAdminDto })
  @ApiErrors(404, 409)
  async offerWaitlistStall(
    @Param('id', EntryIdPipe) id: string,
    @Body() body: OfferWaitlistStallDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WaitlistOfferAdminDto> {
    const { offerId } = await this.commandBus.execute(
      new OfferWaitlistStallCommand(id, body.boothId ?? null, admin.displayName),
    );
    const { offers } = await this.queryBus.execute(new GetWaitlistQuery());
    return WaitlistOfferAdminDto.from(offers.find((offer) => offer.offerId === offerId)!);
  }

  private async area(areaId: number): Promise<WaitlistAreaDto> {
    const { areas } = await this.queryBus.execute(new GetWaitlistQuery(areaId));
    if (!areas[0]) throw new NotFoundException(WAITLIST_MESSAGES.areaNotFound);
    return WaitlistAreaDto.from(areas[0]);
  }
}
