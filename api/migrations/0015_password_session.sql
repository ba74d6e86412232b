-- A password change ends every other session (issue 27, row 2): it raises token_version, which ends every
-- token issued so far, and names the session that made the change here, whose tokens stay valid. A reset
-- clears it, so every session ends.
ALTER TABLE users ADD COLUMN password_session_id uuid;
