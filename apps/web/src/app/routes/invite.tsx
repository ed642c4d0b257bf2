import { AcceptInvitationPage } from '../../features/team/components/accept-invitation-page';

export { AcceptInvitationPage as Component };
