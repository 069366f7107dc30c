-- Issue 29: the start panel (a newcomer's two ways in) is remembered per account, not per browser, so a
-- second browser or device does not show it again. How many page loads showed it, and whether it is closed
-- for good (dismissed, or a path taken). Accounts from before start at zero, like a new one: an account
-- that already holds a note or a resume never sees the panel anyway.
alter table account
    add column start_panel_visits smallint not null default 0,
    add column start_panel_closed boolean  not null default false;
