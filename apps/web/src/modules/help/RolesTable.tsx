import { PERMISSION_LABELS, PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '@chairside/domain';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';

/** What each role may do, straight from the permission table the server enforces. */
export function RolesTable() {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table aria-label={t('Permissions of each role')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Permission')}</TableCell>
            {ROLES.map((r) => (
              <TableCell key={r} align="center">
                {t(r)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {PERMISSIONS.map((p) => (
            <TableRow key={p}>
              <TableCell component="th" scope="row">
                {t(PERMISSION_LABELS[p])}
              </TableCell>
              {ROLES.map((r) => (
                <TableCell key={r} align="center">
                  {ROLE_PERMISSIONS[r].includes(p) ? (
                    <CheckCircleOutlined color="success" fontSize="small" aria-label={t('Yes')} />
                  ) : (
                    <Box component="span" aria-label={t('No')} sx={{ color: 'text.disabled' }}>
                      —
                    </Box>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
