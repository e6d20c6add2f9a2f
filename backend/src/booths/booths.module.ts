import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { SeedBoothAreasHandler } from './commands/seed-booth-areas.handler.js';
import { BoothArea } from './domain/booth-area.entity.js';
import { Booth } from './domain/booth.entity.js';
import { BoothsController } from './http/booths.controller.js';
import { ListBoothAreasHandler } from './queries/list-booth-areas.handler.js';
import { ListBoothsHandler } from './queries/list-booths.handler.js';

@Module({
  imports: [MikroOrmModule.forFeature([BoothArea, Booth])],
  controllers: [BoothsController],
  providers: [SeedBoothAreasHandler, ListBoothAreasHandler, ListBoothsHandler],
})
export class BoothsModule {}
