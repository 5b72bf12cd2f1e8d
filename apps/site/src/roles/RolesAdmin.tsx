import type { RoleAuditEntry } from '@voyagent/contracts';
import { GRANTABLE_ROLES, type GrantableRole } from '@voyagent/contracts/names';
import { Button, Select, Table, TextField, type TableColumn } from '@voyagent/ui-kit';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { backend } from '../firebase/callables';
import {
  roleChangeOutcome,
  roleChangeTarget,
  roleLabel,
  ROLE_SCREEN_TEXTS,
  serverRefusalText,
  type RoleChangeAction,
} from './roleChanges';

const ROLE_OPTIONS = GRANTABLE_ROLES.map((role) => ({ id: role, label: roleLabel(role) }));
const AUDIT_PAGE = 50;

const auditColumns: TableColumn<RoleAuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (entry) => (
      <time dateTime={entry.created_at}>{new Date(entry.created_at).toLocaleString()}</time>
    ),
  },
  { id: 'action', header: 'Action', cell: (entry) => entry.action },
  { id: 'role', header: 'Role', cell: (entry) => roleLabel(entry.role) },
  { id: 'user', header: 'User ID', cell: (entry) => entry.target_user_id },
  { id: 'by', header: 'Changed by', cell: (entry) => entry.actor_user_id },
];

interface Message {
  kind: 'status' | 'alert';
  text: string;
}

/**
 * The owners' and admins' Roles screen: grant or revoke a staff role by e-mail or user id, and
 * the audit of every change, newest first. The server decides who may change what and its
 * refusals are shown as it words them.
 */
export function RolesAdmin() {
  const [account, setAccount] = useState('');
  const [role, setRole] = useState<GrantableRole>('support');
  const [pending, setPending] = useState<RoleChangeAction | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const audit = useRoleAudit();

  const change = async (action: RoleChangeAction) => {
    const target = roleChangeTarget(account);
    if (!target) {
      setMessage({ kind: 'alert', text: ROLE_SCREEN_TEXTS.targetMissing });
      return;
    }
    setPending(action);
    setMessage(null);
    try {
      const call = action === 'grant' ? backend.grantRole : backend.revokeRole;
      const answer = await call({ ...target, role });
      setMessage({
        kind: 'status',
        text: roleChangeOutcome(action, role, account.trim(), answer.changed),
      });
      if (answer.changed) audit.reload();
    } catch (error) {
      setMessage({ kind: 'alert', text: serverRefusalText(error, ROLE_SCREEN_TEXTS.failed) });
    } finally {
      setPending(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void change('grant');
  };

  return (
    <section className="roles-admin" aria-labelledby="roles-admin-title">
      <h2 id="roles-admin-title">Roles</h2>
      <form className="roles-admin__form" onSubmit={onSubmit} noValidate>
        <TextField
          label="E-mail or user ID"
          description="The account must have verified its e-mail address."
          autoComplete="off"
          value={account}
          onChange={setAccount}
        />
        <Select
          label="Role"
          items={ROLE_OPTIONS}
          value={role}
          onChange={(key) => setRole(key as GrantableRole)}
        />
        <div className="roles-admin__actions">
          <Button type="submit" isLoading={pending === 'grant'} isDisabled={pending !== null}>
            Grant role
          </Button>
          <Button
            variant="secondary"
            isLoading={pending === 'revoke'}
            isDisabled={pending !== null}
            onPress={() => change('revoke')}
          >
            Revoke role
          </Button>
        </div>
      </form>
      <p role="status" className="roles-admin__message">
        {message?.kind === 'status' ? message.text : ''}
      </p>
      <p role="alert" className="form-error">
        {message?.kind === 'alert' ? message.text : ''}
      </p>

      <Table
        caption="Role audit"
        columns={auditColumns}
        rows={audit.entries}
        rowKey={(entry) => entry.id}
        emptyContent={audit.loading ? 'Loading...' : 'No role changes yet.'}
      />
      {audit.error && (
        <p role="alert" className="form-error">
          {audit.error}
        </p>
      )}
      {audit.nextOffset !== null && (
        <Button variant="ghost" onPress={audit.loadMore} isLoading={audit.loading}>
          Show older changes
        </Button>
      )}
    </section>
  );
}

/** The role audit, page by page; `reload` starts again from the newest change. */
function useRoleAudit() {
  const [entries, setEntries] = useState<RoleAuditEntry[]>([]);
  const [nextOffset, setNextOffset] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  // Only the newest request lands: a reload after a grant must not be followed by an older page.
  const latestRequest = useRef(0);

  // Sets state only once the answer is in: the first load runs from an effect.
  const load = useCallback((offset: number) => {
    const request = ++latestRequest.current;
    const isLatest = () => request === latestRequest.current;
    return backend.listRoleAudit({ limit: AUDIT_PAGE, offset }).then(
      (page) => {
        if (!isLatest()) return;
        setEntries((shown) => (offset === 0 ? page.entries : [...shown, ...page.entries]));
        setNextOffset(page.nextOffset);
        setError('');
        setLoading(false);
      },
      (caught: unknown) => {
        if (!isLatest()) return;
        setError(serverRefusalText(caught, ROLE_SCREEN_TEXTS.auditFailed));
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    void load(0);
  }, [load]);

  const loadFrom = (offset: number) => {
    setLoading(true);
    void load(offset);
  };

  return {
    entries,
    nextOffset,
    loading,
    error,
    reload: () => loadFrom(0),
    loadMore: () => {
      if (nextOffset !== null) loadFrom(nextOffset);
    },
  };
}
