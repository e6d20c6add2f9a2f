import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/sql';
import { EMAIL_TEMPLATE_MESSAGES } from '@standl/contracts';
import { MessageDto } from '../../shared/http/message.dto.js';
import { type AdminPrincipal, AdminOnly, AlsoFor } from '../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../shared/auth/current-admin.decorator.js';
import { NumericIdPipe } from '../../shared/http/validation.js';
import {
  CreateDefaultEmailTemplatesCommand,
  DeleteEmailTemplateCommand,
  SaveEmailTemplateCommand,
} from '../commands/email-template.commands.js';
import { EmailTemplate } from '../domain/email-template.entity.js';
import {
  CreatedTemplatesDto,
  EmailTemplateDto,
  SaveEmailTemplateDto,
} from './email-template.dto.js';

const TemplateIdPipe = new NumericIdPipe(EMAIL_TEMPLATE_MESSAGES.templateNotFound);

/** The organiser's e-mail templates (spec 001 sections 2, 3 and 7). */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin/email-templates')
export class EmailTemplatesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly em: EntityManager,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Alle E-Mail-Vorlagen' })
  @ApiOkResponse({ type: [EmailTemplateDto] })
  @AlsoFor('reader')
  async listEmailTemplates(): Promise<EmailTemplateDto[]> {
    const templates = await this.em.find(
      EmailTemplate,
      {},
      { orderBy: { name: 'asc', id: 'asc' } },
    );
    return templates.map(EmailTemplateDto.from);
  }

  @Post()
  @ApiOperation({ summary: 'Vorlage erstellen' })
  @ApiCreatedResponse({ type: EmailTemplateDto })
  async createEmailTemplate(
    @Body() body: SaveEmailTemplateDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<EmailTemplateDto> {
    return EmailTemplateDto.from(
      await this.commandBus.execute(new SaveEmailTemplateCommand(null, body, admin.displayName)),
    );
  }

  @Post('defaults')
  @ApiOperation({ summary: 'Fehlende Standardvorlagen erstellen' })
  @ApiCreatedResponse({ type: CreatedTemplatesDto })
  async createDefaultEmailTemplates(
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<CreatedTemplatesDto> {
    const created = await this.commandBus.execute(
      new CreateDefaultEmailTemplatesCommand(admin.displayName),
    );
    return {
      created,
      message:
        created === 0
          ? 'Alle Standardvorlagen sind bereits vorhanden'
          : `${created} Standardvorlagen erstellt`,
    };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Vorlage ändern' })
  @ApiOkResponse({ type: EmailTemplateDto })
  async updateEmailTemplate(
    @Param('id', TemplateIdPipe) id: number,
    @Body() body: SaveEmailTemplateDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<EmailTemplateDto> {
    return EmailTemplateDto.from(
      await this.commandBus.execute(new SaveEmailTemplateCommand(id, body, admin.displayName)),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Vorlage löschen (automatische E-Mails nutzen dann den Standardtext)' })
  @ApiOkResponse({ type: MessageDto })
  async deleteEmailTemplate(
    @Param('id', TemplateIdPipe) id: number,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<MessageDto> {
    await this.commandBus.execute(new DeleteEmailTemplateCommand(id, admin.displayName));
    return { message: EMAIL_TEMPLATE_MESSAGES.deleted };
  }
}
