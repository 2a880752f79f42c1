import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_TRANSITION_MS } from '@meydan/shared-types/constants';
import { AppBar, Layout, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { Box } from '@mui/material';
import { CalendarSwitch } from '../calendar/CalendarSwitch';
import { MeydanMenu } from './MeydanMenu';
import { MeydanUserMenu } from './MeydanUserMenu';
import { AppError } from './AppError';
import { DocumentTitle } from './DocumentTitle';

const MeydanAppBar = () => (
  <AppBar
    userMenu={<MeydanUserMenu />}
    toolbar={
      <>
        <CalendarSwitch />
        <ToggleThemeButton />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal />
    <DocumentTitle />
  </AppBar>
);

/** The spec's short page transition, animated in place so screens are not remounted for it. */
function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.animate?.([{ opacity: 0.35 }, { opacity: 1 }], { duration: PAGE_TRANSITION_MS, easing: 'ease-out' });
  }, [pathname]);
  // min-width 0 keeps wide children (tables, sliders) inside the content area.
  return (
    <Box ref={box} sx={{ minWidth: 0, maxWidth: '100%' }}>
      {children}
    </Box>
  );
}

export const MeydanLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={MeydanMenu} appBar={MeydanAppBar} error={AppError}>
    <PageTransition>{children}</PageTransition>
  </Layout>
);
