import { useParams } from 'react-router';
import { ClientSubmissionsPage } from '../../features/client-submissions/components/client-submissions-page';

export function Component() {
  const { id = '' } = useParams();
  return <ClientSubmissionsPage key={id} clientId={id} />;
}
