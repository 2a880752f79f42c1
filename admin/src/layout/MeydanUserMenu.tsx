import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import DevicesIcon from '@mui/icons-material/Devices';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
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

export const MeydanUserMenu = () => (
  <UserMenu>
    <SessionsItem />
    <Logout />
  </UserMenu>
);
