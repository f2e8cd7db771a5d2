import { useParams } from 'react-router';
import { networksApi } from '../../../domain/api/networks.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { PersonDetail } from '../directories/person-detail.tsx';
import { withStudio } from '../directories/person-record.ts';

/** /hw-networks/designer/:networkId/:id: a member's professional profile (Info and Studio), by the field matrix. */
export function MemberProfilePage() {
  const { networkId = '', id = '' } = useParams();
  const query = useApiQuery(networksApi.member, { params: { id: networkId, profileId: id }, query: withStudio });
  return <PersonDetail query={query} resource="professional" />;
}
