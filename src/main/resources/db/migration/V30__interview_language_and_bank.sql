-- The language a session is held in (questions, key points and the report's feedback), chosen by
-- the user; sessions from before this change were English.
alter table interview_session add column language varchar(10) not null default 'en';
-- The role bank its questions came from; null when the role mapped to none and the session has
-- general (behavioural) questions, which the page tells the user.
alter table interview_session add column question_bank varchar(40);
