export {
  ACCESS_CODE,
  VENDOR_ID,
  account,
  booth,
  liftAppointment,
  vendor,
  vendorStatus,
} from './vendor-fixtures';
