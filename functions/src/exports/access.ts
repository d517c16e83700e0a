// Cloud Functions of the access area: one export line per function, each in its own file.
export { listUsers } from "../access/listUsers";
export { listRoles } from "../access/listRoles";
export { addUserRole, removeUserRole } from "../access/userRoles";
export { inviteUser } from "../access/inviteUser";
export { createRole, updateRole, deleteRole } from "../access/roles";
export { listRolePermissions, assignPermission, removePermission } from "../access/rolePermissions";
export { listPermissions } from "../access/listPermissions";
export { listScopeArtists } from "../access/listScopeArtists";
export { myAccess } from "../access/myAccess";
