import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { HttpReply } from '../../shared/http/http-server.js';
import { ADMIN_MESSAGES, PLAN_IMAGE_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { ApiErrors } from '../../shared/http/api-responses.js';
import { PublicSnapshot } from '../../shared/http/public-snapshots.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import { GetAreaPlanImageQuery } from '../queries/get-area-plan-image.query.js';
import { ListBoothAreasQuery } from '../queries/list-booth-areas.query.js';
import { ListPublicBoothsQuery } from '../queries/list-public-booths.query.js';
import { BoothAreaDto } from './booth-area.dto.js';
import { BoothDto } from './booth.dto.js';
import { planImageVersion } from './floor-plan.dto.js';

/** An SVG plan shown on its own can run nothing and load nothing (it is sanitised as well). */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

@ApiTags('Standplätze')
@Controller()
export class BoothsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @PublicSnapshot()
  @Get('booth-areas')
  @ApiOperation({ summary: 'Standplatz-Bereiche mit Preis und Anzahl der Plätze' })
  @ApiOkResponse({ type: [BoothAreaDto] })
  async listBoothAreas(): Promise<BoothAreaDto[]> {
    const areas = await this.queryBus.execute(new ListBoothAreasQuery());
    return areas.map((area) => BoothAreaDto.from(area));
  }

  @PublicSnapshot()
  @Get('booths')
  @ApiOperation({
    summary:
      'Standplätze der Bereiche mit Selbstauswahl und ihr Status (Plätze anderer Bereiche vergibt nur der Veranstalter)',
  })
  @ApiOkResponse({ type: [BoothDto] })
  async listBooths(): Promise<BoothDto[]> {
    const booths = await this.queryBus.execute(new ListPublicBoothsQuery());
    const now = this.clock.now();
    return booths.map((booth) => BoothDto.from(booth, now));
  }

  @Get('booth-areas/:id/plan-image')
  @ApiOperation({
    summary:
      'Lageplan-Bild eines Bereichs (SVG, PNG oder JPEG); mit der Version ?v= aus plan.imageUrl ein Jahr zwischenspeicherbar',
  })
  @ApiQuery({
    name: 'v',
    required: false,
    description: 'Version des Bilds (aus plan.imageUrl)',
    schema: { type: 'string', maxLength: 64 },
  })
  @ApiResponse({
    status: 200,
    description: 'Das Bild',
    content: {
      'image/svg+xml': { schema: { type: 'string', format: 'binary' } },
      'image/png': { schema: { type: 'string', format: 'binary' } },
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiResponse({
    status: 304,
    description: 'Unverändert seit der Antwort, deren ETag If-None-Match nennt',
  })
  @ApiErrors({ status: 404, description: PLAN_IMAGE_MESSAGES.notFound })
  async getAreaPlanImage(
    @Param('id', new NumericIdPipe(ADMIN_MESSAGES.boothAreaNotFound)) id: number,
    @Query('v') version: unknown,
    @Res() response: HttpReply,
  ): Promise<void> {
    const image = await this.queryBus.execute(new GetAreaPlanImageQuery(id));
    if (!image) throw new NotFoundError(PLAN_IMAGE_MESSAGES.notFound);
    response.header('Content-Type', image.mediaType);
    response.header('ETag', `"${image.contentHash}"`);
    // Immutable only at the address of this very version; any other answer is checked again.
    response.header(
      'Cache-Control',
      version === planImageVersion(image.contentHash)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
    response.header('X-Content-Type-Options', 'nosniff');
    if (image.mediaType === 'image/svg+xml')
      response.header('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
    // A copy the browser has is answered with 304 by the server's ETag check (tagReads).
    response.send(image.content);
  }
}
