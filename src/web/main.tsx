import "@mantine/core/styles.css";
import "./global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";
import { createQueryClient, createTransport } from "./transport";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders transport={createTransport()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
