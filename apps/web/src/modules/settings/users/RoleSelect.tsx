import { ROLES, type Role } from '@chairside/domain';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from '../../../i18n/useTranslation';

const NONE = 'none';

interface RoleSelectProps {
  username: string;
  value: Role | null;
  disabled?: boolean;
  onChange(role: Role | null): void;
}

/** The role of one account, changed in place. */
export function RoleSelect({ username, value, disabled, onChange }: RoleSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      value={value ?? NONE}
      disabled={disabled}
      onChange={(e) => {
        const picked = ROLES.find((r) => r === e.target.value) ?? null;
        if (picked !== value) onChange(picked);
      }}
      slotProps={{ htmlInput: { 'aria-label': t('Role of {{username}}', { username }) } }}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value={NONE}>
        <em>{t('No role')}</em>
      </MenuItem>
      {ROLES.map((r) => (
        <MenuItem key={r} value={r}>
          {t(r)}
        </MenuItem>
      ))}
    </TextField>
  );
}
