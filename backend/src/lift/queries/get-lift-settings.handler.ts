import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { LiftSettings } from '../domain/lift-settings.entity.js';
import { GetLiftSettingsQuery } from './get-lift-settings.query.js';

@QueryHandler(GetLiftSettingsQuery)
export class GetLiftSettingsHandler implements IQueryHandler<GetLiftSettingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<LiftSettings> {
    const saved = await this.em.findOne(LiftSettings, { id: LiftSettings.SINGLETON_ID });
    return saved ?? new LiftSettings();
  }
}
