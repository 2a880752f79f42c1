import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import DevicesIcon from '@mui/icons-material/Devices';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { href, paths } from '../paths';

/** «نشست‌های من»: where this account is signed in, and signing out of the other browsers. */
function SessionsItem() {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={href(paths.sessions)} onClick={() => menu?.onClose()} data-testid="menu-sessions">
      <ListItemIcon>
        <DevicesIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('meydan.sessions.menu')}</ListItemText>
    </MenuItem>
  );
}

/**
 * The button shows the user's name; its accessible name starts with that name too, so that what is
 * read out (and what voice control users say) matches what is shown.
 */
export function MeydanUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName ? `${identity.fullName}، ${translate('meydan.sessions.userMenu')}` : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <SessionsItem />
      <Logout />
    </UserMenu>
  );
}
