import type { ColumnType, Generated } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface ProfilesTable {
  user_id: string;
  email: string;
  full_name: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionsTable {
  user_id: string;
  email: Generated<string>;
  subscribed: Generated<boolean>;
  subscription_tier: Generated<string>;
  subscription_end: NullableTimestamp;
  is_trial: Generated<boolean>;
  trial_end: NullableTimestamp;
  trial_used: Generated<boolean>;
  payment_customer_id: string | null;
  payment_subscription_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
  granted_by: string | null;
  granted_at: Timestamp;
}

export interface RoleAuditTable {
  id: Generated<string>;
  actor_user_id: string;
  target_user_id: string;
  role: string;
  action: 'grant' | 'revoke';
  created_at: Timestamp;
}

export interface SavedItemsTable {
  id: Generated<string>;
  user_id: string;
  item_type: string;
  title: string;
  description: Generated<string>;
  image_url: string | null;
  item_data: ColumnType<unknown, string | undefined, string>;
  item_id: string;
  created_at: Timestamp;
}

export interface DeviceFingerprintsTable {
  fingerprint_hash: string;
  user_agent: Generated<string>;
  screen_resolution: Generated<string>;
  timezone: Generated<string>;
  language: Generated<string>;
  platform: Generated<string>;
  cookie_enabled: boolean | null;
  local_storage_enabled: boolean | null;
  session_storage_enabled: boolean | null;
  indexed_db_enabled: boolean | null;
  webgl_vendor: Generated<string>;
  webgl_renderer: Generated<string>;
  canvas_fingerprint: Generated<string>;
  audio_fingerprint: Generated<string>;
  ip_address: string | null;
  reported_ip_address: string | null;
  first_seen: Timestamp;
  last_seen: Timestamp;
}

/** A `date` column: written as `YYYY-MM-DD`, read back by pg as a Date. */
export type DateOnly = ColumnType<Date, string, string>;

export interface UserUsageTable {
  user_id: string;
  usage_day: DateOnly;
  usage_type: string;
  count: Generated<number>;
  updated_at: Timestamp;
}

export interface DeviceUsageTable {
  fingerprint_hash: string;
  usage_day: DateOnly;
  usage_type: string;
  count: Generated<number>;
  ip_address: string | null;
  updated_at: Timestamp;
}

export interface DiscountTokensTable {
  token: string;
  percent_off: number;
  expires_at: Timestamp;
  redeemed_by: string | null;
  redeemed_at: NullableTimestamp;
  created_by: string;
  created_at: Timestamp;
  /** The checkout holding the token (migration 0008); after redemption, the one that spent it. */
  reserved_for_checkout: string | null;
  /** The user who opened that checkout; null for a guest. */
  reserved_by: string | null;
  /** When the hold lapses (the checkout's own expiry); a lapsed hold counts as free. */
  reserved_until: NullableTimestamp;
}

export interface PaymentEventsTable {
  event_id: string;
  event_type: string;
  processed_at: Timestamp;
}

export interface GuestPurchasesTable {
  id: Generated<string>;
  email: string;
  /** pending: awaiting its claim; held: kept for review, a plan at least as good won (0009). */
  status: ColumnType<'pending' | 'held', 'pending' | 'held' | undefined, 'pending' | 'held'>;
  /** The account whose better plan was kept; null for a pending row or a guest-to-guest hold. */
  held_for_user_id: string | null;
  subscribed: Generated<boolean>;
  subscription_tier: string;
  subscription_end: NullableTimestamp;
  payment_customer_id: string | null;
  payment_subscription_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A guest network's daily counter (0010): an IPv4 address or an IPv6 /64 prefix. */
export interface NetworkUsageTable {
  ip_network: string;
  usage_day: DateOnly;
  usage_type: string;
  count: Generated<number>;
  updated_at: Timestamp;
}

/** A started trial, by the keyed hash of its normalised e-mail (0010); outlives the account. */
export interface TrialClaimsTable {
  email_hash: string;
  claimed_at: Timestamp;
}

/** Hits of one client on one function in one minute window (0011). */
export interface RateLimitsTable {
  scope: string;
  client_key: string;
  window_start: Timestamp;
  hits: number;
}

/** A review of Voyagent (0012): one per user, pending until support approves or rejects it. */
export interface ReviewsTable {
  id: Generated<string>;
  user_id: string;
  user_name: string;
  rating: number;
  title: string;
  content: string;
  trip_destination: string;
  trip_type: string;
  verification_status: 'verified' | null;
  helpful_count: Generated<number>;
  status: ColumnType<
    'pending' | 'approved' | 'rejected',
    'pending' | 'approved' | 'rejected' | undefined,
    'pending' | 'approved' | 'rejected'
  >;
  moderated_by: string | null;
  moderated_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  caller: string;
  function_name: string;
  key: string;
  request_hash: string;
  /** jsonb: written as JSON text, read back parsed. */
  response: ColumnType<unknown, string | null, string>;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date, Date>;
}

/** An address from the e-mail capture popup (0014), kept once, lower case. */
export interface TrialSignupEmailsTable {
  email: string;
  created_at: Timestamp;
  /** Claimed while the welcome e-mail is handed over; null until it has been sent. */
  welcome_sent_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
}

/** A message the local e-mail provider kept instead of sending (0014). */
export interface EmailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_url: string;
  created_at: Timestamp;
}

/** Tables as the migrations in functions/migrations create them. */
export interface Database {
  profiles: ProfilesTable;
  subscriptions: SubscriptionsTable;
  user_roles: UserRolesTable;
  role_audit: RoleAuditTable;
  saved_items: SavedItemsTable;
  device_fingerprints: DeviceFingerprintsTable;
  user_usage: UserUsageTable;
  device_usage: DeviceUsageTable;
  discount_tokens: DiscountTokensTable;
  payment_events: PaymentEventsTable;
  guest_purchases: GuestPurchasesTable;
  network_usage: NetworkUsageTable;
  trial_claims: TrialClaimsTable;
  rate_limits: RateLimitsTable;
  reviews: ReviewsTable;
  idempotency_keys: IdempotencyKeysTable;
  trial_signup_emails: TrialSignupEmailsTable;
  email_outbox: EmailOutboxTable;
}
