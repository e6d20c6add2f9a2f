export { PaymentsTab } from './components/PaymentsTab';
export type {
  BankDetailsWithReference,
  PaymentReadinessDto,
  PaymentReadinessItemDto,
} from './bank/bank-api-types';
