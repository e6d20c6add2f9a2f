export { PaymentsTab } from './components/PaymentsTab';
export type {
  BankDetailsWithReference,
  LedgerKindWithTransfer,
  LedgerLineWithValueDate,
  PaymentReadinessDto,
  PaymentReadinessItemDto,
} from './bank/bank-api-types';
