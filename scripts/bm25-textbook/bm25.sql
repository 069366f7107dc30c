-- Textbook BM25 (exact document frequencies, idf = ln(1 + (N - n + 0.5) / (n + 0.5)), tf saturated with
-- length normalisation) over the manual's pages read without product code (scripts/bm25-textbook.sh),
-- in the schema on the search_path: pages(name, title, body), questions(id, question, relevant).
-- Two units: whole pages (title a field counting tw body occurrences) and passages of 2 x seg words
-- (stride seg) whose best one ranks the page. A page's rank is where the first labelled page lies.
create table post as select name, lexeme, coalesce(array_length(positions, 1), 1) tf from pages, unnest(to_tsvector('english', body));
create table tpost as select name, lexeme, coalesce(array_length(positions, 1), 1) tf from pages, unnest(to_tsvector('english', title));
create table plen as select p.name, coalesce((select sum(tf) from post where post.name = p.name), 0) len from pages p;
create table ppos as select name, lexeme, unnest(positions) pos from pages, unnest(to_tsvector('english', body));
create table qlex as select distinct id, lexeme from questions, unnest(to_tsvector('english', question));
create index on post (lexeme);
create index on tpost (lexeme);
create index on ppos (lexeme);
analyze;

create function ranks(scores regclass) returns table(hit1 numeric, hit3 numeric, hit10 numeric, mrr numeric) language plpgsql as $$
begin
  return query execute format($q$
    with r as (select id, name, row_number() over (partition by id order by score desc, name) rk from %s),
    best as (select q.id, coalesce((select min(rk) from r where r.id = q.id and r.name = any(q.relevant)), 999) rk from questions q)
    select round(100.0 * avg((rk = 1)::int), 1), round(100.0 * avg((rk <= 3)::int), 1), round(100.0 * avg((rk <= 10)::int), 1),
           round(avg(case when rk <= 10 then 1.0 / rk else 0 end), 3) from best$q$, scores);
end $$;

create function page_scores(k1 float8, b float8, tw float8) returns table(id text, name text, score float8) language sql as $$
  with n as (select count(*)::float8 n, avg(len) avgl from plen),
  hits as (select name, lexeme, sum(btf) btf, sum(ttf) ttf from (
      select name, lexeme, tf btf, 0 ttf from post where lexeme in (select lexeme from qlex)
      union all select name, lexeme, 0, tf from tpost where tw > 0 and lexeme in (select lexeme from qlex)) x group by 1, 2),
  df as (select lexeme, count(*) df from hits group by 1),
  w as (select h.name, h.lexeme, ln(1 + (n.n - df.df + 0.5) / (df.df + 0.5)) idf,
          tw * least(h.ttf, 1) + h.btf / (1 - b + b * l.len / n.avgl) tf
        from hits h join df using (lexeme) join plen l using (name) cross join n)
  select q.id, w.name, sum(idf * tf * (k1 + 1) / (tf + k1)) from qlex q join w using (lexeme) group by 1, 2
$$;

create function passage_scores(seg int, k1 float8, b float8) returns table(id text, name text, score float8) language sql as $$
  with segs as (select name, pos / seg s, lexeme, count(*) c from ppos group by 1, 2, 3),
  seglen as (select name, s, sum(c) len from segs group by 1, 2),
  win as (select name, s w, sum(len) over (partition by name order by s rows between current row and 1 following) len from seglen),
  n as (select count(*)::float8 n, avg(len) avgl from win),
  wtf as (select name, s + d w, lexeme, sum(c) tf from segs cross join (values (0), (-1)) d(d)
          where lexeme in (select lexeme from qlex) and s + d >= 0 group by 1, 2, 3),
  units as (select t.*, win.len from wtf t join win using (name, w)),
  df as (select lexeme, count(*) df from units group by 1),
  s as (select q.id, u.name, u.w, sum(ln(1 + (n.n - df.df + 0.5) / (df.df + 0.5)) * u.tf * (k1 + 1)
            / (u.tf + k1 * (1 - b + b * u.len / n.avgl))) score
        from qlex q join units u using (lexeme) join df using (lexeme) cross join n group by 1, 2, 3)
  select id, name, max(score) from s group by 1, 2
$$;

create table page_bm25 as select * from page_scores(1.2, 0.75, 3);
create table passage_bm25 as select * from passage_scores(100, 1.2, 0.75);
-- both lists by reciprocal rank (1 / (60 + rank)), as HitFusion fuses the product's lists
create table both_bm25 as
  with r as (select id, name, row_number() over (partition by id order by score desc, name) rk from page_bm25
             union all select id, name, row_number() over (partition by id order by score desc, name) from passage_bm25)
  select id, name, sum(1.0 / (60 + rk)) score from r group by 1, 2;
select current_schema() as tokenizer, 'pages (BM25F, title x3)' as list, * from ranks('page_bm25')
union all select current_schema(), 'passages (200 words, stride 100)', * from ranks('passage_bm25')
union all select current_schema(), 'pages + passages (RRF)', * from ranks('both_bm25');
