-- Chat sessions belong to the account that started them, like every other item (V62__owners.sql).
alter table chat_session add column owner_id bigint references account (id);
update chat_session set owner_id = (select min(id) from account where role = 'ADMIN') where owner_id is null;
create index chat_session_owner on chat_session (owner_id, created_at desc);
