import { ApiProperty } from '@nestjs/swagger';
import { BACKGROUND_TASK_KINDS, BACKGROUND_TASK_STATES } from '@standl/contracts';
import type {
  BackgroundTask,
  BackgroundTaskKind,
  BackgroundTaskState,
} from '../background-tasks.js';

export class BackgroundTaskDto {
  @ApiProperty({ enum: BACKGROUND_TASK_KINDS, enumName: 'BackgroundTaskKind' })
  kind!: BackgroundTaskKind;
  @ApiProperty({ example: '42' }) id!: string;
  @ApiProperty({
    example: 'E-Mail an anna@example.at: Ihre Anmeldung',
    description: 'Was die Aufgabe ist, auf Deutsch',
  })
  title!: string;
  @ApiProperty({
    enum: BACKGROUND_TASK_STATES,
    enumName: 'BackgroundTaskState',
    description: 'failed: endgültig fehlgeschlagen; retrying: fehlgeschlagen, wird wiederholt',
  })
  state!: BackgroundTaskState;
  @ApiProperty({ description: 'Versuche seit dem letzten Neustart' }) attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Nächster Versuch (nur bei retrying)',
  })
  nextAttemptAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  static from(task: BackgroundTask): BackgroundTaskDto {
    return {
      kind: task.kind,
      id: task.id,
      title: task.title,
      state: task.state,
      attempts: task.attempts,
      lastError: task.lastError,
      nextAttemptAt: task.nextAttemptAt?.toISOString() ?? null,
      createdAt: task.createdAt.toISOString(),
    };
  }
}
