export {
  VENDOR_ID,
  adminAreas,
  adminBooth,
  adminSettings,
  adminVendor,
} from './admin-vendor-fixtures';
