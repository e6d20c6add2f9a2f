import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ADMIN_ROLE_LABELS, escapeHtml } from '@standl/contracts';
import {
  AccountInvitedEvent,
  accountLinkUrl,
  PasswordResetRequestedEvent,
} from '../../admin/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { MailOutbox } from '../outbox/mail-outbox.js';

const VIENNA = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The team's mails (issue 29): the invitation and the password reset, each with its one-time
 * link computed again from the token id in the event (docs/decisions.md 217). They go out when
 * a person asked for them (the organiser's invitation, the member's reset), so a hold on
 * automatic mails does not keep them back.
 */
@Injectable()
@ReactsTo('communication.team-mails', [AccountInvitedEvent.TYPE, PasswordResetRequestedEvent.TYPE])
export class TeamMailsReactor implements EventReactor {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    const market = settings.marketName || 'Standl';
    if (event.type === AccountInvitedEvent.TYPE) {
      const invited = event.payload as AccountInvitedEvent['payload'];
      if (!invited.email) return;
      const link = accountLinkUrl(
        this.config.publicUrl,
        this.config.jwtSecret,
        'invitation',
        invited.tokenId,
      );
      await this.outbox.queue(em, {
        to: invited.email,
        toName: invited.name,
        subject: `Einladung ins Team: ${market}`,
        html: `<p>Guten Tag ${escapeHtml(invited.name)},</p>
<p>Sie sind eingeladen, in der Verwaltung von <strong>${escapeHtml(market)}</strong> mitzuarbeiten, mit der Rolle <strong>${escapeHtml(ADMIN_ROLE_LABELS[invited.role])}</strong>.</p>
<p><a href="${escapeHtml(link)}">Einladung annehmen und Passwort festlegen</a></p>
<p>Der Link gilt bis ${escapeHtml(VIENNA.format(new Date(invited.expiresAt)))} und nur einmal. Ihr Benutzername ist ${escapeHtml(invited.username)}.</p>
<p>Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.</p>`,
        category: 'general',
        automatic: false,
        purpose: 'team-invitation',
        cause: event.type,
        requestedBy: event.actor,
        dedupeKey: `team-invitation:${event.id}`,
      });
      return;
    }
    const reset = event.payload as PasswordResetRequestedEvent['payload'];
    const link = accountLinkUrl(
      this.config.publicUrl,
      this.config.jwtSecret,
      'password-reset',
      reset.tokenId,
    );
    await this.outbox.queue(em, {
      to: reset.email,
      toName: reset.name,
      subject: `Passwort zurücksetzen: ${market}`,
      html: `<p>Guten Tag ${escapeHtml(reset.name)},</p>
<p>für Ihr Konto ${escapeHtml(reset.username)} in der Verwaltung von <strong>${escapeHtml(market)}</strong> wurde ein neues Passwort angefordert.</p>
<p><a href="${escapeHtml(link)}">Neues Passwort festlegen</a></p>
<p>Der Link gilt eine Stunde (bis ${escapeHtml(VIENNA.format(new Date(reset.expiresAt)))}) und nur einmal. Danach sind Sie überall abgemeldet.</p>
<p>Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.</p>`,
      category: 'general',
      automatic: false,
      purpose: 'team-password-reset',
      cause: event.type,
      dedupeKey: `team-password-reset:${event.id}`,
    });
  }
}
