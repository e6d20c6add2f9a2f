import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ARCHIVE_MESSAGES } from '@standl/contracts';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import {
  BlockVendorInArchiveCommand,
  MarkArchiveBlockPermanenceCommand,
  UnblockArchiveEntryCommand,
} from '../commands/archive-block.commands.js';
import { BlockNotSetUpJob } from '../jobs/block-not-set-up.job.js';
import { ListArchiveEntriesQuery } from '../queries/list-archive-entries.query.js';
import {
  ArchiveEntryDto,
  BlockInArchiveDto,
  BlockPermanenceDto,
  CheckBlockUnbuiltDto,
  PermanenceChangedDto,
  UnblockedEntryDto,
} from './archive.dto.js';

/** The archive tab (spec 001 sections 2, 7) and the hand-started auto-block (docs/decisions.md 79). */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin')
export class VendorArchiveController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly blockNotSetUp: BlockNotSetUpJob,
  ) {}

  @Get('vendor-archive')
  @ApiOperation({ summary: 'Archiv: alle Einträge (Vorjahre und Sperren), neueste zuerst' })
  @ApiOkResponse({ type: [ArchiveEntryDto] })
  @AlsoFor('reader')
  async listVendorArchive(): Promise<ArchiveEntryDto[]> {
    const entries = await this.queryBus.execute(new ListArchiveEntriesQuery());
    return entries.map((entry) => ArchiveEntryDto.from(entry));
  }

  @Post('vendor-archive')
  @ApiOperation({
    summary:
      'Händler sperren: Sperreintrag im Archiv mit Grund und Jahr; der Händler wird gesperrt',
  })
  @ApiCreatedResponse({ type: ArchiveEntryDto })
  @ApiErrors(404)
  async blockVendorInArchive(
    @Body() body: BlockInArchiveDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<ArchiveEntryDto> {
    const entry = await this.commandBus.execute(
      new BlockVendorInArchiveCommand(
        body.vendorId,
        body.reason,
        body.year,
        admin.displayName,
        body.canBeUnblocked,
      ),
    );
    return ArchiveEntryDto.from(entry);
  }

  @Patch('vendor-archive/:id/unblock')
  @ApiOperation({
    summary:
      'Sperre aufheben: die E-Mail-Adresse darf sich wieder anmelden, der Händler ist entsperrt',
  })
  @ApiOkResponse({ type: UnblockedEntryDto })
  @ApiErrors(404, { status: 409, description: ARCHIVE_MESSAGES.permanentBlock })
  async unblockArchiveEntry(
    @Param('id', new NumericIdPipe(ARCHIVE_MESSAGES.entryNotFound)) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<UnblockedEntryDto> {
    const entry = await this.commandBus.execute(
      new UnblockArchiveEntryCommand(id, admin.displayName),
    );
    return { message: ARCHIVE_MESSAGES.unblocked, entry: ArchiveEntryDto.from(entry) };
  }

  @Patch('vendor-archive/:id')
  @ApiOperation({
    summary:
      'Sperre als dauerhaft (canBeUnblocked false) oder als aufhebbar kennzeichnen; gilt auch für den Händler dieser Saison',
  })
  @ApiOkResponse({ type: PermanenceChangedDto })
  @ApiErrors(404, { status: 409, description: ARCHIVE_MESSAGES.notBlocked })
  async markArchiveBlockPermanence(
    @Param('id', new NumericIdPipe(ARCHIVE_MESSAGES.entryNotFound)) id: number,
    @Body() body: BlockPermanenceDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<PermanenceChangedDto> {
    const entry = await this.commandBus.execute(
      new MarkArchiveBlockPermanenceCommand(id, body.canBeUnblocked, admin.displayName),
    );
    return {
      message: body.canBeUnblocked
        ? ARCHIVE_MESSAGES.unblockableMarked
        : ARCHIVE_MESSAGES.permanentMarked,
      entry: ArchiveEntryDto.from(entry),
    };
  }

  @Post('check-block-unbuilt')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Sperre „Nicht aufgebaut“ jetzt prüfen (erst nach dem letzten Markttag 18:00, einmal pro Saison)',
  })
  @ApiOkResponse({ type: CheckBlockUnbuiltDto })
  async checkBlockUnbuilt(@CurrentAdmin() admin: AdminPrincipal): Promise<CheckBlockUnbuiltDto> {
    const outcome = await this.blockNotSetUp.run(admin.displayName);
    switch (outcome.state) {
      case 'no-market-end':
        return { message: ARCHIVE_MESSAGES.checkNoMarketEnd, blockedCount: 0 };
      case 'too-early':
        return { message: ARCHIVE_MESSAGES.checkTooEarly, blockedCount: 0 };
      case 'busy':
        return { message: ARCHIVE_MESSAGES.checkBusy, blockedCount: 0 };
      case 'already-done':
        return { message: ARCHIVE_MESSAGES.checkAlreadyDone(outcome.season), blockedCount: 0 };
      case 'done':
        return {
          message: ARCHIVE_MESSAGES.checkDone(outcome.blockedCount),
          blockedCount: outcome.blockedCount,
        };
    }
  }
}
