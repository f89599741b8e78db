import { z } from 'zod';
import { defineRoute } from '../common/route';

/**
 * Back-office permissions (decision 015): what a back-office role may do, per resource and action,
 * with a scope: `all` objects, those of the user's `company`, or the user's `own`.
 */
export const RESOURCES = ['communications', 'audit', 'roles', 'tickets'] as const;
export const ACTIONS = ['list', 'read', 'create', 'update', 'delete', 'export'] as const;
export const SCOPES = ['all', 'company', 'own'] as const;
export const BACKOFFICE_ROLES = ['viewer', 'operator', 'admin'] as const;

export const Resource = z.enum(RESOURCES);
export const Action = z.enum(ACTIONS);
export const Scope = z.enum(SCOPES);
export const BackofficeRole = z.enum(BACKOFFICE_ROLES);
export type Resource = z.infer<typeof Resource>;
export type Action = z.infer<typeof Action>;
export type Scope = z.infer<typeof Scope>;
export type BackofficeRole = z.infer<typeof BackofficeRole>;

export const Permission = z.object({ Resource, Action, Scope }).meta({ id: 'Permission' });
export type Permission = z.infer<typeof Permission>;

export const MyPermissions = z
  .object({ Role: BackofficeRole, Permissions: z.array(Permission) })
  .meta({ id: 'MyPermissions' });
export type MyPermissions = z.infer<typeof MyPermissions>;

export const getMyPermissions = defineRoute({
  method: 'GET',
  path: '/api/App/BackOffice/Permissions',
  summary: "The signed-in back-office user's role and permissions (the web hides what is denied)",
  response: MyPermissions,
});

export const BackofficeUser = z
  .object({
    UserId: z.string(),
    UserName: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Role: BackofficeRole,
  })
  .meta({ id: 'BackofficeUser' });
export type BackofficeUser = z.infer<typeof BackofficeUser>;

export const listBackofficeUsers = defineRoute({
  method: 'GET',
  path: '/api/App/BackOffice/Roles',
  summary: "The vendor's back-office users and their roles (admin)",
  response: z.object({ Items: z.array(BackofficeUser) }),
});

export const saveBackofficeRole = defineRoute({
  method: 'POST',
  path: '/api/App/BackOffice/Roles/Save',
  summary: 'Assign a back-office role to one of the vendor’s users (admin; audited)',
  body: z.object({ UserId: z.uuid(), Role: BackofficeRole }).meta({ id: 'BackofficeRoleAssignment' }),
  response: BackofficeUser,
});
