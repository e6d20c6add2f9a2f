export { VendorHistory } from './components/VendorActivity';
export { VendorsTab } from './components/VendorsTab';
export { paymentMethodLabel, shortName } from './vendor-rules';
export { PromptDialog } from './components/PromptDialog';
export { PERMANENT_BLOCK_LABEL } from './vendor-rules';
