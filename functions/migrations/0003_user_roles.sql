-- Staff roles (travel.md §6). A user without rows is a plain user. Every grant and revocation is
-- audited in role_audit.
create table user_roles (
  user_id text not null,
  role text not null check (role in ('owner', 'admin', 'support', 'marketing', 'content_editor', 'analyst', 'user')),
  granted_by text,
  granted_at timestamptz not null default now(),
  primary key (user_id, role)
);

create table role_audit (
  id bigint generated always as identity primary key,
  actor_user_id text not null,
  target_user_id text not null,
  role text not null,
  action text not null check (action in ('grant', 'revoke')),
  created_at timestamptz not null default now()
);
create index role_audit_target_idx on role_audit (target_user_id, created_at);
