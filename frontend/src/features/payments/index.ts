export { CHECKOUT_ID_KEY, rememberCheckout, statusPageUrl } from './pending-checkout';
export { checkReturnedPayment } from './api/payment-api';
