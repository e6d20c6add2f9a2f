import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { FindPreviousBoothQuery, type PreviousBooth } from './find-previous-booth.query.js';

@QueryHandler(FindPreviousBoothQuery)
export class FindPreviousBoothHandler implements IQueryHandler<FindPreviousBoothQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ email }: FindPreviousBoothQuery): Promise<PreviousBooth | null> {
    const [row] = await this.em.execute<
      { year: number; booth_area: string; booth_number: string }[]
    >(
      `select year, booth_area, booth_number from archive_entry
       where lower(email) = lower(?) and booth_number is not null
       order by year desc, archived_at desc limit 1`,
      [email.trim()],
    );
    return row
      ? { year: row.year, boothArea: row.booth_area ?? '', boothNumber: row.booth_number }
      : null;
  }
}
