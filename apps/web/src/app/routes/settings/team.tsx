import { TeamPage } from '../../../features/team/components/team-page';

export { TeamPage as Component };
