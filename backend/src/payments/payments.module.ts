import { type INestApplication, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CreateDepositCheckoutHandler } from './commands/create-deposit-checkout.handler.js';
import { SyncCheckoutHandler } from './commands/sync-checkout.handler.js';
import { Payment } from './domain/payment.entity.js';
import { PaymentsController } from './http/payments.controller.js';
import { SumUpController } from './http/sumup.controller.js';
import { SumUpSimulator } from './infra/sumup-simulator.js';
import { SIMULATOR_PATH, SumUpGateway } from './infra/sumup.gateway.js';

export { SUMUP_WIDGET_ORIGINS } from './infra/sumup.gateway.js';

/** Without SumUp credentials the app serves the SumUp simulator itself (DECISIONS 7). */
export function mountSumUpSimulator(app: INestApplication): void {
  app.use(SIMULATOR_PATH, app.get(SumUpSimulator).router());
}

@Module({
  imports: [MikroOrmModule.forFeature([Payment])],
  controllers: [SumUpController, PaymentsController],
  providers: [SumUpGateway, SumUpSimulator, CreateDepositCheckoutHandler, SyncCheckoutHandler],
  exports: [SumUpSimulator],
})
export class PaymentsModule {}
