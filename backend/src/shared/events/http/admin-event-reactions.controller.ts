import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/sql';
import { MAIL_MESSAGES } from '@standl/contracts';
import { AdminOnly } from '../../auth/admin.guard.js';
import { Clock } from '../../clock/clock.js';
import { NumericIdPipe } from '../../http/validation.js';
import { EventReaction, REACTION_STATES, type ReactionState } from '../event-reaction.entity.js';

export class EventReactionDto {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'communication.confirmation-mail' }) consumer!: string;
  @ApiProperty({ example: 'registration.vendor-booth-assigned.v1' }) eventType!: string;
  @ApiProperty({ example: 'vendor' }) aggregateType!: string;
  @ApiProperty() aggregateId!: string;
  @ApiProperty({ enum: REACTION_STATES }) state!: ReactionState;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) nextAttemptAt!: string;

  static from(reaction: EventReaction): EventReactionDto {
    return {
      id: String(reaction.id),
      consumer: reaction.consumer,
      eventType: reaction.eventType,
      aggregateType: reaction.aggregateType,
      aggregateId: reaction.aggregateId,
      state: reaction.state,
      attempts: reaction.attempts,
      lastError: reaction.lastError,
      createdAt: reaction.createdAt.toISOString(),
      nextAttemptAt: reaction.nextAttemptAt.toISOString(),
    };
  }
}

/**
 * Reactions that keep failing (DECISIONS 24) are shown to the organiser with their error, and
 * can be started again once the cause is fixed. Pending ones that already failed at least once
 * are listed too: they are being retried.
 */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin/event-reactions')
export class AdminEventReactionsController {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Fehlgeschlagene und wiederholte Reaktionen auf Ereignisse' })
  @ApiOkResponse({ type: [EventReactionDto] })
  async listTroubledReactions(): Promise<EventReactionDto[]> {
    const reactions = await this.em.find(
      EventReaction,
      { $or: [{ state: 'failed' }, { state: 'pending', attempts: { $gt: 0 } }] },
      { orderBy: { id: 'desc' }, limit: 200 },
    );
    return reactions.map(EventReactionDto.from);
  }

  @Post(':id/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Fehlgeschlagene Reaktion erneut ausführen' })
  @ApiOkResponse({ type: EventReactionDto })
  async retryReaction(
    @Param('id', new NumericIdPipe(MAIL_MESSAGES.reactionNotFound)) id: number,
  ): Promise<EventReactionDto> {
    const reaction = await this.em.findOne(EventReaction, { id: String(id) });
    if (!reaction) throw new NotFoundException(MAIL_MESSAGES.reactionNotFound);
    if (reaction.state === 'failed') {
      reaction.state = 'pending';
      reaction.attempts = 0;
      reaction.nextAttemptAt = this.clock.now();
      await this.em.flush();
    }
    return EventReactionDto.from(reaction);
  }
}
