import { Query } from '@nestjs/cqrs';
import type { Booth } from '../domain/booth.entity.js';

/** All stalls with their area, ordered by area and number. */
export class ListBoothsQuery extends Query<Booth[]> {}
