import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { HttpReply } from '../../shared/http/http-server.js';
import { WAITLIST_MESSAGES } from '@standl/contracts';
import { JoinWaitlistCommand } from '../../registration/index.js';
import { VendorOwnData } from '../../shared/auth/vendor-session.guard.js';
import { startVendorSession } from '../../shared/auth/vendor-session.js';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { SessionRoute } from '../../shared/http/idempotency.interceptor.js';
import { RateLimit, type RateLimitRule } from '../../shared/rate-limit/rate-limit.guard.js';
import {
  AcceptWaitlistOfferCommand,
  DeclineWaitlistOfferCommand,
  RemoveFromWaitlistCommand,
} from '../commands/waitlist.commands.js';
import { GetWaitlistOfferQuery } from '../queries/waitlist.queries.js';
import {
  AcceptedWaitlistOfferDto,
  DeclinedWaitlistOfferDto,
  JoinWaitlistDto,
  OfferTokenDto,
  VendorWaitlistDto,
  WaitlistOfferDto,
} from './waitlist.dto.js';

/** The offer links' routes: a token is unguessable, the budget keeps scripts away. */
export const OFFER_LINK_LIMIT: RateLimitRule = {
  name: 'waitlist-offer-links',
  limit: 60,
  windowMs: 15 * 60_000,
};

const LINK_ERRORS = [
  { status: 400, description: WAITLIST_MESSAGES.linkInvalid },
  { status: 409, description: WAITLIST_MESSAGES.offerAccepted },
  { status: 410, description: WAITLIST_MESSAGES.offerExpired },
] as const;

@ApiTags('Warteliste')
@Controller()
export class WaitlistController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Post('vendors/:id/waitlist')
  @VendorOwnData()
  @ApiOperation({
    summary:
      'Auf die Warteliste eines Bereichs (nur wenn er geschlossen ist oder keinen freien Platz hat)',
  })
  @ApiCreatedResponse({ type: VendorWaitlistDto })
  @ApiErrors(404, 409)
  async joinWaitlist(
    @Param('id') id: string,
    @Body() body: JoinWaitlistDto,
  ): Promise<VendorWaitlistDto> {
    const place = await this.commandBus.execute(new JoinWaitlistCommand(id, body.areaId));
    return {
      areaId: place.areaId,
      areaName: place.areaName,
      position: place.position,
      joinedAt: place.joinedAt.toISOString(),
    };
  }

  @Delete('vendors/:id/waitlist')
  @VendorOwnData()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Die Warteliste verlassen; ein offenes Angebot verfällt (auch wiederholt: 204)',
  })
  @ApiNoContentResponse()
  async leaveWaitlist(@Param('id') id: string): Promise<void> {
    await this.commandBus.execute(
      new RemoveFromWaitlistCommand({ vendorId: id }, 'vendor-left', 'vendor'),
    );
  }

  @Post('waitlist-offers/lookup')
  @HttpCode(HttpStatus.OK)
  @RateLimit(OFFER_LINK_LIMIT)
  @ApiOperation({ summary: 'Angebot der Warteliste über den Link aus der E-Mail ansehen' })
  @ApiOkResponse({ type: WaitlistOfferDto })
  @ApiErrors({ status: 400, description: WAITLIST_MESSAGES.linkInvalid })
  async getWaitlistOffer(@Body() body: OfferTokenDto): Promise<WaitlistOfferDto> {
    return WaitlistOfferDto.from(
      await this.queryBus.execute(new GetWaitlistOfferQuery(body.token)),
    );
  }

  @Post('waitlist-offers/accept')
  @HttpCode(HttpStatus.OK)
  @SessionRoute()
  @RateLimit(OFFER_LINK_LIMIT)
  @ApiOperation({
    summary:
      'Angebot annehmen: mit Selbstauswahl reserviert bis zur Anzahlung (oder gleich zugewiesen, wenn sie bezahlt ist), sonst zugewiesen; meldet den Händler an',
  })
  @ApiOkResponse({ type: AcceptedWaitlistOfferDto })
  @ApiErrors(...LINK_ERRORS)
  async acceptWaitlistOffer(
    @Body() body: OfferTokenDto,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<AcceptedWaitlistOfferDto> {
    const accepted = await this.commandBus.execute(new AcceptWaitlistOfferCommand(body.token));
    startVendorSession(
      response,
      { secret: this.config.jwtSecret, publicUrl: this.config.publicUrl, now: this.clock.now() },
      accepted.vendorId,
    );
    const offer = await this.queryBus.execute(new GetWaitlistOfferQuery(body.token));
    return {
      offer: WaitlistOfferDto.from(offer),
      requiresPayment: accepted.requiresPayment,
      boothId: accepted.boothId,
      boothNumber: accepted.boothNumber,
      holdExpiresAt: accepted.holdExpiresAt?.toISOString() ?? null,
    };
  }

  @Post('waitlist-offers/decline')
  @HttpCode(HttpStatus.OK)
  @RateLimit(OFFER_LINK_LIMIT)
  @ApiOperation({ summary: 'Angebot ablehnen: der Platz geht an den Nächsten der Warteliste' })
  @ApiOkResponse({ type: DeclinedWaitlistOfferDto })
  @ApiErrors(...LINK_ERRORS)
  async declineWaitlistOffer(@Body() body: OfferTokenDto): Promise<DeclinedWaitlistOfferDto> {
    await this.commandBus.execute(new DeclineWaitlistOfferCommand(body.token));
    return { state: 'declined' };
  }
}
