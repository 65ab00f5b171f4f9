/** The accessibility walk in English: every route as every role that may open it (tests/e2e/a11y-walk.ts). */
import { walkTheRoutes } from "./a11y-walk.js";

walkTheRoutes("en");
