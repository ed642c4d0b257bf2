import { GRANTABLE_ROLES, type GrantableRole, ROLE_LABELS } from '@bloom/core';
import type { ComponentProps } from 'react';
import { Select } from '../../../components/ui/select';

const grantable = (value: string): GrantableRole | undefined => GRANTABLE_ROLES.find((role) => role === value);

/** A native select of the roles one can give (Admin, Member): the Owner changes only by a transfer. */
export function RoleSelect({
  value,
  onRoleChange,
  ...props
}: Omit<ComponentProps<typeof Select>, 'value' | 'onChange' | 'children'> & {
  value: GrantableRole;
  onRoleChange: (role: GrantableRole) => void;
}) {
  return (
    <Select
      {...props}
      value={value}
      onChange={(event) => {
        const role = grantable(event.target.value);
        if (role) onRoleChange(role);
      }}
    >
      {GRANTABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </Select>
  );
}
