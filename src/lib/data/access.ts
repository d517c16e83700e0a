import type { Firestore } from "firebase-admin/firestore";
import {
  grantId,
  permissionSchema,
  rolePermissionSchema,
  roleSchema,
  userSchema,
  type Permission,
  type Role,
  type RolePermission,
  type User,
} from "../domain";
import { Repository } from "./repository";

export class RolesRepository extends Repository<Role> {
  constructor(db: Firestore) {
    super(db, { name: "roles", schema: roleSchema, idField: "id", idOf: (r) => r.id });
  }

  listAll() {
    return this.query((c) => c.orderBy("name", "asc"));
  }

  findByName(name: string) {
    return this.first((c) => c.where("name", "==", name));
  }
}

export class PermissionsRepository extends Repository<Permission> {
  constructor(db: Firestore) {
    super(db, { name: "permissions", schema: permissionSchema, idField: "id", idOf: (p) => p.id });
  }

  /** By resource type, then action. */
  listAll() {
    return this.query((c) => c.orderBy("resource_type", "asc").orderBy("action", "asc"));
  }
}

export class RolePermissionsRepository extends Repository<RolePermission> {
  constructor(db: Firestore) {
    super(db, { name: "role_permissions", schema: rolePermissionSchema, idOf: (g) => grantId(g.role_id, g.permission_id, g.artist_id) });
  }

  listForRole(roleId: string) {
    return this.query((c) => c.where("role_id", "==", roleId));
  }

  /** Grants of all of a user's roles (Firestore caps `in` at 30 values). */
  async listForRoles(roleIds: readonly string[]): Promise<RolePermission[]> {
    if (roleIds.length === 0) return [];
    return this.query((c) => c.where("role_id", "in", [...new Set(roleIds)].slice(0, 30)));
  }

  /** Deleting an artist removes the grants scoped to it. */
  listForArtist(artistId: string) {
    return this.query((c) => c.where("artist_id", "==", artistId));
  }

  async remove(grant: RolePermission): Promise<void> {
    await this.delete(grantId(grant.role_id, grant.permission_id, grant.artist_id));
  }
}

export class UsersRepository extends Repository<User> {
  constructor(db: Firestore) {
    super(db, { name: "users", schema: userSchema, idField: "user_id", idOf: (u) => u.user_id });
  }

  /** User management list: newest account first. */
  listAll() {
    return this.query((c) => c.orderBy("created_at", "desc"));
  }

  /** Who holds a role (checked before a role is deleted). */
  listWithRole(roleId: string) {
    return this.query((c) => c.where("role_ids", "array-contains", roleId));
  }
}
