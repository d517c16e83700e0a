/** Users, roles and permissions (spec 'manage-users' actions). */
export const accessCallables = {} as const;
