-- A reset email's token is never stored in clear (issue 27, row 12): the mailer now stores it replaced by
-- 'not-stored'; the emails stored before keep the same text with their token replaced too.
UPDATE outbox
SET link = regexp_replace(link, '(/reset-password\?token=)[A-Za-z0-9_-]+', '\1not-stored', 'g'),
    body = regexp_replace(body, '(/reset-password\?token=)[A-Za-z0-9_-]+', '\1not-stored', 'g'),
    html = regexp_replace(html, '(/reset-password\?token=)[A-Za-z0-9_-]+', '\1not-stored', 'g')
WHERE link LIKE '%/reset-password?token=%' OR body LIKE '%/reset-password?token=%';
