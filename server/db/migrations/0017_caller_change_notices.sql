-- Every change to a profile or to the roles it holds is announced on the channel happyway_callers with the profile's
-- id, delivered by PostgreSQL on commit to every app node, which then forgets its cached copy of that caller.
CREATE OR REPLACE FUNCTION happyway_announce_caller_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'profiles' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('happyway_callers', OLD.id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('happyway_callers', NEW.id::text); END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('happyway_callers', OLD.profile_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('happyway_callers', NEW.profile_id::text); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_announce_caller_change AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION happyway_announce_caller_change();
--> statement-breakpoint
CREATE TRIGGER user_roles_announce_caller_change AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION happyway_announce_caller_change();
