/** The plain layout: nothing around the page (used by the sign-in callback). */
import { Box } from "@mantine/core";
import { Outlet } from "react-router";
import { MAIN_CONTENT_ID } from "../../components/route/skip-link";

export default function PlainLayout() {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className="compass-main" p="md" data-layout="plain">
      <Outlet />
    </Box>
  );
}
