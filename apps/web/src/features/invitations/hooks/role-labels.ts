/** The catalogue key naming an invitation's `Role.Id`, for a customer company or the vendor's own. */
export function roleLabelKey(roleId: number, vendor: boolean) {
  const key = `invitations.role.${vendor ? 'vendor' : 'customer'}.${roleId === 2 ? 2 : 1}` as const;
  return key;
}
