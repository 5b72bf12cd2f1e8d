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

/** Tables as the migrations in functions/migrations create them. */
export interface Database {
  profiles: ProfilesTable;
  subscriptions: SubscriptionsTable;
}
