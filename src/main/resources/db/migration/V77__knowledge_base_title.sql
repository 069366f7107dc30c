-- A note's title as people know it (front matter title, first heading, HTML <title>), shown before the
-- file name. Null until derived: the application fills the items stored before this column at start-up.
ALTER TABLE knowledge_base ADD COLUMN title varchar(255);
