import { staff } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { StaffAccess } from './StaffAccess';

const access = (record: ResourceRecord) => <StaffAccess staffId={record.id} />;

/** Staff, with what each member may do; the account's username only for those who manage staff (the server's rule). */
export default function StaffPage() {
  return <ResourcePage def={staff} detailExtra={access} />;
}
