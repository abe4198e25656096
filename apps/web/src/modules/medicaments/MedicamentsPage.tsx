import { medicaments } from '@chairside/domain';
import { useMemo } from 'react';
import { ResourcePage } from '../../resources/ResourcePage';
import { useStatusToggle } from './useStatusToggle';

/** Spec 001 "Medicaments": the generic list, form and detail, plus the Available / Unavailable switch. */
export default function MedicamentsPage() {
  const toggle = useStatusToggle();
  const rowActions = useMemo(() => [toggle], [toggle]);
  return <ResourcePage def={medicaments} rowActions={rowActions} />;
}
