// The public entry of communication: all that other contexts may use of it.
export { AddStandardEnglishTextsCommand } from './commands/email-template.commands.js';
export { CountInvitationsQuery } from './queries/count-invitations.query.js';
export { CountUnreadMessagesQuery } from './queries/count-unread-messages.query.js';
export {
  ListSentMailsQuery,
  MAIL_BADGES,
  type MailBadge,
  NO_MAILS_SENT,
  type SentMails,
} from './queries/list-sent-mails.query.js';
export { ListVendorMessagesQuery } from './queries/list-vendor-messages.query.js';
