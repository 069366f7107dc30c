-- Everything an account makes the server store counts against its storage quota (issue 28), not only
-- uploaded files: an item's chunks (text, heading and vector), chat messages with the passages they
-- quote, interview questions, answers and reports. The bytes are kept on the parent row by triggers at
-- write time, so the quota check adds up one number per item of the account instead of scanning every
-- chunk or message. Messages and interviews are counted by triggers (few rows per request, whoever
-- writes them); chunks by their one writer (below). Deleting the
-- parent deletes its counter with it. Sizes are of the stored values (octet_length, pg_column_size), not
-- of the indexes and lexemes derived from them.
alter table knowledge_base add column chunk_bytes bigint not null default 0;
alter table chat_session add column stored_bytes bigint not null default 0;
alter table chat_session add column message_count integer not null default 0;
alter table interview_session add column stored_bytes bigint not null default 0;

-- What a chunk weighs: its text, heading and vector. The item's sum is written by ChunkStore.replace,
-- the one place chunks are written, from the values it writes (one update per item). A trigger per
-- chunk was measured first: its update of the item row, once per chunk statement, made inserting
-- 5,000 chunks 4-8 times slower (2.4 s against 0.3-0.6 s, the machine loaded); reading the sum back
-- after the write added ~20 %.
create function knowledge_base_chunk_bytes(chunk knowledge_base_chunk) returns bigint language sql immutable as $$
    select octet_length(chunk.content) + coalesce(octet_length(chunk.heading), 0) + pg_column_size(chunk.embedding)
$$;

-- A chat message: its text, the passages it quotes (copied into the message) and its timings.
create function chat_message_bytes(message chat_message) returns bigint language sql immutable as $$
    select octet_length(message.content) + octet_length(message.sources::text)
           + coalesce(octet_length(message.search_query), 0) + coalesce(octet_length(message.timings::text), 0)
$$;

create function chat_message_counted() returns trigger language plpgsql as $$
begin
    if tg_op = 'INSERT' then
        update chat_session set stored_bytes = stored_bytes + chat_message_bytes(new), message_count = message_count + 1
        where id = new.session_id;
        return new;
    end if;
    update chat_session set stored_bytes = greatest(0, stored_bytes - chat_message_bytes(old)),
                            message_count = greatest(0, message_count - 1)
    where id = old.session_id;
    return old;
end $$;

create trigger chat_message_counted after insert or delete on chat_message
    for each row execute function chat_message_counted();

-- An interview: its questions (with their key points) and answers, and its report.
create function interview_question_bytes(question interview_question) returns bigint language sql immutable as $$
    select octet_length(question.question) + octet_length(question.key_points::text)
           + coalesce(octet_length(question.answer), 0)
$$;

create function interview_report_bytes(report interview_report) returns bigint language sql immutable as $$
    select octet_length(report.summary) + octet_length(report.dimensions::text) + octet_length(report.questions::text)
           + octet_length(report.improvements::text)
$$;

create function interview_bytes_changed() returns trigger language plpgsql as $$
declare
    delta bigint := 0;
    session bigint;
begin
    if tg_table_name = 'interview_question' then
        if tg_op <> 'DELETE' then delta := interview_question_bytes(new); session := new.session_id; end if;
        if tg_op <> 'INSERT' then delta := delta - interview_question_bytes(old); session := old.session_id; end if;
    else
        if tg_op <> 'DELETE' then delta := interview_report_bytes(new); session := new.session_id; end if;
        if tg_op <> 'INSERT' then delta := delta - interview_report_bytes(old); session := old.session_id; end if;
    end if;
    if delta <> 0 then
        update interview_session set stored_bytes = greatest(0, stored_bytes + delta) where id = session;
    end if;
    return null;
end $$;

create trigger interview_question_bytes after insert or update or delete on interview_question
    for each row execute function interview_bytes_changed();
create trigger interview_report_bytes after insert or update or delete on interview_report
    for each row execute function interview_bytes_changed();

-- what is stored already
update knowledge_base k set chunk_bytes = s.bytes
from (select knowledge_base_id, sum(knowledge_base_chunk_bytes(c)) as bytes from knowledge_base_chunk c
      group by knowledge_base_id) s
where k.id = s.knowledge_base_id;
update chat_session c set stored_bytes = s.bytes, message_count = s.messages
from (select session_id, sum(chat_message_bytes(m)) as bytes, count(*) as messages from chat_message m group by session_id) s
where c.id = s.session_id;
update interview_session i set stored_bytes = s.bytes
from (select session_id, sum(bytes) as bytes from (
          select session_id, interview_question_bytes(q) as bytes from interview_question q
          union all
          select session_id, interview_report_bytes(r) from interview_report r) parts
      group by session_id) s
where i.id = s.session_id;
