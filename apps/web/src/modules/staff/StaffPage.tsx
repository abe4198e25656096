import { staff } from '@chairside/domain';
import { useAuth } from '../../auth/AuthContext';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { StaffAccess } from './StaffAccess';

const access = (record: ResourceRecord) => <StaffAccess staffId={record.id} />;

/** Staff; the linked account (its username and role) is shown to those who manage staff only. */
export default function StaffPage() {
  const { can } = useAuth();
  return <ResourcePage def={staff} detailExtra={can(staff.permissions.write) ? access : undefined} />;
}
