import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  LocalesMenuButton,
  Menu,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import SettingsIcon from '@mui/icons-material/Settings';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import { ReviewMenuItem } from './resources/review.tsx';

/**
 * react-admin's menu with the screens that are not lists: the settings records, for the roles
 * that edit content (the same check as every list's).
 */
function BackendMenu() {
  const { canAccess } = useCanAccess({ resource: 'settings', action: 'edit' });
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <ReviewMenuItem />
      {canAccess && (
        <>
          <Menu.Item
            to="/settings"
            primaryText="resources.settings.name"
            leftIcon={<SettingsIcon />}
          />
          <Menu.Item
            to="/summer-seasons"
            primaryText="backend.settings.summer"
            leftIcon={<WbSunnyIcon />}
          />
        </>
      )}
    </Menu>
  );
}

/** react-admin's bar; its loading spinner gets a name screen readers announce. */
function BackendAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      toolbar={
        <>
          <LocalesMenuButton />
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    />
  );
}

export function BackendLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={BackendAppBar} menu={BackendMenu}>
      {children}
    </Layout>
  );
}
