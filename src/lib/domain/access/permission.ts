/** Permissions: one action on one resource type (docs/product.md#roles-and-grants). */
import { z } from "zod";
import { ACTIONS, RESOURCES, type Action, type Resource } from "../shared/constants";

export const resourceSchema = z.enum(RESOURCES);
export const actionSchema = z.enum(ACTIONS);

/** Stable id of a permission, also its document id: "releases.publish". */
export type PermissionId = `${Resource}.${Action}`;

export function permissionId(resource: Resource, action: Action): PermissionId {
  return `${resource}.${action}`;
}

/** Every resource × action combination, in grid order. */
export const ALL_PERMISSION_IDS: readonly PermissionId[] = RESOURCES.flatMap((resource) =>
  ACTIONS.map((action) => permissionId(resource, action)),
);

export const permissionIdSchema = z.enum(ALL_PERMISSION_IDS as [PermissionId, ...PermissionId[]]);

export const permissionSchema = z.object({
  /** `${resource_type}.${action}` */
  id: permissionIdSchema,
  resource_type: resourceSchema,
  action: actionSchema,
});

export type Permission = z.output<typeof permissionSchema>;

/** Every permission (resources × actions), in grid order. */
export const ALL_PERMISSIONS: readonly Permission[] = RESOURCES.flatMap((resource_type) =>
  ACTIONS.map((action) => ({ id: permissionId(resource_type, action), resource_type, action })),
);

/** "releases.publish" → its parts; null for anything that is not one of the ids. */
export function parsePermissionId(id: string): Pick<Permission, "resource_type" | "action"> | null {
  const parsed = permissionIdSchema.safeParse(id);
  if (!parsed.success) return null;
  const [resource_type, action] = parsed.data.split(".") as [Resource, Action];
  return { resource_type, action };
}
