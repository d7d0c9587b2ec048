import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./app/app-routes";
import { AppProviders } from "./app/providers";
import "./styles.css";

// The edge wrote this page's <head> for crawlers and the first paint; from here on the app renders it.
for (const node of document.head.querySelectorAll("[data-edge-head]")) node.remove();

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
