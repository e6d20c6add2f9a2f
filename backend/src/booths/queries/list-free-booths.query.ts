import { Query } from '@nestjs/cqrs';

export interface FreeBooth {
  id: number;
  number: string;
}

/** An area's stalls that are free right now (FREE_BOOTH_SQL), lowest number first. */
export class ListFreeBoothsQuery extends Query<FreeBooth[]> {
  constructor(readonly areaId: number) {
    super();
  }
}
