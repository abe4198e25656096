import { staff } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { StaffAccess } from './StaffAccess';

const access = (record: ResourceRecord) => <StaffAccess staffId={record.id} />;

export default function StaffPage() {
  return <ResourcePage def={staff} detailExtra={access} />;
}
