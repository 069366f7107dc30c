-- Items made before accounts existed (V62__owners.sql) go to one account, once per installation
-- (issue 28): the configured admin, the bootstrap admin, or else the first account. This row records
-- that the handover happened, so a later ADMIN does not receive whatever has no owner at that time.
create table unowned_items_handover (
    installation boolean     primary key default true check (installation),
    account_id   bigint      not null references account (id) on delete cascade,
    handed_at    timestamptz not null default now()
);

-- where an admin exists already, V62 gave it the items of that time
insert into unowned_items_handover (account_id)
select min(id) from account where role = 'ADMIN' having min(id) is not null;
