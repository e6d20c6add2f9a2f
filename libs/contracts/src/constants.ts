/** Business constants shared by backend and frontend (spec 000 section 9). */
export const DEPOSIT_AMOUNT_CENTS = 1000;
export const BOOTH_HOLD_MINUTES = 30;
export const BOOTH_GRID_COLUMNS = 6;
export const TOAST_DURATION_MS = 5000;

/** Area codes in the order the home page lists them. */
export const HOME_AREA_ORDER = ['AK', 'RS', 'BK', 'SO'] as const;
/** Area codes in the order the admin area lists them. */
export const ADMIN_AREA_ORDER = ['AK', 'BK', 'RS', 'SO'] as const;

/** The API types of these lists (BoothStatus, …) are generated from the OpenAPI document. */
export const BOOTH_STATUSES = ['available', 'reserved', 'occupied'] as const;

/** The most characters the registration takes per field (the server refuses more). */
export const REGISTRATION_LIMITS = { name: 200, email: 254, phone: 50, description: 2000 } as const;

/** The most characters of a vendor's message to the organiser. */
export const VENDOR_MESSAGE_MAX_LENGTH = 5000;

export const REGISTRATION_STATES = ['open', 'disabled', 'not_started', 'ended'] as const;

/** The analytics events the spec names (spec 000 section 1). */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'registration_started',
  'registration_step',
  'registration_completed',
  'registration_abandoned',
  'booth_selected',
  'payment_started',
  'status_lookup',
] as const;

export const ANALYTICS_LIMITS = {
  sessionId: 64,
  eventName: 100,
  page: 300,
  dataBytes: 2000,
} as const;

export const LIFT_APPOINTMENT_TYPES = ['setup', 'breakdown'] as const;

/** The vendor status values (spec 000 section 4, spec 001 section 4). */
export const VENDOR_STATUSES = [
  'pending',
  'pending_payment',
  'approved',
  'confirmed',
  'rejected',
  'aufgebaut',
  'paid',
  'checked_in',
  'archived',
  'withdrawn',
] as const;

/** How the deposit was paid or is to be paid. */
export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'sumup'] as const;

/** German names of the vendor status values. */
export const VENDOR_STATUS_LABELS: Record<(typeof VENDOR_STATUSES)[number], string> = {
  pending: 'Wartend',
  pending_payment: 'Anzahlung ausstehend',
  approved: 'Anzahlung geleistet',
  confirmed: 'Bestätigt',
  rejected: 'Abgelehnt',
  aufgebaut: 'Aufgebaut',
  paid: 'Bezahlt',
  checked_in: 'Eingecheckt',
  archived: 'Archiviert',
  withdrawn: 'Zurückgezogen',
} as const;

/**
 * The id of the script element in which the server sends, with index.html, the public data of a
 * page's first render (API path → answer; backend/src/app.setup.ts, frontend/src/lib/page-data.ts).
 */
export const PAGE_DATA_ELEMENT = 'standl-page-data';
