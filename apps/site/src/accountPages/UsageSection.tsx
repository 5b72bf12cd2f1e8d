import { mostPressingUsage, USAGE_LABELS } from '@voyagent/account';
import type { UsageAnswer } from '@voyagent/contracts';
import { USAGE_TYPES, type UsageType } from '@voyagent/contracts/names';
import { Table } from '@voyagent/ui-kit';
import { useEffect, useState } from 'react';
import { usageBackend } from '../account/accountStore';
import { UsageBanner } from '../account/UsageBanner';
import type { SessionUser } from '../auth/authStore';

interface UsageRow {
  type: UsageType;
  answer: UsageAnswer;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Today's use of each counted tool against its daily cap, with the usage banner of the counter
 * closest to it (travel.md §4). A failed read counts as 0 (travel.md §8), as everywhere.
 */
export function UsageSection({ user }: { user: SessionUser }) {
  const [rows, setRows] = useState<UsageRow[] | null>(null);

  useEffect(() => {
    let active = true;
    const counters = usageBackend(user);
    void (async () => {
      const read: UsageRow[] = [];
      // One after another, as the account store reads them: each call may wake a server.
      for (const type of USAGE_TYPES) read.push({ type, answer: await counters.read(type) });
      if (active) setRows(read);
    })();
    return () => {
      active = false;
    };
  }, [user]);

  const banner =
    rows && mostPressingUsage(Object.fromEntries(rows.map((row) => [row.type, row.answer])));
  return (
    <section className="account-page__section" aria-labelledby="usage-title">
      <h2 id="usage-title">Today's usage</h2>
      {rows === null ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          {banner && <UsageBanner usage={banner} variant="card" />}
          <Table
            caption="Uses today by tool"
            hideCaption
            rows={rows}
            rowKey={(row) => row.type}
            columns={[
              { id: 'tool', header: 'Tool', cell: (row) => capitalised(USAGE_LABELS[row.type]) },
              { id: 'used', header: 'Used today', cell: (row) => row.answer.count },
              {
                id: 'limit',
                header: 'Daily limit',
                cell: (row) => (row.answer.limit === null ? 'Unlimited' : row.answer.limit),
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
