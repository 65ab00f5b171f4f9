/**
 * The icons the app uses, each imported from its own module so the bundle carries only these
 * (importing from the package index would pull every icon into development builds).
 */
export { default as IconAlertTriangle } from "@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs";
export { default as IconAlt } from "@tabler/icons-react/dist/esm/icons/IconAlt.mjs";
export { default as IconArrowBackUp } from "@tabler/icons-react/dist/esm/icons/IconArrowBackUp.mjs";
export { default as IconArrowDown } from "@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs";
export { default as IconArrowUp } from "@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs";
export { default as IconBell } from "@tabler/icons-react/dist/esm/icons/IconBell.mjs";
export { default as IconBooks } from "@tabler/icons-react/dist/esm/icons/IconBooks.mjs";
export { default as IconBriefcase } from "@tabler/icons-react/dist/esm/icons/IconBriefcase.mjs";
export { default as IconBuildingBank } from "@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs";
export { default as IconBulb } from "@tabler/icons-react/dist/esm/icons/IconBulb.mjs";
export { default as IconCalendarEvent } from "@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs";
export { default as IconMapPin } from "@tabler/icons-react/dist/esm/icons/IconMapPin.mjs";
export { default as IconCategory } from "@tabler/icons-react/dist/esm/icons/IconCategory.mjs";
export { default as IconChartLine } from "@tabler/icons-react/dist/esm/icons/IconChartLine.mjs";
export { default as IconChecks } from "@tabler/icons-react/dist/esm/icons/IconChecks.mjs";
export { default as IconChevronLeft } from "@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs";
export { default as IconChevronRight } from "@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs";
export { default as IconCircleCheck } from "@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs";
export { default as IconCircleDashed } from "@tabler/icons-react/dist/esm/icons/IconCircleDashed.mjs";
export { default as IconCircleHalf2 } from "@tabler/icons-react/dist/esm/icons/IconCircleHalf2.mjs";
export { default as IconClipboardList } from "@tabler/icons-react/dist/esm/icons/IconClipboardList.mjs";
export { default as IconCompass } from "@tabler/icons-react/dist/esm/icons/IconCompass.mjs";
export { default as IconFileDownload } from "@tabler/icons-react/dist/esm/icons/IconFileDownload.mjs";
export { default as IconHistory } from "@tabler/icons-react/dist/esm/icons/IconHistory.mjs";
export { default as IconHourglassHigh } from "@tabler/icons-react/dist/esm/icons/IconHourglassHigh.mjs";
export { default as IconLayoutDashboard } from "@tabler/icons-react/dist/esm/icons/IconLayoutDashboard.mjs";
export { default as IconLink } from "@tabler/icons-react/dist/esm/icons/IconLink.mjs";
export { default as IconMapSearch } from "@tabler/icons-react/dist/esm/icons/IconMapSearch.mjs";
export { default as IconMessages } from "@tabler/icons-react/dist/esm/icons/IconMessages.mjs";
export { default as IconPaperclip } from "@tabler/icons-react/dist/esm/icons/IconPaperclip.mjs";
export { default as IconPhoto } from "@tabler/icons-react/dist/esm/icons/IconPhoto.mjs";
export { default as IconPlugConnectedX } from "@tabler/icons-react/dist/esm/icons/IconPlugConnectedX.mjs";
export { default as IconPlus } from "@tabler/icons-react/dist/esm/icons/IconPlus.mjs";
export { default as IconReportAnalytics } from "@tabler/icons-react/dist/esm/icons/IconReportAnalytics.mjs";
export { default as IconRoute } from "@tabler/icons-react/dist/esm/icons/IconRoute.mjs";
export { default as IconSchool } from "@tabler/icons-react/dist/esm/icons/IconSchool.mjs";
export { default as IconSelector } from "@tabler/icons-react/dist/esm/icons/IconSelector.mjs";
export { default as IconSend } from "@tabler/icons-react/dist/esm/icons/IconSend.mjs";
export { default as IconStack2 } from "@tabler/icons-react/dist/esm/icons/IconStack2.mjs";
export { default as IconTicket } from "@tabler/icons-react/dist/esm/icons/IconTicket.mjs";
export { default as IconTrash } from "@tabler/icons-react/dist/esm/icons/IconTrash.mjs";
export { default as IconUserCog } from "@tabler/icons-react/dist/esm/icons/IconUserCog.mjs";
export { default as IconUsers } from "@tabler/icons-react/dist/esm/icons/IconUsers.mjs";
export { default as IconX } from "@tabler/icons-react/dist/esm/icons/IconX.mjs";
