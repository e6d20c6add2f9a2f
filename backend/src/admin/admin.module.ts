import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EnsureAdministratorHandler } from './commands/ensure-administrator.handler.js';
import { Administrator } from './domain/administrator.entity.js';

@Module({
  imports: [MikroOrmModule.forFeature([Administrator])],
  providers: [EnsureAdministratorHandler],
})
export class AdminModule {}
