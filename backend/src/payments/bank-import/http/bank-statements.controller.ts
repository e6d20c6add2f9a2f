import {
  Body,
  Controller,
  type CallHandler,
  type ExecutionContext,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  NotFoundException,
  Param,
  Post,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { catchError, type Observable, throwError } from 'rxjs';
import { type AdminPrincipal, AdminOnly } from '../../../shared/auth/admin.guard.js';
import { CurrentAdmin } from '../../../shared/auth/current-admin.decorator.js';
import { ApiErrors } from '../../../shared/http/api-responses.js';
import { OneActionWithinWindow } from '../../../shared/http/idempotency.interceptor.js';
import { isUploadRefusal } from '../../../shared/http/http-server.js';
import { BANK_STATEMENT_MESSAGES, BankStatements } from '../bank-statements.js';
import {
  BANK_IMPORT_MESSAGES,
  MAX_STATEMENT_BYTES,
  StatementFileError,
} from '../parsing/statement-line.js';
import {
  BankStatementBookingDto,
  BankStatementBookingResultDto,
  BankStatementDto,
  BankStatementSummaryDto,
  BankStatementUploadDto,
} from './bank-statement.dto.js';

/** What multer hands over of the uploaded file (kept in memory). */
interface UploadedStatement {
  originalname: string;
  buffer: Buffer;
}

/** A statement id in the path: a UUID, else an unknown statement. */
const StatementIdPipe = {
  transform(value: string): string {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
      throw new NotFoundException(BANK_STATEMENT_MESSAGES.notFound);
    }
    return value.toLowerCase();
  },
};

/** Multer's refusals (too large, more files or fields than allowed) in German (decisions 239). */
@Injectable()
class GermanUploadErrors implements NestInterceptor {
  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof HttpException && !(error instanceof StatementFileError)) {
          const status = error.getStatus();
          if (status === HttpStatus.PAYLOAD_TOO_LARGE) {
            return throwError(
              () => new StatementFileError(BANK_IMPORT_MESSAGES.fileTooLarge, status),
            );
          }
          if (isUploadRefusal(error)) {
            return throwError(() => new StatementFileError(BANK_IMPORT_MESSAGES.fileMissing));
          }
        }
        return throwError(() => error);
      }),
    );
  }
}

/**
 * The organiser's bank statement import (issue 30, docs/decisions.md 234–241): upload a CAMT.053
 * or CSV statement, review the proposed vendor of each credit, book or ignore lines. Organiser
 * only: it books money of many vendors at once.
 */
@ApiTags('Admin')
@AdminOnly()
@Controller('admin/bank-statements')
export class BankStatementsController {
  constructor(private readonly statements: BankStatements) {}

  @Post()
  @UseInterceptors(
    GermanUploadErrors,
    FileInterceptor('file', {
      // No storage given: multer keeps the file in memory (at most 5 MB).
      limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 5, parts: 10 },
    }),
  )
  @ApiOperation({
    summary:
      'Kontoauszug hochladen (CAMT.053 oder CSV von George, ELBA, Bank Austria; höchstens 5 MB, 10.000 Zeilen): liest die Gutschriften in Euro und schlägt je Zeile einen Händler vor; verbucht noch nichts',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BankStatementUploadDto })
  @ApiCreatedResponse({ type: BankStatementDto })
  @ApiErrors(422)
  async uploadBankStatement(
    // The request, not @UploadedFile(): the global pipes would walk the 5 MB buffer byte by byte.
    @Req() request: { file?: UploadedStatement },
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<BankStatementDto> {
    const file = request.file;
    if (!file) throw new StatementFileError(BANK_IMPORT_MESSAGES.fileMissing);
    const id = await this.statements.upload(file.originalname, file.buffer, admin.displayName);
    return this.statements.get(id);
  }

  @Get()
  @ApiOperation({
    summary: 'Hochgeladene Kontoauszüge, neueste zuerst, mit dem Stand ihrer Zeilen',
  })
  @ApiOkResponse({ type: [BankStatementSummaryDto] })
  listBankStatements(): Promise<BankStatementSummaryDto[]> {
    return this.statements.list();
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'Ein Kontoauszug mit allen Zeilen, ihrem Stand und dem jetzt vorgeschlagenen Händler (nach Zugangscode/Rechnungsnummer, sonst Betrag und Name)',
  })
  @ApiOkResponse({ type: BankStatementDto })
  getBankStatement(@Param('id', StatementIdPipe) id: string): Promise<BankStatementDto> {
    return this.statements.get(id);
  }

  @Post(':id/book')
  @OneActionWithinWindow()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Zeilen verbuchen (vendorId) oder ignorieren (null): jede Zeile als Überweisung mit ihrem Valutadatum, höchstens einmal; Überzahlung wird als Rückerstattung vorgemerkt; schon verbuchte oder ignorierte Zeilen und gesperrte Händler werden übersprungen',
  })
  @ApiOkResponse({ type: BankStatementBookingResultDto })
  async bookBankStatement(
    @Param('id', StatementIdPipe) id: string,
    @Body() body: BankStatementBookingDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<BankStatementBookingResultDto> {
    return this.statements.book(id, body.lines, admin.displayName);
  }
}
