/**
 * The simple layout: a slim header with the brand, one centred column, no navigation. Public pages
 * use it too, so the account menu (and the API data it needs) loads only for a browser with a sign-in.
 */
import { Box, Container } from "@mantine/core";
import { Outlet } from "react-router";
import { SignedInAccountMenu } from "../../components/account-menu/signed-in-account-menu";
import { AppFooter } from "../../components/app-footer";
import { Brand } from "../../components/brand";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/route/skip-link";

export default function SimpleLayout() {
  return (
    <Box className="compass-simple" data-layout="simple">
      <SkipLink />
      <Box component="header" className="compass-simple-header">
        <Container size="md" h="100%" className="compass-header-inner">
          <Brand />
          <Box ml="auto">
            <SignedInAccountMenu />
          </Box>
        </Container>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="md" py="xl" className="compass-main">
        <Outlet />
      </Container>
      <Container size="md">
        <AppFooter />
      </Container>
    </Box>
  );
}
