import {
  applyDecorators,
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  type PipeTransform,
  Post,
} from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { BACKGROUND_TASK_KINDS, BACKGROUND_TASK_MESSAGES } from '@standl/contracts';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../auth/admin.guard.js';
import { CurrentAdmin } from '../../auth/current-admin.decorator.js';
import { ApiErrors } from '../../http/api-responses.js';
import { NumericIdPipe } from '../../http/validation.js';
import { type BackgroundTaskKind, BackgroundTasks } from '../background-tasks.js';
import { BackgroundTaskDto } from './background-task.dto.js';

/** `reaction`, `mail` or `job`; anything else is refused with 400. */
class TaskKindPipe implements PipeTransform<string, BackgroundTaskKind> {
  transform(value: string): BackgroundTaskKind {
    if (!(BACKGROUND_TASK_KINDS as readonly string[]).includes(value)) {
      throw new BadRequestException(BACKGROUND_TASK_MESSAGES.unknownKind);
    }
    return value as BackgroundTaskKind;
  }
}

const TaskIdPipe = new NumericIdPipe(BACKGROUND_TASK_MESSAGES.notFound);

/** Both path parameters, in the route's order (the document must not depend on the compiler). */
const TaskParams = () =>
  applyDecorators(
    ApiParam({ name: 'kind', enum: BACKGROUND_TASK_KINDS, enumName: 'BackgroundTaskKind' }),
    ApiParam({ name: 'id', type: Number }),
  );

/**
 * Background work that failed (issue 26): reactions to events, outgoing mail and retried
 * scheduled jobs in one list, each to be tried again or discarded by the organiser.
 */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin/background-tasks')
export class AdminBackgroundTasksController {
  constructor(private readonly tasks: BackgroundTasks) {}

  @Get()
  @ApiOperation({
    summary: 'Fehlgeschlagene und wiederholte Hintergrundaufgaben (höchstens 200, neueste zuerst)',
  })
  @ApiOkResponse({ type: [BackgroundTaskDto] })
  @AlsoFor('reader')
  async listBackgroundTasks(): Promise<BackgroundTaskDto[]> {
    return (await this.tasks.list()).map(BackgroundTaskDto.from);
  }

  @Post(':kind/:id/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Hintergrundaufgabe sofort erneut versuchen (Versuche ab null)' })
  @TaskParams()
  @ApiOkResponse({ type: BackgroundTaskDto })
  @ApiErrors({ status: 409, description: BACKGROUND_TASK_MESSAGES.notOpen })
  async retryBackgroundTask(
    // Typed `string` for the reflected parameter type: a type alias is Object under SWC (tests)
    // and String under tsc, and swagger orders the path parameters differently for the two.
    @Param('kind', new TaskKindPipe()) kind: string,
    @Param('id', TaskIdPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<BackgroundTaskDto> {
    return BackgroundTaskDto.from(
      await this.tasks.retry(kind as BackgroundTaskKind, id, admin.displayName),
    );
  }

  @Post(':kind/:id/discard')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Hintergrundaufgabe verwerfen (wird nicht mehr versucht)' })
  @TaskParams()
  @ApiNoContentResponse()
  @ApiErrors({ status: 409, description: BACKGROUND_TASK_MESSAGES.notOpen })
  async discardBackgroundTask(
    // Typed `string` for the reflected parameter type: a type alias is Object under SWC (tests)
    // and String under tsc, and swagger orders the path parameters differently for the two.
    @Param('kind', new TaskKindPipe()) kind: string,
    @Param('id', TaskIdPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<void> {
    await this.tasks.discard(kind as BackgroundTaskKind, id, admin.displayName);
  }
}
