-- Every resume, knowledge-base item and interview session belongs to the account that created it
-- (issue 13). Items made before accounts existed go to the first admin: here when one exists
-- already, otherwise when the first admin account is created (account/AccountStore publishes
-- AdminCreated and each feature claims its ownerless rows). Until then nobody sees them.
alter table resume add column owner_id bigint references account (id);
alter table knowledge_base add column owner_id bigint references account (id);
alter table interview_session add column owner_id bigint references account (id);

update resume set owner_id = (select min(id) from account where role = 'ADMIN') where owner_id is null;
update knowledge_base set owner_id = (select min(id) from account where role = 'ADMIN') where owner_id is null;
update interview_session set owner_id = (select min(id) from account where role = 'ADMIN') where owner_id is null;

-- the same content is one item per person, never one item shared by two
alter table resume drop constraint resume_file_hash;
alter table resume add constraint resume_owner_file_hash unique (owner_id, file_hash);
alter table knowledge_base drop constraint knowledge_base_file_hash_key;
alter table knowledge_base add constraint knowledge_base_owner_file_hash unique (owner_id, file_hash);

create index resume_owner on resume (owner_id, created_at desc);
create index knowledge_base_owner on knowledge_base (owner_id);
create index interview_session_owner on interview_session (owner_id);
