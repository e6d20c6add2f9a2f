import { Query } from '@nestjs/cqrs';
import type { LiftSettings } from '../domain/lift-settings.entity.js';

/** The saved lift settings, or the defaults when the organiser has saved none. */
export class GetLiftSettingsQuery extends Query<LiftSettings> {}
