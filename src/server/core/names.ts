/**
 * How a person's name reads in lists, reports and mail: the one display-name rule of
 * src/shared/display-name.ts (issue #38), for every server layer (the RPC domains, the reports and
 * the stores), so a name is written the same way everywhere — and the same way the web app writes it.
 */
export { displayName, nameSeenBy, ownName, personName, type NameParts, type NameViewer } from "../../shared/display-name.js";
