-- Resume analyses follow the reader's language (issue 15), not the resume's. The language asked
-- for at upload or re-analysis is kept on the resume for the worker; each analysis keeps the
-- language it was made in.
alter table resume add column analysis_language varchar(10) not null default 'en';
alter table resume_analysis add column language varchar(10);
-- Analyses made before this change followed the resume's text: a summary with Chinese characters
-- was written in Chinese, any other in English.
update resume_analysis set language = case when content ->> 'summary' ~ '[一-鿿]' then 'zh-CN' else 'en' end;
alter table resume_analysis alter column language set not null;
