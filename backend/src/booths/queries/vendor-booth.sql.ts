import { STALL_PRICE_DETAIL_SQL, STALL_PRICE_TOTAL_SQL } from '../domain/stall-price.sql.js';

/** The stall columns a VendorBooth is made of (table aliases `b` booth, `a` booth_area). */
export const VENDOR_BOOTH_SQL = `select b.id, b.number, b.status, b.location_description, b.vendor_id,
    b.hold_vendor_id, b.hold_expires_at, coalesce(b.agreed_price, ${STALL_PRICE_TOTAL_SQL}) as price,
    case when b.agreed_price is null then ${STALL_PRICE_DETAIL_SQL}
      else b.agreed_price_detail end as price_detail,
    a.id as area_id, a.code as area_code, a.name as area_name
  from booth b join booth_area a on a.id = b.area_id`;
