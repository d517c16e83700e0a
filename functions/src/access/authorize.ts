import { USER_MANAGEMENT_ACTIONS, type UserManagementOperation } from "../../../src/lib/domain";
import type { CallerAccess } from "../../../src/lib/server/access";
import { requirePermission, type CallContext } from "../callable";

/** The caller must hold the user_management action the operation needs (see USER_MANAGEMENT_ACTIONS). */
export function requireUserManagement(context: CallContext, operation: UserManagementOperation): Promise<CallerAccess> {
  return requirePermission(context, "user_management", USER_MANAGEMENT_ACTIONS[operation]);
}
