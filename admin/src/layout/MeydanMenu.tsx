import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { Divider, ListSubheader } from '@mui/material';
import { href, paths } from '../paths';

/**
 * A group's heading, drawn only while the menu is open: the narrow menu holds icons alone (each named by
 * its tooltip), where a heading would be cut to «مسابقا» or «تنظیما»; the dividers still mark the groups.
 */
const Section = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    // Inside the menu a list item is not a menu item: the heading is drawn, and left out of the menu's
    // structure (each item still says where it goes).
    <ListSubheader component="div" role="presentation" disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent', fontSize: 12 }}>
      {translate(label)}
    </ListSubheader>
  );
};

/** Grouped as a newsroom works; ResourceItem hides whatever the role may not open. */
export function MeydanMenu() {
  const { permissions } = usePermissions<string>();
  const [open] = useSidebarState();
  const item = (name: string) => <Menu.ResourceItem name={name} to={href(paths.list(name))} dense />;
  return (
    <Menu>
      <Menu.DashboardItem dense />
      {/* The narrow menu has no heading to set the first group apart from the dashboard. */}
      {!open && <Divider />}
      <Section label="meydan.menu.content" />
      {item('news')}
      {item('comment')}
      {item('gallery/image')}
      {item('gallery/video')}
      {item('tag')}
      {item('media')}
      <Divider />
      <Section label="meydan.menu.competitions" />
      {item('game')}
      {item('week')}
      {item('season')}
      {item('season-team')}
      {item('league')}
      {item('team')}
      {item('player')}
      <Divider />
      <Section label="meydan.menu.reference" />
      {item('sport')}
      {item('age')}
      {item('stadium')}
      {item('position')}
      {permissions === 'admin' && (
        <>
          <Divider />
          <Section label="meydan.menu.settings" />
          {item('base-information')}
          {item('user')}
          {item('audit')}
        </>
      )}
    </Menu>
  );
}
