-- Projects deleted before deletion removed the row were only hidden, their plans kept: remove them now, as
-- their owners were told. A hidden project with a paid order stays (it could not be deleted).
DELETE FROM "projects" p
WHERE p."deleted_at" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."project_id" = p."id" AND o."status" = 'paid');
