-- Each API process keeps the keys it has verified in memory (src/accounts/key-cache.ts) and listens
-- on this channel: any change that could make a key stop working, or change what its account may
-- do, tells every process to forget what it kept.
CREATE FUNCTION "uw_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('uw_auth_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "api_keys_auth_changed" AFTER UPDATE OF "key_hash", "account_id", "client_type", "expires_at", "revoked_at", "replaced_by" OR DELETE OR TRUNCATE ON "api_keys" FOR EACH STATEMENT EXECUTE FUNCTION "uw_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "accounts_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION "uw_auth_changed"();
