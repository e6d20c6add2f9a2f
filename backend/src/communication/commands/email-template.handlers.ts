import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  EMAIL_TEMPLATE_MESSAGES,
  formatEuro,
  formatLongDate,
  HOME_AREA_ORDER,
  type MailPurpose,
} from '@standl/contracts';
import { ListBoothAreasQuery } from '../../booths/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { EmailTemplate } from '../domain/email-template.entity.js';
import {
  EmailTemplateDeletedEvent,
  EmailTemplateSavedEvent,
} from '../domain/email-template.events.js';
import {
  AUTOMATIC_TEMPLATES,
  type InvitationFacts,
  invitationTemplate,
  type TemplateText,
} from '../templates/default-templates.js';
import {
  AddStandardEnglishTextsCommand,
  CreateDefaultEmailTemplatesCommand,
  DeleteEmailTemplateCommand,
  SaveEmailTemplateCommand,
} from './email-template.commands.js';

@CommandHandler(SaveEmailTemplateCommand)
export class SaveEmailTemplateHandler implements ICommandHandler<SaveEmailTemplateCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ id, fields, actor }: SaveEmailTemplateCommand): Promise<EmailTemplate> {
    return this.transaction.run(async ({ em, record }) => {
      const now = this.clock.now();
      const { subjectEn, contentEn, ...german } = fields;
      let template: EmailTemplate;
      if (id === null) {
        template = em.create(EmailTemplate, { ...german, createdAt: now, updatedAt: now });
      } else {
        const found = await em.findOne(EmailTemplate, id);
        if (!found) throw new NotFoundException(EMAIL_TEMPLATE_MESSAGES.templateNotFound);
        template = em.assign(found, { ...german, updatedAt: now });
      }
      // Both or neither; left out or blank, the template is German only (decision 356).
      template.setEnglish(subjectEn, contentEn);
      await em.flush();
      record(
        new EmailTemplateSavedEvent(String(template.id), {
          name: template.name,
          category: template.category,
          created: id === null,
        }),
      );
      return template;
    }, actor);
  }
}

@CommandHandler(DeleteEmailTemplateCommand)
export class DeleteEmailTemplateHandler implements ICommandHandler<DeleteEmailTemplateCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ id, actor }: DeleteEmailTemplateCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const template = await em.findOne(EmailTemplate, id);
      if (!template) throw new NotFoundException(EMAIL_TEMPLATE_MESSAGES.templateNotFound);
      em.remove(template);
      record(new EmailTemplateDeletedEvent(String(id), { name: template.name }));
    }, actor);
  }
}

/**
 * The standard templates (one per automatic mail, plus 'Händler-Einladung' with the season's
 * dates and prices), created where missing; twice creates nothing twice.
 */
@CommandHandler(CreateDefaultEmailTemplatesCommand)
export class CreateDefaultEmailTemplatesHandler implements ICommandHandler<CreateDefaultEmailTemplatesCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ actor }: CreateDefaultEmailTemplatesCommand): Promise<number> {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, 'email-template-defaults');
      const existing = new Set(
        (await em.find(EmailTemplate, { purpose: { $ne: null } })).map((t) => t.purpose),
      );
      const wanted: [MailPurpose, TemplateText][] = [
        ...(Object.entries(AUTOMATIC_TEMPLATES) as [MailPurpose, TemplateText][]),
        ['invitation', invitationTemplate(await this.invitationFacts())],
      ];
      const now = this.clock.now();
      let created = 0;
      for (const [purpose, text] of wanted) {
        if (existing.has(purpose)) continue;
        const { english, ...german } = text;
        const template = em.create(EmailTemplate, {
          ...german,
          subjectEn: english?.subject ?? null,
          contentEn: english?.content ?? null,
          purpose,
          createdAt: now,
          updatedAt: now,
        });
        await em.flush();
        record(
          new EmailTemplateSavedEvent(String(template.id), {
            name: template.name,
            category: template.category,
            created: true,
          }),
        );
        created += 1;
      }
      return created;
    }, actor);
  }

  private async invitationFacts(): Promise<InvitationFacts> {
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    const areas = await this.queryBus.execute(new ListBoothAreasQuery());
    const start = settings.marketStartDate;
    const end = settings.marketEndDate;
    const ordered = [...areas].sort(
      (a, b) =>
        HOME_AREA_ORDER.indexOf(a.code as (typeof HOME_AREA_ORDER)[number]) -
        HOME_AREA_ORDER.indexOf(b.code as (typeof HOME_AREA_ORDER)[number]),
    );
    return {
      marketName: settings.marketName,
      year: settings.currentYear,
      marketPeriod: start && end ? `${formatLongDate(start)} bis ${formatLongDate(end)}` : null,
      openingHours: `${settings.dailyOpenTime} bis ${settings.dailyCloseTime} Uhr (letzter Tag bis 18:00 Uhr)`,
      areaPrices: ordered.map((area) => `${area.name} (${area.code}): ${formatEuro(area.price)}`),
    };
  }
}

/**
 * The English of the standard texts for templates stored before issue 33 (docs/decisions.md 355):
 * only where the German is still the standard text, since an English standard text beside the
 * organiser's own German would say something else. Under the defaults' lock, like creating them.
 */
@CommandHandler(AddStandardEnglishTextsCommand)
export class AddStandardEnglishTextsHandler implements ICommandHandler<AddStandardEnglishTextsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ actor }: AddStandardEnglishTextsCommand): Promise<number> {
    return this.transaction.run(async ({ em, record }) => {
      await lockForTransaction(em, 'email-template-defaults');
      const candidates = await em.find(EmailTemplate, {
        purpose: { $in: Object.keys(AUTOMATIC_TEMPLATES) as MailPurpose[] },
        subjectEn: null,
      });
      const now = this.clock.now();
      let added = 0;
      for (const template of candidates) {
        const standard = AUTOMATIC_TEMPLATES[template.purpose as keyof typeof AUTOMATIC_TEMPLATES];
        const unchanged =
          template.subject === standard.subject && template.content === standard.content;
        if (!unchanged || !standard.english) continue;
        template.setEnglish(standard.english.subject, standard.english.content);
        template.updatedAt = now;
        record(
          new EmailTemplateSavedEvent(String(template.id), {
            name: template.name,
            category: template.category,
            created: false,
          }),
        );
        added += 1;
      }
      await em.flush();
      return added;
    }, actor);
  }
}
