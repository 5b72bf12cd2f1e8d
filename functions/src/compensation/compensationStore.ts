/** Flight-compensation claims in the database (0017): every query is scoped to one user. */
import type {
  ClaimStatus,
  CompensationClaim,
  CompensationEstimateAnswer,
  Disruption,
  ExtraordinaryAnswer,
} from '@voyagent/contracts';
import { sql, type ColumnType, type Generated, type Kysely, type Selectable } from 'kysely';
import { newestFirstPage } from '../db/pages';
import type { Database, Timestamp } from '../db/schema';

/** One claim (0017). */
export interface CompensationClaimsTable {
  id: Generated<string>;
  user_id: string;
  email: string;
  passenger_name: string;
  flight_number: string;
  /** Read as text (`flight_date::text`): a `date` parsed by pg would shift with the time zone. */
  flight_date: ColumnType<string, string, string>;
  booking_reference: string | null;
  from_airport: string;
  to_airport: string;
  disruption: Disruption;
  arrival_delay_minutes: number | null;
  eu_carrier: boolean;
  extraordinary_circumstances: ExtraordinaryAnswer;
  estimate: ColumnType<CompensationEstimateAnswer, string, string>;
  estimate_status: 'eligible' | 'unknown';
  amount_eur: number | null;
  distance_km: number;
  status: Generated<ClaimStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

type ClaimsDatabase = Database & { compensation_claims: CompensationClaimsTable };

const claimsTables = (db: Kysely<Database>): Kysely<ClaimsDatabase> =>
  db.withTables<{ compensation_claims: CompensationClaimsTable }>();

export interface NewClaim {
  userId: string;
  email: string;
  passengerName: string;
  flightNumber: string;
  flightDate: string;
  bookingReference: string | undefined;
  arrivalDelayMinutes: number | undefined;
  disruption: Disruption;
  euCarrier: boolean;
  extraordinaryCircumstances: ExtraordinaryAnswer;
  /** The server's estimate: eligible or unknown (a flight found not covered is never filed). */
  estimate: CompensationEstimateAnswer & { status: 'eligible' | 'unknown' };
}

const claimColumns = [
  'id',
  'status',
  'flight_number',
  sql<string>`flight_date::text`.as('flight_date'),
  'from_airport',
  'to_airport',
  'disruption',
  'passenger_name',
  'booking_reference',
  'email',
  'estimate_status',
  'amount_eur',
  'distance_km',
  'created_at',
] as const;

type ClaimRow = Pick<
  Selectable<CompensationClaimsTable>,
  | 'id'
  | 'status'
  | 'flight_number'
  | 'flight_date'
  | 'from_airport'
  | 'to_airport'
  | 'disruption'
  | 'passenger_name'
  | 'booking_reference'
  | 'email'
  | 'estimate_status'
  | 'amount_eur'
  | 'distance_km'
  | 'created_at'
>;

function toClaim(row: ClaimRow): CompensationClaim {
  return {
    id: String(row.id),
    status: row.status,
    flightNumber: row.flight_number,
    flightDate: row.flight_date,
    from: row.from_airport,
    to: row.to_airport,
    disruption: row.disruption,
    passengerName: row.passenger_name,
    bookingReference: row.booking_reference,
    email: row.email,
    estimateStatus: row.estimate_status,
    amountEur: row.amount_eur,
    distanceKm: row.distance_km,
    createdAt: row.created_at.toISOString(),
  };
}

/** Files the claim as submitted; undefined when the user has claimed this flight and date. */
export async function insertClaim(
  db: Kysely<Database>,
  claim: NewClaim,
): Promise<CompensationClaim | undefined> {
  const { estimate } = claim;
  const row = await claimsTables(db)
    .insertInto('compensation_claims')
    .values({
      user_id: claim.userId,
      email: claim.email,
      passenger_name: claim.passengerName,
      flight_number: claim.flightNumber,
      flight_date: claim.flightDate,
      booking_reference: claim.bookingReference ?? null,
      from_airport: estimate.from.code,
      to_airport: estimate.to.code,
      disruption: claim.disruption,
      arrival_delay_minutes: claim.arrivalDelayMinutes ?? null,
      eu_carrier: claim.euCarrier,
      extraordinary_circumstances: claim.extraordinaryCircumstances,
      estimate: JSON.stringify(estimate),
      estimate_status: estimate.status,
      amount_eur: estimate.amountEur,
      distance_km: estimate.distanceKm,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'flight_number', 'flight_date']).doNothing(),
    )
    .returning(claimColumns)
    .executeTakeFirst();
  return row && toClaim(row);
}

/** The user's claims, newest first, one row more than the page (db/pages.ts). */
export async function claimsPage(
  db: Kysely<Database>,
  userId: string,
  page: { limit: number; offset: number },
): Promise<CompensationClaim[]> {
  const rows = await newestFirstPage(
    claimsTables(db)
      .selectFrom('compensation_claims')
      .select(claimColumns)
      .where('user_id', '=', userId),
    page,
  ).execute();
  return rows.map(toClaim);
}
