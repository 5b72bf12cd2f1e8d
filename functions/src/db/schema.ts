import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ProfilesTable {
  user_id: string;
  email: string;
  full_name: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Tables as the migrations in functions/migrations create them. */
export interface Database {
  profiles: ProfilesTable;
}
