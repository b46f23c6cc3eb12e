-- name: ListFeatureToggles :many
SELECT * FROM feature_toggles WHERE environment = $1 ORDER BY feature_name;
