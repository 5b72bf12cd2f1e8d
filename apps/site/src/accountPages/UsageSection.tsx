import { mostPressingUsage, USAGE_LABELS } from '@voyagent/account';
import type { UsageAnswer } from '@voyagent/contracts';
import { USAGE_TYPES, type UsageType } from '@voyagent/contracts/names';
import { Table } from '@voyagent/ui-kit';
import { useEffect, useState } from 'react';
import { usageBackend } from '../account/accountStore';
import { UsageBanner } from '../account/UsageBanner';
import type { SessionUser } from '../auth/authStore';

interface ReadCounter {
  type: UsageType;
  answer: UsageAnswer;
}

/** A row of the table: the counter's answer is null until it has been read. */
type UsageRow = Omit<ReadCounter, 'answer'> & { answer: UsageAnswer | null };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A counter still being read: the cell keeps its place, and says nothing that could be misread. */
const READING = <span aria-hidden="true">…</span>;

/**
 * Today's use of each counted tool against its daily cap, with the usage banner of the counter
 * closest to it (travel.md §4). A failed read counts as 0 (travel.md §8), as everywhere.
 * The table stands from the first render, every tool in its row and the figures filled in once
 * read, so the saved items below do not move under the pointer as the counters arrive.
 */
export function UsageSection({ user }: { user: SessionUser }) {
  const [read, setRead] = useState<ReadCounter[] | null>(null);

  useEffect(() => {
    let active = true;
    const counters = usageBackend(user);
    void (async () => {
      const answers: ReadCounter[] = [];
      // One after another, as the account store reads them: each call may wake a server.
      for (const type of USAGE_TYPES) answers.push({ type, answer: await counters.read(type) });
      if (active) setRead(answers);
    })();
    return () => {
      active = false;
    };
  }, [user]);

  const rows: UsageRow[] = read ?? USAGE_TYPES.map((type) => ({ type, answer: null }));
  const banner =
    read && mostPressingUsage(Object.fromEntries(read.map((row) => [row.type, row.answer])));
  return (
    <section
      className="account-page__section"
      aria-labelledby="usage-title"
      aria-busy={read === null}
    >
      <h2 id="usage-title">Today's usage</h2>
      <p role="status" className="visually-hidden">
        {read === null ? 'Loading...' : ''}
      </p>
      {banner && <UsageBanner usage={banner} variant="card" />}
      <Table
        caption="Uses today by tool"
        hideCaption
        rows={rows}
        rowKey={(row) => row.type}
        columns={[
          { id: 'tool', header: 'Tool', cell: (row) => capitalised(USAGE_LABELS[row.type]) },
          {
            id: 'used',
            header: 'Used today',
            cell: (row) => (row.answer ? row.answer.count : READING),
          },
          {
            id: 'limit',
            header: 'Daily limit',
            cell: (row) => {
              if (!row.answer) return READING;
              return row.answer.limit === null ? 'Unlimited' : row.answer.limit;
            },
          },
        ]}
      />
    </section>
  );
}
