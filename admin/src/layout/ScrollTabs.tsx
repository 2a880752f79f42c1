import { Tabs, type TabsProps } from '@mui/material';

/**
 * A list's filter tabs. On a phone they scroll within themselves: the scroller takes no width of its own
 * and grows to fit, so the tabs' full width never widens the page.
 */
export function ScrollTabs(props: Omit<TabsProps, 'variant' | 'scrollButtons' | 'sx'>) {
  return (
    <Tabs
      variant="scrollable"
      scrollButtons={false}
      // Narrower tabs on a phone, so that four short labels usually fit without scrolling at all.
      sx={{
        px: { xs: 0, sm: 2 },
        '& .MuiTabs-scroller': { width: 0 },
        '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1.5, sm: 2 } },
      }}
      {...props}
    />
  );
}
