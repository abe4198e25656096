import { clinics } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { ClinicDoctors } from './ClinicDoctors';

const doctorsOf = (record: ResourceRecord) => <ClinicDoctors clinicId={record.id} />;

export default function ClinicsPage() {
  return <ResourcePage def={clinics} detailExtra={doctorsOf} />;
}
