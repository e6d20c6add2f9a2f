import { Query } from '@nestjs/cqrs';

/** Messages the organiser has not opened yet, per vendor id. */
export class CountUnreadMessagesQuery extends Query<Map<string, number>> {}
