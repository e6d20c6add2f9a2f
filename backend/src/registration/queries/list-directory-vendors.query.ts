import { Query } from '@nestjs/cqrs';

/** A vendor the public directory may name: only what they agreed to show (decision 330). */
export interface DirectoryVendor {
  id: string;
  /** Name or firm. */
  name: string;
  /** What they sell: the description of their goods from the registration. */
  description: string;
}

/**
 * The vendors who agreed to appear in the public directory 'Aussteller {year}' and are still
 * part of the market: not blocked, rejected or withdrawn (deleted vendors are gone anyway).
 * Whether they have a stall is the booths' fact; the read side joins the two.
 */
export class ListDirectoryVendorsQuery extends Query<DirectoryVendor[]> {}
