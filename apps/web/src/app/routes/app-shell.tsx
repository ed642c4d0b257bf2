import { AppShell } from '../../components/layouts/app-shell/app-shell';

export { AppShell as Component };
