-- No JIT compilation for this database's statements (new sessions). PostgreSQL compiles a statement to machine
-- code when the planner's cost estimate passes jit_above_cost (100,000), and for an app's short statements the
-- compiling is most of the time: a search's walk of the sort index at 1,000,000 patients, planned at a cost of
-- 410,000 because the planner cannot know the walk stops after 1,201 entries, ran in 5 ms and compiled for
-- 12-45 ms more. Set on the database rather than per connection, so it holds behind PgBouncer (which refuses
-- startup options) and for every process. A role that does not own the database cannot set it: the migration
-- goes on, and docs/scaling.md says how to set it by hand.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'jit stays as the server sets it: ALTER DATABASE % SET jit = off needs the database''s owner', current_database();
END
$$;
