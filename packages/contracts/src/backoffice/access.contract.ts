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

/**
 * What a role may do on one resource (decision 067): each action it may take, with its scope; an
 * action left out is denied.
 */
export const ActionScopes = z.partialRecord(Action, Scope).meta({ id: 'ActionScopes' });
export type ActionScopes = z.infer<typeof ActionScopes>;

export const RoleResourceGrants = z
  .object({
    Resource,
    /** What the code declares: the ceiling no admin goes beyond. */
    Declared: ActionScopes,
    /** What the role may do now: the declaration, as the admins narrowed it. */
    Effective: ActionScopes,
    /** The widest scope the caller may give per action: the declaration, within the caller's own. */
    Grantable: ActionScopes,
    /** The admins' grants on the roles, which nobody narrows. */
    Locked: z.boolean(),
  })
  .meta({ id: 'RoleResourceGrants' });
export type RoleResourceGrants = z.infer<typeof RoleResourceGrants>;

export const RoleGrants = z
  .object({ Role: BackofficeRole, Resources: z.array(RoleResourceGrants) })
  .meta({ id: 'RoleGrants' });
export type RoleGrants = z.infer<typeof RoleGrants>;

export const getRoleGrants = defineRoute({
  ...ACCESS_ROUTES.getRoleGrants,
  summary: 'What each back-office role may do: the declared ceiling and the grants in force (admin)',
  response: z.object({ Items: z.array(RoleGrants) }),
});

export const RoleGrantsInput = z
  .object({
    Role: BackofficeRole,
    /** Each resource listed gets exactly these actions; the others keep theirs. */
    Resources: z
      .array(z.object({ Resource, Actions: ActionScopes }))
      .min(1)
      .max(RESOURCES.length)
      .refine((list) => new Set(list.map((r) => r.Resource)).size === list.length, {
        message: 'ERROR_BAD_REQUEST',
      }),
  })
  // Not `RoleGrantsInput`: the OpenAPI document gives that name to the input form of `RoleGrants`.
  .meta({ id: 'RoleGrantsChange' });
export type RoleGrantsInput = z.infer<typeof RoleGrantsInput>;

export const saveRoleGrants = defineRoute({
  ...ACCESS_ROUTES.saveRoleGrants,
  summary:
    'Narrow or restore what a back-office role may do, within the declaration and the caller’s own (admin; audited)',
  body: RoleGrantsInput,
  response: RoleGrants,
});

export const RoleGrantsReset = z
  .object({ Role: BackofficeRole, Resource: Resource.optional() })
  .meta({ id: 'RoleGrantsReset' });
export type RoleGrantsReset = z.infer<typeof RoleGrantsReset>;

export const resetRoleGrants = defineRoute({
  ...ACCESS_ROUTES.resetRoleGrants,
  summary: 'Give a back-office role its declared grants again, on one resource or all (admin; audited)',
  body: RoleGrantsReset,
  response: RoleGrants,
});
