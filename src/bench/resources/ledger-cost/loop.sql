-- The ledger's statements alone, inside PostgreSQL (scripts/bench-ledger-cost.sh): 10,000 tasks as 100 INSERTs of
-- 100, then per group of 10 one claim and one completion, each in its own transaction, on the table of schema s.
-- simple = the rawlimit harness's claim and completion on the ledger's table; s = 'vbare': the harness's table;
-- s = 'v_histcte': no history trigger, each statement appends its own history rows (a data-modifying CTE), as
-- a completion batch writing the history itself would. Otherwise the framework's claim and completion, the
-- functions of V90 (plans cached per connection); s = 'v_inline': the same UPDATEs sent as statements, parsed and
-- planned at every execution, as the framework did before V90.
create or replace procedure public.bench_loop(s text, simple boolean default false) language plpgsql as $$
declare ids bigint[]; claimed bigint[]; runs bigint[]; b int; g int;
begin
  for b in 1..100 loop
    if s = 'vbare' then
      execute format('insert into %I.stream_task (status, attempts, updated_at) select ''PENDING'', 0, now() from generate_series(1,100) returning id', s);
      select array_agg(x) into ids from generate_series((b-1)*100+1, b*100) x;
    elsif s = 'v_histcte' then
      execute format('with i as (insert into %I.stream_task (task_type, entity_id, status, attempt, max_attempts, fields, next_attempt_at, enqueued_at)
        select ''T'', v.entity_id, ''PENDING'', 0, 4, null, now(), now() from unnest($1::bigint[]) as v(entity_id) returning id, status, attempt)
        insert into %I.stream_task_transition (task_id, status, attempt, error, at) select id, status, attempt, null, clock_timestamp() from i', s, s)
        using (select array_agg(x) from generate_series((b-1)*100+1, b*100) x);
      select array_agg(x) into ids from generate_series((b-1)*100+1, b*100) x;
    else
      execute format('insert into %I.stream_task (task_type, entity_id, status, attempt, max_attempts, fields, next_attempt_at, enqueued_at)
        select ''T'', v.entity_id, ''PENDING'', 0, 4, null, now(), now() from unnest($1::bigint[]) as v(entity_id)', s)
        using (select array_agg(x) from generate_series((b-1)*100+1, b*100) x);
      select array_agg(x) into ids from generate_series((b-1)*100+1, b*100) x;
    end if;
    commit;
    for g in 0..9 loop
      if simple then
        execute format('update %I.stream_task set status = ''PROCESSING'', attempt = attempt + 1, updated_at = now() where id = any($1) and status = ''PENDING'' returning id', s)
          using ids[g*10+1:g*10+10];
        commit;
        execute format('update %I.stream_task set status = ''COMPLETED'', updated_at = now() where id = any($1)', s) using ids[g*10+1:g*10+10];
        commit;
      elsif s = 'vbare' then
        execute format('update %I.stream_task set status = ''PROCESSING'', attempts = attempts + 1, updated_at = now() where id = any($1) and status = ''PENDING'' returning id', s)
          using ids[g*10+1:g*10+10];
        commit;
        execute format('update %I.stream_task set status = ''COMPLETED'', updated_at = now() where id = any($1)', s) using ids[g*10+1:g*10+10];
        commit;
      elsif s = 'v_histcte' then
        execute format('with c as (update %I.stream_task t set status = ''PROCESSING'', attempt = t.attempt + 1, run_id = t.run_id + 1, lease_owner = ''me'',
              lease_expires_at = now() + 60000 * interval ''1 millisecond'', updated_at = now()
            where t.id = any($1) and coalesce(t.task_type, '''') = ''T''
              and ((t.status = ''PENDING'' and t.next_attempt_at <= now())
                or (t.status = ''PROCESSING'' and t.lease_expires_at < now() and t.attempt < t.max_attempts))
            returning t.id, t.run_id, t.status, t.attempt),
            h as (insert into %I.stream_task_transition (task_id, status, attempt, error, at)
                  select id, status, attempt, null, clock_timestamp() from c)
            select array_agg(id), array_agg(run_id) from c', s, s) into claimed, runs using ids[g*10+1:g*10+10];
        commit;
        execute format('with d as (update %I.stream_task t set status = ''COMPLETED'', completed_at = now(), updated_at = now(), lease_owner = null,
              lease_expires_at = null, last_error = null
            where t.id = any($1) and t.run_id = ($2::bigint[])[array_position($1::bigint[], t.id)]
              and coalesce(t.status, '''') = ''PROCESSING'' returning t.id, t.status, t.attempt)
            insert into %I.stream_task_transition (task_id, status, attempt, error, at)
            select id, status, attempt, null, clock_timestamp() from d', s, s) using claimed, runs;
        commit;
      elsif s <> 'v_inline' then
        execute format('select array_agg(id), array_agg(run_id) from %I.stream_task_claim(''me'', 60000, $1, ''T'')', s)
          into claimed, runs using ids[g*10+1:g*10+10];
        commit;
        execute format('select count(*) from %I.stream_task_complete($1, $2)', s) using claimed, runs;
        commit;
      else
        execute format('with c as (update %I.stream_task t set status = ''PROCESSING'', attempt = t.attempt + 1, run_id = t.run_id + 1, lease_owner = ''me'',
              lease_expires_at = now() + 60000 * interval ''1 millisecond'', updated_at = now()
            where t.id = any($1) and coalesce(t.task_type, '''') = ''T''
              and ((t.status = ''PENDING'' and t.next_attempt_at <= now())
                or (t.status = ''PROCESSING'' and t.lease_expires_at < now() and t.attempt < t.max_attempts))
            returning t.id, t.run_id) select array_agg(id), array_agg(run_id) from c', s) into claimed, runs using ids[g*10+1:g*10+10];
        commit;
        execute format('update %I.stream_task t set status = ''COMPLETED'', completed_at = now(), updated_at = now(), lease_owner = null,
              lease_expires_at = null, last_error = null
            where t.id = any($1) and t.run_id = ($2::bigint[])[array_position($1::bigint[], t.id)]
              and coalesce(t.status, '''') = ''PROCESSING''', s) using claimed, runs;
        commit;
      end if;
    end loop;
  end loop;
end $$;
