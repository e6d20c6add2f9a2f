import { Query } from '@nestjs/cqrs';

export interface PreviousBooth {
  year: number;
  boothArea: string;
  boothNumber: string;
}

/** The stall a vendor (by e-mail, case-insensitive) had in the latest archived season. */
export class FindPreviousBoothQuery extends Query<PreviousBooth | null> {
  constructor(readonly email: string) {
    super();
  }
}
