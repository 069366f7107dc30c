-- One variant: psql -v schema=<schema> -v simple=<true|false>; prints the backend's own CPU per task.
set search_path = :schema;
set synchronous_commit = off;
truncate stream_task restart identity;
select split_part(pg_read_file('/proc/self/stat'), ' ', 14)::bigint + split_part(pg_read_file('/proc/self/stat'), ' ', 15)::bigint as t0 \gset
call public.bench_loop(:'schema', :simple);
select (split_part(pg_read_file('/proc/self/stat'), ' ', 14)::bigint + split_part(pg_read_file('/proc/self/stat'), ' ', 15)::bigint - :t0) as cpu_us_per_task \gset
\echo :schema :simple :cpu_us_per_task
