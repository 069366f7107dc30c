-- Accounts and their personal API tokens (issue 13). Names are compared without case, so "Alice"
-- and "alice" cannot both exist.
create table account (
    id            bigserial    primary key,
    username      varchar(64)  not null,
    -- Spring Security's delegating format: "{bcrypt}$2a$..."
    password_hash varchar(255) not null,
    role          varchar(16)  not null check (role in ('USER', 'ADMIN')),
    created_at    timestamptz  not null default now()
);

create unique index account_username_lower on account (lower(username));

-- Only the SHA-256 of a token is stored: a copy of the table signs nobody in. The prefix is shown
-- in the page so a person can tell their tokens apart.
create table api_token (
    id           bigserial    primary key,
    account_id   bigint       not null references account (id) on delete cascade,
    name         varchar(100) not null,
    token_hash   char(64)     not null unique,
    prefix       varchar(16)  not null,
    created_at   timestamptz  not null default now(),
    last_used_at timestamptz
);

create index api_token_account on api_token (account_id);
