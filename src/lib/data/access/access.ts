import { createHash } from "node:crypto";
import type { Firestore, QueryDocumentSnapshot } from "firebase-admin/firestore";
import {
  grantId,
  permissionSchema,
  rolePermissionSchema,
  roleHolderClaimSchema,
  roleSchema,
  userSchema,
  type Permission,
  type Role,
  type RoleHolderClaim,
  type RolePermission,
  type User,
} from "../../domain/access";
import { newestCreatedKey } from "../../domain/shared";
import { isAlreadyExists } from "../firestoreErrors";
import { inGroups } from "../inGroups";
import { Repository, type AuditWrite } from "../repository";

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

  /** Grants of all these roles, 30 roles a query (Firestore's cap on `in`). */
  async listForRoles(roleIds: readonly string[]): Promise<RolePermission[]> {
    return (await Promise.all(inGroups(roleIds).map((ids) => this.query((c) => c.where("role_id", "in", ids))))).flat();
  }

  /** Deleting an artist removes the grants scoped to it. */
  listForArtist(artistId: string) {
    return this.query((c) => c.where("artist_id", "==", artistId));
  }

  async remove(grant: RolePermission): Promise<void> {
    await this.delete(grantId(grant.role_id, grant.permission_id, grant.artist_id));
  }

  /** Adds a grant unless the role already holds it; true when something was written. */
  assign(grant: RolePermission, audit?: AuditWrite): Promise<boolean> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.collection.doc(this.spec.idOf(grant));
      if ((await tx.get(ref)).exists) return false;
      tx.set(ref, this.toDocument(grant));
      audit?.(tx, null, grant);
      return true;
    });
  }

  /** Removes a grant if the role holds it; true when something was deleted. */
  revoke(grant: RolePermission, audit?: AuditWrite): Promise<boolean> {
    return this.db.runTransaction(async (tx) => {
      const ref = this.collection.doc(this.spec.idOf(grant));
      if (!(await tx.get(ref)).exists) return false;
      tx.delete(ref);
      audit?.(tx, grant, null);
      return true;
    });
  }
}

export class UsersRepository extends Repository<User> {
  constructor(db: Firestore) {
    super(db, {
      name: "users",
      schema: userSchema,
      idField: "user_id",
      idOf: (u) => u.user_id,
      listed: { key: (u) => newestCreatedKey(u.user_id, u.created_at), text: (u) => u.email ?? "" },
    });
    this.claims = new RoleHolderClaimsRepository(db);
  }

  private readonly claims: RoleHolderClaimsRepository;

  /** Newest account first (tests and tools; the users screen pages through `readListPage`). */
  listAll() {
    return this.query((c) => c.orderBy("created_at", "desc"));
  }

  /** Who holds a role (checked before a role is deleted). */
  listWithRole(roleId: string) {
    return this.query((c) => c.where("role_ids", "array-contains", roleId));
  }

  /** Gives a user a role (kept once); null when the user does not exist. */
  addRole(userId: string, roleId: string, audit?: AuditWrite): Promise<User | null> {
    return this.db.runTransaction(async (tx) => {
      const snap = await tx.get(this.collection.doc(userId));
      if (!snap.exists) return null;
      const user = this.fromSnapshot(snap as QueryDocumentSnapshot);
      if (user.role_ids.includes(roleId)) return user;
      const next = { ...user, role_ids: [...user.role_ids, roleId] };
      tx.set(snap.ref, this.toDocument(next));
      audit?.(tx, user, next);
      return next;
    });
  }

  /**
   * Takes a role from a user. With `keepLastHolder` the role is kept when
   * nobody else holds it (the last Super Admin). The holders are read in the
   * same transaction, and the removal claims the holder set it decided on
   * (holderSetClaim): two admins removing each other read the same set, so
   * only one claim is created and the other removal runs again, seeing one
   * holder left. Firestore's locks alone would keep them apart; the claim
   * keeps them apart wherever reads inside a transaction are not locked (the
   * local emulator), for one more write per removal of a kept role.
   */
  async removeRole(userId: string, roleId: string, { keepLastHolder = false } = {}, audit?: AuditWrite): Promise<RoleRemoval> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.removeRoleOnce(userId, roleId, keepLastHolder, audit);
      } catch (error) {
        if (!isAlreadyExists(error) || attempt >= 5) throw error;
      }
    }
  }

  private removeRoleOnce(userId: string, roleId: string, keepLastHolder: boolean, audit?: AuditWrite): Promise<RoleRemoval> {
    return this.db.runTransaction(async (tx): Promise<RoleRemoval> => {
      const snap = await tx.get(this.collection.doc(userId));
      if (!snap.exists) return { status: "user-not-found" };
      const user = this.fromSnapshot(snap as QueryDocumentSnapshot);
      if (!user.role_ids.includes(roleId)) return { status: "removed", user };
      if (keepLastHolder) {
        const holders = await tx.get(this.collection.where("role_ids", "array-contains", roleId));
        if (holders.docs.every((doc) => doc.id === userId)) return { status: "last-holder", user };
        // First of the writes: the emulator applies a commit's writes in order, so a refused claim leaves nothing written.
        const claim = { id: holderSetClaim(roleId, holders.docs), expires_at: new Date(Date.now() + CLAIM_LIFETIME_MS) };
        tx.create(this.claims.collection.doc(claim.id), this.claims.toDocument(claim));
      }
      const next = { ...user, role_ids: user.role_ids.filter((id) => id !== roleId) };
      tx.set(snap.ref, this.toDocument(next));
      audit?.(tx, user, next);
      return { status: "removed", user: next };
    });
  }
}

/** Claims of the holder set a role removal decided on (removeRole); Firestore's TTL policy deletes them (firestore.indexes.json). */
export class RoleHolderClaimsRepository extends Repository<RoleHolderClaim> {
  constructor(db: Firestore) {
    super(db, { name: "role_holder_claims", schema: roleHolderClaimSchema, idField: "id", idOf: (claim) => claim.id });
  }
}

/** Long past any transaction's retries; a claim only has to outlive the removals racing it. */
const CLAIM_LIFETIME_MS = 24 * 3600 * 1000;

/** One id per role and state of its holders: their ids and the times their documents last changed. */
function holderSetClaim(roleId: string, holders: readonly QueryDocumentSnapshot[]): string {
  const state = holders
    .map((doc) => `${doc.id}@${doc.updateTime.toMillis()}`)
    .sort()
    .join(",");
  return createHash("sha256").update(`${roleId}\n${state}`).digest("hex");
}

export type RoleRemoval = { status: "removed" | "last-holder"; user: User } | { status: "user-not-found" };

export type RoleDeletion = "deleted" | "role-not-found" | "refused";

/**
 * Deletes a role with everything that points at it, in one transaction: its
 * grants and its id in every user's role_ids. `mayTake` decides on the
 * grants as the transaction reads them (a grant added meanwhile counts):
 * "refused" when it says no, and nothing changes.
 */
export function deleteRoleEverywhere(
  repos: { db: Firestore; roles: RolesRepository; users: UsersRepository; rolePermissions: RolePermissionsRepository },
  roleId: string,
  audit?: AuditWrite,
  mayTake: (grants: RolePermission[]) => boolean = () => true,
): Promise<RoleDeletion> {
  const { db, roles, users, rolePermissions } = repos;
  return db.runTransaction(async (tx) => {
    const roleRef = roles.collection.doc(roleId);
    const [role, holders, grants] = await Promise.all([
      tx.get(roleRef),
      tx.get(users.collection.where("role_ids", "array-contains", roleId)),
      tx.get(rolePermissions.collection.where("role_id", "==", roleId)),
    ]);
    if (!role.exists) return "role-not-found";
    if (!mayTake(grants.docs.map((doc) => rolePermissions.fromSnapshot(doc)))) return "refused";
    for (const doc of holders.docs) {
      const user = users.fromSnapshot(doc);
      tx.set(doc.ref, users.toDocument({ ...user, role_ids: user.role_ids.filter((id) => id !== roleId) }));
    }
    for (const doc of grants.docs) tx.delete(doc.ref);
    tx.delete(roleRef);
    audit?.(tx, roles.fromSnapshot(role as QueryDocumentSnapshot), null);
    return "deleted";
  });
}
