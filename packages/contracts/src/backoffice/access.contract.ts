import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ACCESS_ROUTES } from './access.routes';
import { ACTIONS, BACKOFFICE_ROLES, SCOPES } from './access.values';
import { RESOURCES } from './resources';

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
  ...ACCESS_ROUTES.getMyPermissions,
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
  ...ACCESS_ROUTES.listBackofficeUsers,
  summary: "The vendor's back-office users and their roles (admin)",
  response: z.object({ Items: z.array(BackofficeUser) }),
});

export const saveBackofficeRole = defineRoute({
  ...ACCESS_ROUTES.saveBackofficeRole,
  summary: 'Assign a back-office role to one of the vendor’s users (admin; audited)',
  body: z.object({ UserId: z.uuid(), Role: BackofficeRole }).meta({ id: 'BackofficeRoleAssignment' }),
  response: BackofficeUser,
});
