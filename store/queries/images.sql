-- name: SetHackathonImage :one
-- Sets one of a hackathon's images; a null image keeps the one it has (the
-- alternative text alone changes).
UPDATE hackathons SET
    cover_image = CASE WHEN @kind::text = 'COVER' THEN coalesce(sqlc.narg(image)::text, cover_image) ELSE cover_image END,
    cover_alt = CASE WHEN @kind::text = 'COVER' THEN @alt::text ELSE cover_alt END,
    logo_image = CASE WHEN @kind::text = 'LOGO' THEN coalesce(sqlc.narg(image)::text, logo_image) ELSE logo_image END,
    logo_alt = CASE WHEN @kind::text = 'LOGO' THEN @alt::text ELSE logo_alt END
WHERE id = @id
RETURNING id;

-- name: SetOrganizationLogo :one
-- Sets an organization's logo; a null image keeps the one it has.
UPDATE organizations SET logo_image = coalesce(sqlc.narg(image)::text, logo_image), logo_alt = @alt::text
WHERE id = @id
RETURNING id;

-- name: ReferencedImageKeys :many
-- Every image key a row points at: the renditions the sweep keeps.
SELECT cover_image AS image FROM hackathons WHERE cover_image <> ''
UNION SELECT logo_image FROM hackathons WHERE logo_image <> ''
UNION SELECT logo_image FROM organizations WHERE logo_image <> '';
