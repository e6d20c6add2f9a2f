import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SEASON_MESSAGES } from '@standl/contracts';
import { type AdminPrincipal, AdminOnly } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { ArchiveSeasonCommand } from './archive-season.command.js';
import { SeasonChangeDto, SeasonChangeInputDto } from './season-change.dto.js';

@ApiTags('Admin: Archiv')
@AdminOnly()
@Controller('admin')
export class SeasonController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('season-change')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Saison abschließen: Händler ins Archiv, Standplätze frei, Marktjahr weiter (dryRun: nur anzeigen)',
  })
  @ApiOkResponse({ type: SeasonChangeDto })
  @ApiErrors({
    status: 409,
    description: `${SEASON_MESSAGES.tooEarly} / ${SEASON_MESSAGES.alreadyArchived}`,
  })
  async changeSeason(
    @Body() body: SeasonChangeInputDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<SeasonChangeDto> {
    const change = await this.commandBus.execute(
      new ArchiveSeasonCommand(body.dryRun, admin.displayName),
    );
    return SeasonChangeDto.from(change);
  }
}
