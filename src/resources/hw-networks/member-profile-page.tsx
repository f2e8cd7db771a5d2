import { useParams } from 'react-router';
import { PersonDetail } from '../directories/person-detail.tsx';

/** /hw-networks/designer/:networkId/:id: a member's professional profile (Info and Studio), by the field matrix. */
export function MemberProfilePage() {
  const { networkId = '', id = '' } = useParams();
  return <PersonDetail path={`/profile/v2/network/${networkId}/members/${id}`} resource="professional" />;
}
