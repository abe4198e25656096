import type { Role, User } from '@chairside/domain';
import {
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslation } from '../../../i18n/useTranslation';
import { UserRow } from './UserRow';

const SORTABLE = { username: 'Username', createdAt: 'Registered', lastLoginAt: 'Last sign-in' } as const;
type SortKey = keyof typeof SORTABLE;

interface UsersTableProps {
  users: User[] | undefined;
  selfId: number | undefined;
  busyId: number | null;
  sort: string;
  onSort(sort: string): void;
  onRole(user: User, role: Role | null): void;
  onActivate(user: User): void;
  onDeactivate(user: User): void;
  onResetPassword(user: User): void;
}

function SortHeader({ k, sort, onSort }: { k: SortKey; sort: string; onSort(sort: string): void }) {
  const { t } = useTranslation();
  const active = sort.replace(/^-/, '') === k;
  const desc = sort.startsWith('-');
  return (
    <TableCell sortDirection={active ? (desc ? 'desc' : 'asc') : false}>
      <TableSortLabel
        active={active}
        direction={active && desc ? 'desc' : 'asc'}
        onClick={() => onSort(active && !desc ? `-${k}` : k)}
      >
        {t(SORTABLE[k])}
      </TableSortLabel>
    </TableCell>
  );
}

/** The accounts of one page, sortable by name, registration and last sign-in. */
export function UsersTable({ users, selfId, busyId, sort, onSort, ...actions }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table aria-label={t('User accounts')}>
        <TableHead>
          <TableRow>
            <SortHeader k="username" sort={sort} onSort={onSort} />
            <TableCell>{t('Role')}</TableCell>
            <TableCell>{t('Status')}</TableCell>
            <SortHeader k="createdAt" sort={sort} onSort={onSort} />
            <SortHeader k="lastLoginAt" sort={sort} onSort={onSort} />
            <TableCell align="right">{t('Actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users === undefined &&
            [0, 1, 2].map((i) => (
              <TableRow key={i}>
                <TableCell colSpan={6}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))}
          {users?.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {t('No users found.')}
              </TableCell>
            </TableRow>
          )}
          {users?.map((u) => (
            <UserRow
              key={u.id}
              user={u}
              isSelf={u.id === selfId}
              busy={busyId === u.id}
              onRole={(role) => actions.onRole(u, role)}
              onActivate={() => actions.onActivate(u)}
              onDeactivate={() => actions.onDeactivate(u)}
              onResetPassword={() => actions.onResetPassword(u)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
