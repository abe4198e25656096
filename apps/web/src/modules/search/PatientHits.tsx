import { patients } from '@chairside/domain';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { formatValue } from '../../resources/format';
import { useFormatContext } from '../../resources/useFormatContext';
import { PATIENT_PAGES } from '../patients/pages';
import type { SearchHit } from './useResourceSearch';

/** Spec 002 "Search results": the patients found, as a grid of name, email, birth date, telephone and address. */
const COLUMNS = ['fullName', 'email', 'birthDate', 'telephone', 'address'] as const;

export function PatientHits({ items }: { items: readonly SearchHit[] }) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  return (
    <TableContainer>
      <Table size="small" aria-label={t(patients.plural)}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((key) => (
              <TableCell key={key}>{t(patients.fields[key].label)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((hit) => (
            <TableRow key={hit.id} hover>
              {COLUMNS.map((key) => {
                const value = formatValue(patients.fields[key], hit[key], ctx);
                return (
                  <TableCell key={key} sx={{ overflowWrap: 'anywhere' }}>
                    {key === 'fullName' ? (
                      <Link component={RouterLink} to={PATIENT_PAGES.view(hit.id)}>
                        {value || `#${hit.id}`}
                      </Link>
                    ) : (
                      value
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
