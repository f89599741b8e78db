import { describe, expect, it } from 'vitest';
import { mayGrant } from '../access/access.service';
import { grantableRoles, roleAboveSender } from './invitations.policy';

describe('roles an invitation may give: nobody’s above their own', () => {
  it('no back-office role above the giver’s', () => {
    expect(mayGrant('admin', 'admin')).toBe(true);
    expect(mayGrant('operator', 'operator')).toBe(true);
    expect(mayGrant('operator', 'admin')).toBe(false);
    expect(mayGrant('viewer', 'operator')).toBe(false);
    expect(mayGrant('viewer', 'viewer')).toBe(true);
  });

  it('the vendor’s staff: account and back-office role both bounded by the sender’s back-office role', () => {
    // Role.Id 1 operator, 2 admin; RoleTs.Id 1 viewer, 2 operator, 3 admin.
    expect(grantableRoles('admin')).toEqual({ Role: [1, 2], RoleTs: [1, 2, 3] });
    expect(grantableRoles('operator')).toEqual({ Role: [1], RoleTs: [1, 2] });
    expect(grantableRoles('viewer')).toEqual({ Role: [], RoleTs: [1] });
  });

  it('a customer company’s administrator: users and administrators, no back-office role', () => {
    expect(grantableRoles(undefined)).toEqual({ Role: [1, 2], RoleTs: [] });
  });

  it('names the field that gives too much', () => {
    const operator = grantableRoles('operator');
    expect(roleAboveSender(operator, { roleId: 1, roleTsId: 2 })).toBeUndefined();
    expect(roleAboveSender(operator, { roleId: 2, roleTsId: 1 })).toBe('Role');
    expect(roleAboveSender(operator, { roleId: 1, roleTsId: 3 })).toBe('RoleTs');
    expect(roleAboveSender(grantableRoles(undefined), { roleId: 2, roleTsId: null })).toBeUndefined();
  });
});
